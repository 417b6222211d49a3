/**
 * Judging queues, as pure functions over what the database holds: which item a judge is sent to next, and how far
 * a queue, and each judge in it, has got. "Done" is read from the scores (a judge who scored every agent of the
 * round), so scoring outside the queue counts too; reservations and skips are the queue's own claims.
 */

export type ClaimState = "reserved" | "skipped";

export interface QueueClaimView {
  judgeId: string;
  state: ClaimState;
  reason: string | null;
  until: Date | null;
}

export interface QueueItemView {
  id: number;
  dialogueId: number;
  slug: string;
  title: string;
  round: number;
  position: number;
  /** Judges who have scored every agent of this round. */
  doneBy: Set<string>;
  claims: QueueClaimView[];
  /** Judges a lead assigned this item to (lib/db/queue-admin.ts); absent or empty: anyone may take it. */
  assigned?: string[];
}

const active = (c: QueueClaimView, now: Date) => c.state === "reserved" && c.until !== null && c.until > now;

/**
 * Judges this item still needs, counting the done, those holding a live reservation and those assigned to it who
 * have neither done it, hold it nor skipped it (their slot waits for them); `judgeId` is never counted against itself.
 */
export function openSlots(item: QueueItemView, judgesPerItem: number, now: Date, judgeId?: string): number {
  const holding = item.claims.filter((c) => c.judgeId !== judgeId && !item.doneBy.has(c.judgeId) && active(c, now));
  const waiting = (item.assigned ?? []).filter(
    (j) => j !== judgeId && !item.doneBy.has(j) && !item.claims.some((c) => c.judgeId === j && (c.state === "skipped" || active(c, now))),
  );
  return Math.max(0, judgesPerItem - item.doneBy.size - holding.length - waiting.length);
}

/** An item assigned to this judge that they have neither done nor skipped: theirs whatever the open slots say. */
const assignedTo = (item: QueueItemView, judgeId: string) =>
  (item.assigned ?? []).includes(judgeId) && !item.doneBy.has(judgeId) && !item.claims.some((c) => c.judgeId === judgeId && c.state === "skipped");

/**
 * The item a judge should score next: the one they hold, else the first assigned to them (a lead's assignment
 * counts even past judgesPerItem), else the first in order they have neither done nor skipped that still needs a
 * judge once the slots of judges assigned to it are kept for them. Null when the queue has nothing left for them.
 */
export function nextItemFor(items: QueueItemView[], judgeId: string, judgesPerItem: number, now: Date): QueueItemView | null {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const held = sorted.find((i) => !i.doneBy.has(judgeId) && i.claims.some((c) => c.judgeId === judgeId && active(c, now)));
  if (held) return held;
  const assigned = sorted.find((i) => assignedTo(i, judgeId));
  if (assigned) return assigned;
  return (
    sorted.find(
      (i) => !i.doneBy.has(judgeId) && !i.claims.some((c) => c.judgeId === judgeId && c.state === "skipped") && openSlots(i, judgesPerItem, now, judgeId) > 0,
    ) ?? null
  );
}

export interface QueueProgress {
  /** Judge-slots filled (each item counts at most judgesPerItem). */
  done: number;
  total: number;
  /** Whole percent, rounded down so 100 means finished. */
  percent: number;
}

export function queueProgress(items: QueueItemView[], judgesPerItem: number): QueueProgress {
  const total = items.length * judgesPerItem;
  const done = items.reduce((sum, i) => sum + Math.min(judgesPerItem, i.doneBy.size), 0);
  return { done, total, percent: total === 0 ? 100 : Math.floor((done / total) * 100) };
}

export interface JudgeProgress {
  judgeId: string;
  done: number;
  reserved: number;
  skipped: number;
  /** Their even share of the queue's slots among the judges who may take it. */
  share: number;
  /** How far under their share they are (0 when at or over it). */
  behind: number;
}

/** Per judge: done, held, skipped, and who is behind their share. */
export function judgeProgress(items: QueueItemView[], judgeIds: string[], judgesPerItem: number, now: Date): JudgeProgress[] {
  const share = judgeIds.length === 0 ? 0 : Math.ceil((items.length * judgesPerItem) / judgeIds.length);
  return judgeIds.map((judgeId) => {
    const done = items.filter((i) => i.doneBy.has(judgeId)).length;
    const reserved = items.filter((i) => !i.doneBy.has(judgeId) && i.claims.some((c) => c.judgeId === judgeId && active(c, now))).length;
    const skipped = items.filter((i) => !i.doneBy.has(judgeId) && i.claims.some((c) => c.judgeId === judgeId && c.state === "skipped")).length;
    const fair = Math.min(share, items.length);
    return { judgeId, done, reserved, skipped, share: fair, behind: Math.max(0, fair - done) };
  });
}

/** The items a judge skipped and has not scored since, in queue order: what they can come back to. */
export function skippedBy(items: QueueItemView[], judgeId: string): (QueueItemView & { reason: string | null })[] {
  return [...items]
    .sort((a, b) => a.position - b.position)
    .flatMap((i) => {
      const claim = i.claims.find((c) => c.judgeId === judgeId && c.state === "skipped");
      return claim && !i.doneBy.has(judgeId) ? [{ ...i, reason: claim.reason }] : [];
    });
}

/** Where a judge scores a queue item: the document's judge page on that round, in the queue. */
export const queueItemHref = (queueId: number, item: Pick<QueueItemView, "slug" | "round">) => `/d/${item.slug}/judge?round=${item.round}&queue=${queueId}`;
