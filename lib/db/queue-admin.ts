import { z } from "zod";
import { inChunks } from "@/lib/db/bulk";
import type { Db } from "@/lib/db/client";
import { type QueueRow, getQueue, mayJudgeQueue } from "@/lib/db/queues";
import { AppError } from "@/lib/errors";

const queueId = z.coerce.number().int().positive();

/** What a lead may change on a queue; its items stay as they were made. */
export const editQueueSchema = z.object({
  queueId,
  name: z.string().trim().min(1, "Give the queue a name.").max(200, "Keep the name under 200 characters."),
  judgesPerItem: z.coerce.number({ error: "Enter a number." }).int("Enter a whole number.").min(1, "At least one judge.").max(20, "At most 20 judges."),
  reserveMinutes: z.coerce
    .number({ error: "Enter a number." })
    .int("Enter a whole number.")
    .min(1, "At least one minute.")
    .max(24 * 60, "At most a day (1,440 minutes)."),
  /** Who may judge it; none means every judge. */
  members: z.array(z.string().min(1)).max(500),
});
export type EditQueue = z.output<typeof editQueueSchema>;

async function existing(db: Db, id: number): Promise<QueueRow> {
  const queue = await getQueue(db, id);
  if (!queue) throw new AppError("not-found", "That queue no longer exists.");
  return queue;
}

/**
 * Renames a queue, changes how many judges each item needs, how long a hold lasts and who may judge it. A judge
 * taken off the queue loses their holds and assignments in it (the slots go back to the others); their scores stay.
 */
export async function editQueue(db: Db, input: EditQueue): Promise<void> {
  await existing(db, input.queueId);
  await db.$transaction(async (tx) => {
    await tx.judgingQueue.update({
      where: { id: input.queueId },
      data: { name: input.name, judgesPerItem: input.judgesPerItem, reserveMinutes: input.reserveMinutes },
    });
    await tx.queueMember.deleteMany({ where: { queueId: input.queueId } });
    if (input.members.length > 0) {
      await tx.queueMember.createMany({ data: input.members.map((userId) => ({ queueId: input.queueId, userId })) });
      await tx.queueClaim.deleteMany({ where: { item: { queueId: input.queueId }, state: "reserved", judgeId: { notIn: input.members } } });
      // An assignment to someone who may no longer judge would keep its slot from everyone.
      await tx.queueAssignment.deleteMany({ where: { item: { queueId: input.queueId }, judgeId: { notIn: input.members } } });
    }
  });
}

/** Closes a queue (no new takes; holds run out as they would) or opens it again. */
export async function setQueueClosed(db: Db, id: number, closed: boolean, now = new Date()): Promise<void> {
  await existing(db, id);
  await db.judgingQueue.update({ where: { id }, data: { closedAt: closed ? now : null } });
}

/**
 * Deletes a queue with its items, holds, skips and assignments. Scores and adjudicated finals stay: they belong to
 * the documents' rounds, which other queues and the dialogue pages still read.
 */
export async function deleteQueue(db: Db, id: number): Promise<{ name: string }> {
  const queue = await existing(db, id);
  await db.judgingQueue.delete({ where: { id } });
  return { name: queue.name };
}

/** A judge's holds, or one item's (an empty field: any); at least one of the two. */
export const releaseHoldsSchema = z.object({
  queueId,
  judgeId: z.string().trim().max(200),
  itemId: z.union([z.literal(""), z.coerce.number().int().positive()]),
});

/** Frees reservations in a queue: all of one judge's, one item's, or one judge's on one item. Skips are the judge's own and stay. */
export async function releaseHolds(db: Db, input: { queueId: number; judgeId?: string; itemId?: number }): Promise<number> {
  await existing(db, input.queueId);
  if (!input.judgeId && !input.itemId) throw new AppError("input-invalid", "Say whose holds, or which round's, to release.");
  const { count } = await db.queueClaim.deleteMany({
    where: {
      state: "reserved",
      item: { queueId: input.queueId, ...(input.itemId ? { id: input.itemId } : {}) },
      ...(input.judgeId ? { judgeId: input.judgeId } : {}),
    },
  });
  return count;
}

export const assignItemsSchema = z.object({
  queueId,
  judgeId: z.string().trim().min(1, "Choose a judge."),
  itemIds: z.array(z.coerce.number().int().positive()).min(1, "Tick at least one round.").max(5000),
  mode: z.enum(["assign", "unassign"]),
});
export type AssignItems = z.output<typeof assignItemsSchema>;

/** Assigns rounds of a queue to a named judge (who must be allowed to judge it), or takes the assignment back. */
export async function assignItems(db: Db, input: AssignItems, leadId: string): Promise<number> {
  const queue = await existing(db, input.queueId);
  // Up to 5,000 rounds ticked: more than one query may bind on SQLite, so each list goes a chunk at a time.
  const items = (await inChunks(input.itemIds, (ids) => db.queueItem.findMany({ where: { queueId: queue.id, id: { in: ids } }, select: { id: true } }))).flat();
  if (items.length !== new Set(input.itemIds).size) throw new AppError("not-found", "Some of those rounds are not in this queue. Reload the page.");
  if (input.mode === "unassign") {
    const deleted = await inChunks(input.itemIds, (ids) => db.queueAssignment.deleteMany({ where: { judgeId: input.judgeId, itemId: { in: ids } } }));
    return deleted.reduce((n, { count }) => n + count, 0);
  }
  const judge = await db.user.findFirst({ where: { id: input.judgeId, disabledAt: null, role: { in: ["judge", "admin"] } }, select: { id: true } });
  if (!judge || !mayJudgeQueue(queue, judge.id)) throw new AppError("input-invalid", "That person may not judge this queue.");
  const already = new Set(
    (await inChunks(input.itemIds, (ids) => db.queueAssignment.findMany({ where: { judgeId: judge.id, itemId: { in: ids } }, select: { itemId: true } })))
      .flat()
      .map((a) => a.itemId),
  );
  const fresh = items.filter((i) => !already.has(i.id));
  if (fresh.length > 0) await db.queueAssignment.createMany({ data: fresh.map((i) => ({ itemId: i.id, judgeId: judge.id, assignedBy: leadId })) });
  return fresh.length;
}
