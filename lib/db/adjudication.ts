import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { type QueueRow, queueItems } from "@/lib/db/queues";
import { rubricVersion, rubricVersions } from "@/lib/db/rubrics";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { AppError } from "@/lib/errors";
import { adjudicable, type ConsensusRecord, consensusRecords } from "@/lib/judging/adjudication";
import { DIMENSIONS, type ScoreDimension, type ScoreValues, unitKey, valuesSchemaFor } from "@/lib/judging/scores";

/** A lead's final score of one agent in one round of a queue; its bounds are the rubric version's, checked on save. */
export const adjudicationSchema = z.object({
  queueId: z.coerce.number().int().positive(),
  dialogueId: z.coerce.number().int().positive(),
  round: z.coerce.number().int().min(0).max(100_000),
  agent: z.string().trim().min(1).max(200),
  /** The rubric version the judges scored under, as the page showed it. */
  rubricVersionId: z.coerce.number().int().positive(),
  ...(Object.fromEntries(DIMENSIONS.map((d) => [d, z.union([z.string().max(20), z.number()])])) as Record<
    ScoreDimension,
    z.ZodUnion<[z.ZodString, z.ZodNumber]>
  >),
  note: z
    .string()
    .trim()
    .max(2000, "Keep the note under 2,000 characters.")
    .transform((s) => s || null),
});
export type AdjudicationInput = z.output<typeof adjudicationSchema>;

/** A final's values outside its rubric version's bounds: each message beside its dimension's field. */
export class FinalRefused extends AppError {
  constructor(readonly fieldErrors: Partial<Record<ScoreDimension, string>>) {
    super("input-invalid", "Check the highlighted scores.");
  }
}

export interface Final {
  values: ScoreValues;
  note: string | null;
  leadName: string;
  updatedAt: Date;
}

/** Records (or replaces) the lead's final for a unit of one of the queue's rounds; who and when are kept on the row. */
export async function saveAdjudication(db: Db, input: AdjudicationInput, leadId: string): Promise<void> {
  const item = await db.queueItem.findFirst({ where: { queueId: input.queueId, dialogueId: input.dialogueId, round: input.round } });
  if (!item) throw new AppError("not-found", "That round is not in this queue. Reload the page.");
  const where = { dialogueId: input.dialogueId, round: input.round, agent: input.agent };
  // A final settles scores that exist: under the version the page showed, and one the table can hold.
  const rubric = await rubricVersion(db, input.rubricVersionId);
  if (!rubric || !(await db.judgeScore.findFirst({ where: { ...where, rubricVersionId: rubric.id }, select: { id: true } })))
    throw new AppError("not-found", "No judge scored this under that rubric version. Reload the page.");
  if (!adjudicable(rubric.dimensions)) throw new AppError("input-invalid", `A final can only be recorded under a rubric with ${DIMENSIONS.join(", ")}.`);
  const checked = valuesSchemaFor(rubric.dimensions).safeParse(Object.fromEntries(DIMENSIONS.map((d) => [d, input[d]])));
  if (!checked.success)
    throw new FinalRefused(Object.fromEntries(checked.error.issues.flatMap((i) => (typeof i.path[0] === "string" ? [[i.path[0], i.message]] : []))));
  const values = checked.data as Record<ScoreDimension, number>;
  await db.adjudication.upsert({
    where: { dialogueId_round_agent: where },
    create: { ...where, ...values, note: input.note, leadId },
    update: { ...values, note: input.note, leadId },
  });
}

/** The adjudicated finals of these dialogues, by unitKey. */
export async function finalsFor(db: Db, dialogueIds: number[]): Promise<Map<string, Final>> {
  const rows = await db.adjudication.findMany({ where: { dialogueId: { in: dialogueIds } }, include: { lead: { select: { name: true, email: true } } } });
  return new Map(
    rows.map((r) => [
      unitKey(r.dialogueId, r.round, r.agent),
      { values: Object.fromEntries(DIMENSIONS.map((d) => [d, r[d]])), note: r.note, leadName: r.lead.name || r.lead.email, updatedAt: r.updatedAt },
    ]),
  );
}

/** Finals as the consensus reads them: their values only. */
export const finalValues = (finals: ReadonlyMap<string, Final>) => new Map([...finals].map(([key, f]) => [key, f.values]));

/**
 * A queue's rounds with the judges' scores that count for agreement (each judge's last before a reveal under blind
 * judging, lib/judging/visibility.ts), the rubric versions they were given under, and the finals: what the
 * adjudication page and the consensus export read.
 */
export async function queueJudgement(db: Db, queue: QueueRow, viewer: Viewer) {
  const items = await queueItems(db, queue.id);
  const dialogueIds = [...new Set(items.map((i) => i.dialogueId))];
  const [visible, finals] = await Promise.all([getVisibleScores(db, { viewer }), finalsFor(db, dialogueIds)]);
  const rounds = new Set(items.map((i) => `${i.dialogueId}:${i.round}`));
  const scores = visible.forAgreement.filter((s) => rounds.has(`${s.dialogueId}:${s.round}`));
  const versions = await rubricVersions(
    db,
    scores.map((s) => s.rubricVersionId),
  );
  return { items, scores, versions, finals };
}

/** The queue's consensus dataset (lib/judging/adjudication.ts consensusRecords). */
export async function queueConsensus(db: Db, queue: QueueRow, viewer: Viewer): Promise<ConsensusRecord[]> {
  const { items, scores, finals } = await queueJudgement(db, queue, viewer);
  return consensusRecords(items, scores, finalValues(finals));
}
