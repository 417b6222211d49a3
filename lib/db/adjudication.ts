import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { type QueueRow, queueItems } from "@/lib/db/queues";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { AppError } from "@/lib/errors";
import { type ConsensusRecord, consensusRecords } from "@/lib/judging/adjudication";
import { DIMENSIONS, dimensionSchema, type ScoreDimension, type ScoreValues, scoreValuesOf, unitKey } from "@/lib/judging/scores";

/** A lead's final score of one agent in one round of a queue. */
export const adjudicationSchema = z.object({
  queueId: z.coerce.number().int().positive(),
  dialogueId: z.coerce.number().int().positive(),
  round: z.coerce.number().int().min(0).max(100_000),
  agent: z.string().trim().min(1).max(200),
  ...(Object.fromEntries(DIMENSIONS.map((d) => [d, dimensionSchema(d)])) as Record<ScoreDimension, ReturnType<typeof dimensionSchema>>),
  note: z
    .string()
    .trim()
    .max(2000, "Keep the note under 2,000 characters.")
    .transform((s) => s || null),
});
export type AdjudicationInput = z.output<typeof adjudicationSchema>;

export interface Final extends ScoreValues {
  note: string | null;
  leadName: string;
  updatedAt: Date;
}

/** Records (or replaces) the lead's final for a unit of one of the queue's rounds; who and when are kept on the row. */
export async function saveAdjudication(db: Db, input: AdjudicationInput, leadId: string): Promise<void> {
  const item = await db.queueItem.findFirst({ where: { queueId: input.queueId, dialogueId: input.dialogueId, round: input.round } });
  if (!item) throw new AppError("not-found", "That round is not in this queue. Reload the page.");
  const values = scoreValuesOf(input);
  const where = { dialogueId: input.dialogueId, round: input.round, agent: input.agent };
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
      { ...scoreValuesOf(r), note: r.note, leadName: r.lead.name || r.lead.email, updatedAt: r.updatedAt },
    ]),
  );
}

/**
 * A queue's rounds with the judges' scores that count for agreement (each judge's last before a reveal under blind
 * judging, lib/judging/visibility.ts) and the finals: what the adjudication page and the consensus export read.
 */
export async function queueJudgement(db: Db, queue: QueueRow, viewer: Viewer) {
  const items = await queueItems(db, queue.id);
  const dialogueIds = [...new Set(items.map((i) => i.dialogueId))];
  const [visible, finals] = await Promise.all([getVisibleScores(db, { viewer }), finalsFor(db, dialogueIds)]);
  const rounds = new Set(items.map((i) => `${i.dialogueId}:${i.round}`));
  return { items, scores: visible.forAgreement.filter((s) => rounds.has(`${s.dialogueId}:${s.round}`)), finals };
}

/** The queue's consensus dataset (lib/judging/adjudication.ts consensusRecords). */
export async function queueConsensus(db: Db, queue: QueueRow, viewer: Viewer): Promise<ConsensusRecord[]> {
  const { items, scores, finals } = await queueJudgement(db, queue, viewer);
  return consensusRecords(items, scores, finals);
}
