import { requireReader } from "@/lib/auth/guard";
import { listModelJudges } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { calibrate } from "@/lib/judging/calibration";

/** A model judge's scores and people's, as this reader may see them (blind judging holds), compared unit by unit. */
export async function loadCalibration(id: string) {
  const viewer = await requireReader(`/judging/models/${id}`);
  const judge = (await listModelJudges(db())).find((j) => j.id === id);
  if (!judge) return null;
  const scores = await getVisibleScores(db(), { viewer, withModels: true });
  const model = scores.forAgreement.filter((s) => s.judgeId === id);
  const people = scores.forAgreement.filter((s) => s.judgeKind === "person");
  const documents = new Map([...scores.dialogues.entries()].map(([dialogueId, d]) => [dialogueId, { slug: d.slug, title: d.title }]));
  const dimensionsOf = (rubricVersionId: number) => scores.rubrics.get(rubricVersionId)?.dimensions;
  return { judge, calibration: calibrate(model, people, dimensionsOf), documents };
}
