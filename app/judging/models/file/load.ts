import { currentViewer, requireReader } from "@/lib/auth/guard";
import { getFileCalibration } from "@/lib/db/calibration";
import { db } from "@/lib/db/client";

/** The file's Judge against people's scores as this reader may see them (blind judging holds). */
export async function loadFileCalibration() {
  await requireReader("/judging/models/file");
  const viewer = await currentViewer();
  return getFileCalibration(db(), { viewer });
}
