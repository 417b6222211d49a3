import { z } from "zod";
import { dialectOf, type Db } from "@/lib/db/client";
import { roundAgentsByDialogue } from "@/lib/db/judging";
import { retryBusy } from "@/lib/db/retry";
import { rubricForKind, rubricVersion } from "@/lib/db/rubrics";
import { AppError } from "@/lib/errors";
import { type ClaimState, nextItemFor, openSlots, type QueueItemView } from "@/lib/judging/queue";

export const newQueueSchema = z.object({
  name: z.string().trim().min(1, "Give the queue a name.").max(200, "Keep the name under 200 characters."),
  /** Documents whose title or slug contains any of these, comma-separated (empty: all). */
  match: z.string().trim().max(200),
  kind: z.enum(["any", "dialogue", "a52-session", "goopspec", "acor"]),
  /** The rubric version its scores are given under; empty: the kind's own rubric (the built-in one for "any"). */
  rubricVersionId: z.union([z.literal("").transform(() => undefined), z.coerce.number().int().positive()]).optional(),
  judgesPerItem: z.coerce.number({ error: "Enter a number." }).int("Enter a whole number.").min(1, "At least one judge.").max(20, "At most 20 judges."),
  /** Who may judge it; none means every judge. */
  members: z.array(z.string().min(1)).max(500),
});
export type NewQueue = z.output<typeof newQueueSchema>;

export interface QueueRow {
  id: number;
  name: string;
  judgesPerItem: number;
  reserveMinutes: number;
  /** The rubric version new scores in it are given under. */
  rubricVersionId: number;
  memberIds: string[];
  /** Set when a lead closed the queue: no new takes (lib/db/queue-admin.ts). */
  closedAt: Date | null;
}

