import { currentViewer, requireReader } from "@/lib/auth/guard";
import { listJudgeCalibrations } from "@/lib/db/calibration";
import { db } from "@/lib/db/client";

/** Every model judge and the file's Judge, each with its overall α against people as this reader may see them. */
export async function loadJudgeList() {
  await requireReader("/judging/models");
  const viewer = await currentViewer();
  return listJudgeCalibrations(db(), { viewer });
}
