import type { Viewer } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { listModelJudges } from "@/lib/db/api-tokens";
import { countFileRoundScores, fileRoundValues } from "@/lib/db/judging";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { type Calibration, calibrate, calibrateFile } from "@/lib/judging/calibration";
import { fileMeasuresOnScale } from "@/lib/judging/file-scale";

type DocumentLinks = Map<number, { slug: string; title: string }>;

/** What every calibration reads: people's scores as this reader may see them (blind judging holds), and the file's. */
async function calibrationInputs(db: Db, viewer: Viewer | null) {
  const scores = await getVisibleScores(db, { viewer, withModels: true });
  const people = scores.forAgreement.filter((s) => s.judgeKind === "person");
  const documents: DocumentLinks = new Map([...scores.dialogues].map(([id, d]) => [id, { slug: d.slug, title: d.title }]));
  const dimensionsOf = (rubricVersionId: number) => scores.rubrics.get(rubricVersionId)?.dimensions;
  // Only dialogues somebody scored can share a unit with people; the file's scale is read over each one whole.
  const file = fileMeasuresOnScale(await fileRoundValues(db, [...scores.dialogues.keys()]));
  return { scores, people, documents, dimensionsOf, file };
}

export interface ModelCalibration {
  judge: { id: string; name: string; model: string | null; judgeVersion: string | null };
  calibration: Calibration;
  /** The file's 💙 Judge against the same people, over its own units. */
  file: Calibration;
  documents: DocumentLinks;
}

/** A model judge and the file's Judge, each against the people's consensus; null for no such model judge. */
export async function getModelCalibration(db: Db, { viewer, judgeId }: { viewer: Viewer | null; judgeId: string }): Promise<ModelCalibration | null> {
  const judge = (await listModelJudges(db)).find((j) => j.id === judgeId);
  if (!judge) return null;
  const { scores, people, documents, dimensionsOf, file } = await calibrationInputs(db, viewer);
  const model = scores.forAgreement.filter((s) => s.judgeId === judgeId);
  return { judge, calibration: calibrate(model, people, dimensionsOf), file: calibrateFile(file, people, dimensionsOf), documents };
}

/** The file's Judge alone against the people's consensus, with the rounds where they part most. */
export async function getFileCalibration(db: Db, { viewer }: { viewer: Viewer | null }): Promise<{ calibration: Calibration; documents: DocumentLinks }> {
  const { people, documents, dimensionsOf, file } = await calibrationInputs(db, viewer);
  return { calibration: calibrateFile(file, people, dimensionsOf, { shown: 25 }), documents };
}

export interface JudgeCalibrationRow {
  /** A model judge's id, or "file" for the file's Judge. */
  id: string;
  name: string;
  model: string | null;
  judgeVersion: string | null;
  /** Scores this reader may see: a model's latest per round × agent; the file's per-round totals across the documents. */
  scores: number;
  /** Units shared with people, and α on the overall against their consensus. */
  units: number;
  alpha: number | null;
}

/** Every model judge, then the file's Judge, each with its overall α against people. */
export async function listJudgeCalibrations(db: Db, { viewer }: { viewer: Viewer | null }): Promise<JudgeCalibrationRow[]> {
  const [judges, fileScores, { scores, people, dimensionsOf, file }] = await Promise.all([
    listModelJudges(db),
    countFileRoundScores(db),
    calibrationInputs(db, viewer),
  ]);
  const overall = (c: Calibration) => c.measures.find((m) => m.measure === "overall")!;
  const models = judges.map((j): JudgeCalibrationRow => {
    const own = scores.forAgreement.filter((s) => s.judgeId === j.id);
    const { units, alpha } = overall(calibrate(own, people, dimensionsOf, { overallOnly: true, shown: 0 }));
    const shown = scores.current.filter((s) => s.judgeId === j.id).length;
    return { id: j.id, name: j.name, model: j.model, judgeVersion: j.judgeVersion, scores: shown, units, alpha };
  });
  const { units, alpha } = overall(calibrateFile(file, people, dimensionsOf, { overallOnly: true, shown: 0 }));
  return [...models, { id: "file", name: "File's 💙 Judge", model: null, judgeVersion: null, scores: fileScores, units, alpha }];
}