/** Makes a queue of every scorable round of the matching documents, oldest document first. */
export async function createQueue(db: Db, input: NewQueue): Promise<{ id: number; items: number }> {
  const terms = input.match
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  const documents = await db.dialogue.findMany({
    where: {
      removedAt: null,
      ...(input.kind === "any" ? {} : { kind: input.kind }),
      ...(terms.length > 0 ? { OR: terms.flatMap((t) => [{ title: { contains: t } }, { slug: { contains: t.toLowerCase() } }]) } : {}),
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const rounds = await roundAgentsByDialogue(
    db,
    documents.map((d) => d.id),
  );
  const items = documents.flatMap((d) => [...(rounds.get(d.id)?.keys() ?? [])].sort((a, b) => a - b).map((round) => ({ dialogueId: d.id, round })));
  if (items.length === 0) throw new AppError("input-invalid", "No document matching that has rounds to score.");
  const rubric = input.rubricVersionId ? await rubricVersion(db, input.rubricVersionId) : await rubricForKind(db, input.kind);
  if (!rubric) throw new AppError("input-invalid", "Pick a rubric from the list.");
  const queue = await db.$transaction(async (tx) => {
    const q = await tx.judgingQueue.create({ data: { name: input.name, judgesPerItem: input.judgesPerItem, rubricVersionId: rubric.id } });
    await tx.queueItem.createMany({ data: items.map((item, position) => ({ ...item, position, queueId: q.id })) });
    if (input.members.length > 0) await tx.queueMember.createMany({ data: input.members.map((userId) => ({ queueId: q.id, userId })) });
    return q;
  });
  return { id: queue.id, items: items.length };
}

export async function listQueues(db: Db): Promise<QueueRow[]> {
  const rows = await db.judgingQueue.findMany({ include: { members: { select: { userId: true } } }, orderBy: { id: "desc" } });
  return rows.map((q) => ({
    id: q.id,
    name: q.name,
    judgesPerItem: q.judgesPerItem,
    reserveMinutes: q.reserveMinutes,
    rubricVersionId: q.rubricVersionId,
    memberIds: q.members.map((m) => m.userId),
    closedAt: q.closedAt,
  }));
}

export async function getQueue(db: Db, id: number): Promise<QueueRow | null> {
  return (await listQueues(db)).find((q) => q.id === id) ?? null;
}

export const mayJudgeQueue = (queue: QueueRow, judgeId: string) => queue.memberIds.length === 0 || queue.memberIds.includes(judgeId);

/** A queue's items with their claims and the judges who have finished each round: a fixed number of queries. */
export async function queueItems(db: Db, queueId: number): Promise<QueueItemView[]> {
  const items = await db.queueItem.findMany({
    // An archived (or removed) document leaves its queues; its items come back with it.
    where: { queueId, dialogue: { removedAt: null } },
    include: {
      dialogue: { select: { slug: true, title: true } },
      claims: { select: { judgeId: true, state: true, reason: true, until: true } },
      assigned: { select: { judgeId: true } },
    },
    orderBy: { position: "asc" },
  });
  const dialogueIds = [...new Set(items.map((i) => i.dialogueId))];
  const [rounds, scored] = await Promise.all([
    roundAgentsByDialogue(db, dialogueIds),
    db.judgeScore.findMany({
      where: { dialogueId: { in: dialogueIds } },
      distinct: ["dialogueId", "round", "agent", "judgeId"],
      select: { dialogueId: true, round: true, agent: true, judgeId: true },
    }),
  ]);
  const agentsBy = new Map<string, Set<string>>();
  for (const s of scored) {
    const key = `${s.dialogueId}:${s.round}:${s.judgeId}`;
    agentsBy.set(key, (agentsBy.get(key) ?? new Set()).add(s.agent));
  }
  return items.map((i) => {
    const agents = rounds.get(i.dialogueId)?.get(i.round) ?? [];
    const judges = new Set(scored.filter((s) => s.dialogueId === i.dialogueId && s.round === i.round).map((s) => s.judgeId));
    const doneBy = new Set([...judges].filter((j) => agents.length > 0 && agents.every((a) => agentsBy.get(`${i.dialogueId}:${i.round}:${j}`)?.has(a))));
    return {
      id: i.id,
      dialogueId: i.dialogueId,
      slug: i.dialogue.slug,
      title: i.dialogue.title,
      round: i.round,
      position: i.position,
      doneBy,
      claims: i.claims.map((c) => ({ ...c, state: c.state as ClaimState })),
      assigned: i.assigned.map((a) => a.judgeId),
    };
  });
}

async function claim(db: Db, itemId: number, judgeId: string, state: ClaimState, reason: string | null, until: Date | null) {
  await db.queueClaim.upsert({
    where: { itemId_judgeId: { itemId, judgeId } },
    create: { itemId, judgeId, state, reason, until },
    update: { state, reason, until },
  });
}

/**
 * Sends a judge to their next item and reserves it for them. Serialised per queue (SQLite's IMMEDIATE transactions,
 * an advisory lock on PostgreSQL) so two judges are never sent to the same last slot.
 */
export async function takeNext(db: Db, queue: QueueRow, judgeId: string, now = new Date()): Promise<QueueItemView | null> {
  if (!mayJudgeQueue(queue, judgeId)) throw new AppError("input-invalid", "You are not one of this queue's judges.");
  refuseClosed(queue);
  return retryBusy(() =>
    db.$transaction(async (tx) => {
      await lockQueue(db, tx as Db, queue.id);
      const next = nextItemFor(await queueItems(tx as Db, queue.id), judgeId, queue.judgesPerItem, now);
      if (next) await claim(tx as Db, next.id, judgeId, "reserved", null, new Date(now.getTime() + queue.reserveMinutes * 60_000));
      return next;
    }),
  );
}

/** SQLite's write transactions are IMMEDIATE (one writer at a time); PostgreSQL takes an advisory lock per queue. */
async function lockQueue(db: Db, tx: Db, queueId: number): Promise<void> {
  if (dialectOf(db) === "postgres") await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(8126, $1)", queueId);
}

/** A closed queue hands out nothing new; what a judge already holds they may still score (scores are never refused). */
function refuseClosed(queue: QueueRow): void {
  if (queue.closedAt) throw new AppError("conflict", "This queue is closed: it gives out no more items.");
}

function refuseNonMember(queue: QueueRow, judgeId: string): void {
  if (!mayJudgeQueue(queue, judgeId)) throw new AppError("input-invalid", "You are not one of this queue's judges.");
}

/** Puts an item aside for this judge, with why; it stays in their list to come back to. */
export async function skipItem(db: Db, queue: QueueRow, itemId: number, judgeId: string, reason: string): Promise<void> {
  refuseNonMember(queue, judgeId);
  const item = await db.queueItem.findFirst({ where: { id: itemId, queueId: queue.id } });
  if (!item) throw new AppError("not-found", "That item is not in this queue.");
  await claim(db, itemId, judgeId, "skipped", reason, null);
}

/**
 * Takes back an item this judge skipped: reserved for them again (and whatever else they held in the queue freed),
 * under the same lock and open-slots rule as takeNext, so an item other judges hold or have filled is never taken.
 */
export async function returnToItem(db: Db, queue: QueueRow, itemId: number, judgeId: string, now = new Date()): Promise<QueueItemView> {
  refuseNonMember(queue, judgeId);
  refuseClosed(queue);
  return retryBusy(() =>
    db.$transaction(async (tx) => {
      await lockQueue(db, tx as Db, queue.id);
      const items = await queueItems(tx as Db, queue.id);
      const item = items.find((i) => i.id === itemId);
      if (!item) throw new AppError("not-found", "That item is not in this queue.");
      if (!item.claims.some((c) => c.judgeId === judgeId && c.state === "skipped"))
        throw new AppError("input-invalid", "You can come back only to an item you skipped.");
      if (openSlots(item, queue.judgesPerItem, now, judgeId) === 0)
        throw new AppError("conflict", "Other judges hold or have finished this item: it needs nobody else now.");
      const others = items.filter((i) => i.id !== itemId).map((i) => i.id);
      await (tx as Db).queueClaim.deleteMany({ where: { judgeId, state: "reserved", itemId: { in: others } } });
      await claim(tx as Db, itemId, judgeId, "reserved", null, new Date(now.getTime() + queue.reserveMinutes * 60_000));
      return item;
    }),
  );
}

/** The people a queue counts on: its members, or every judge when it names none. */
export async function queueJudges(db: Db, queue: QueueRow): Promise<{ id: string; name: string; email: string }[]> {
  return db.user.findMany({
    where: { disabledAt: null, ...(queue.memberIds.length > 0 ? { id: { in: queue.memberIds } } : { role: "judge" }) },
    select: { id: true, name: true, email: true },
    orderBy: { email: "asc" },
  });
}

/** Everyone an admin can put on a queue: judges and admins who are not disabled. */
export async function judgeCandidates(db: Db): Promise<{ id: string; name: string; email: string }[]> {
  return db.user.findMany({
    where: { disabledAt: null, role: { in: ["judge", "admin"] } },
    select: { id: true, name: true, email: true },
    orderBy: { email: "asc" },
  });
}

/** Where one round sits in a queue: its item and its place (1-based) among the queue's items; null when not in it. */
export async function queuePlace(
  db: Db,
  queueId: number,
  dialogueId: number,
  round: number,
): Promise<{ itemId: number; position: number; count: number } | null> {
  const items = await db.queueItem.findMany({ where: { queueId }, select: { id: true, dialogueId: true, round: true }, orderBy: { position: "asc" } });
  const index = items.findIndex((i) => i.dialogueId === dialogueId && i.round === round);
  return index < 0 ? null : { itemId: items[index]!.id, position: index + 1, count: items.length };
}
