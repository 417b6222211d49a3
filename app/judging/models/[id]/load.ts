import { currentViewer, requireReader } from "@/lib/auth/guard";
import { getModelCalibration } from "@/lib/db/calibration";
import { db } from "@/lib/db/client";

/** A model judge's scores and the file's Judge's, each against people's as this reader may see them (blind judging holds). */
export async function loadCalibration(id: string) {
  await requireReader(`/judging/models/${id}`);
  const viewer = await currentViewer();
  return getModelCalibration(db(), { viewer, judgeId: id });
}
