import { AppError } from "@/lib/errors";
import { dialectOf, type Db } from "./client";
import { rereadDocument } from "./reread";
import { retryBusy } from "./retry";

export interface MergeResult {
  into: string;
  from: string;
  judgeScores: number;
  comments: number;
  queueItems: number;
  /** Queue items of `from` dropped because `into` already had that round in that queue (their reservations go with them). */
  queueItemsDropped: number;
  versions: number;
}

/**
 * Merges document `from` into `into`, which are the same document: every judge's score (renumbered after the
 * scores `into` already has for that agent and round, oldest first, so none is lost), comment, queue item, part and
 * version moves over, `from`'s slug redirects to `into`, and `into` is read again from all its parts. One
 * transaction: it happens whole or not at all.
 */
export async function mergeDocuments(db: Db, options: { into: number; from: number; reason: string }): Promise<MergeResult> {
  if (options.into === options.from) throw new AppError("input-invalid", "A document cannot be merged into itself.");
  const result = await retryBusy(() =>
    db.$transaction(
      async (tx) => {
        // PostgreSQL: hold both rows first, so a score being saved onto `from` either commits before this reads its
        // scores (and moves with them) or waits and is refused once `from` is gone; never deleted with it unseen.
        if (dialectOf(db) === "postgres")
          await tx.$executeRawUnsafe(`SELECT 1 FROM "Dialogue" WHERE "id" IN ($1, $2) ORDER BY "id" FOR UPDATE`, options.into, options.from);
        const [into, from] = await Promise.all([
          tx.dialogue.findUnique({ where: { id: options.into }, select: { id: true, slug: true, logicalKey: true } }),
          tx.dialogue.findUnique({ where: { id: options.from }, select: { id: true, slug: true, logicalKey: true } }),
        ]);
        if (!into || !from) throw new AppError("not-found", "One of the two documents no longer exists.");
        const scores = await tx.judgeScore.findMany({ where: { dialogueId: from.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
        for (const s of scores) {
          const latest = await tx.judgeScore.findFirst({
            where: { dialogueId: into.id, round: s.round, agent: s.agent, judgeId: s.judgeId },
            orderBy: { version: "desc" },
            select: { version: true },
          });
          await tx.judgeScore.update({ where: { id: s.id }, data: { dialogueId: into.id, version: (latest?.version ?? 0) + 1 } });
        }
        const comments = await tx.roundComment.updateMany({ where: { dialogueId: from.id }, data: { dialogueId: into.id } });
        // A judge's reveal of a round (blind judging) carries over unless they had revealed that round of the kept one too.
        for (const r of await tx.roundReveal.findMany({ where: { dialogueId: from.id }, select: { id: true, round: true, judgeId: true } })) {
          const both = await tx.roundReveal.findUnique({ where: { dialogueId_round_judgeId: { dialogueId: into.id, round: r.round, judgeId: r.judgeId } } });
          if (both) await tx.roundReveal.delete({ where: { id: r.id } });
          else await tx.roundReveal.update({ where: { id: r.id }, data: { dialogueId: into.id } });
        }
        let queueItems = 0;
        let queueItemsDropped = 0;
        for (const item of await tx.queueItem.findMany({ where: { dialogueId: from.id }, select: { id: true, queueId: true, round: true } })) {
          const taken = await tx.queueItem.findUnique({
            where: { queueId_dialogueId_round: { queueId: item.queueId, dialogueId: into.id, round: item.round } },
          });
          if (taken) {
            await tx.queueItem.delete({ where: { id: item.id } });
            queueItemsDropped++;
          } else {
            await tx.queueItem.update({ where: { id: item.id }, data: { dialogueId: into.id } });
            queueItems++;
          }
        }
        // The merged-away parts count as older arrivals: where both hold a file of one name, the kept document's reads.
        const earliest = await tx.documentPart.findFirst({ where: { dialogueId: into.id }, orderBy: { changedAt: "asc" }, select: { changedAt: true } });
        const older = new Date((earliest?.changedAt ?? new Date()).getTime() - 1000);
        await tx.documentPart.updateMany({ where: { dialogueId: from.id }, data: { dialogueId: into.id, changedAt: older } });
        const top = await tx.documentVersion.findFirst({ where: { dialogueId: into.id }, orderBy: { number: "desc" }, select: { number: true } });
        const versions = await tx.documentVersion.findMany({ where: { dialogueId: from.id }, orderBy: { number: "asc" }, select: { id: true } });
        for (const [i, v] of versions.entries())
          await tx.documentVersion.update({ where: { id: v.id }, data: { dialogueId: into.id, number: (top?.number ?? 0) + i + 1 } });
        await tx.slugRedirect.updateMany({ where: { dialogueId: from.id }, data: { dialogueId: into.id } });
        await tx.slugRedirect.create({ data: { slug: from.slug, dialogueId: into.id, reason: options.reason } });
        if (into.logicalKey === null && from.logicalKey !== null) {
          await tx.dialogue.update({ where: { id: from.id }, data: { logicalKey: null } });
          await tx.dialogue.update({ where: { id: into.id }, data: { logicalKey: from.logicalKey } });
        }
        await tx.dialogue.delete({ where: { id: from.id } });
        return {
          into: into.slug,
          from: from.slug,
          judgeScores: scores.length,
          comments: comments.count,
          queueItems,
          queueItemsDropped,
          versions: versions.length,
        };
      },
      { timeout: 120_000, maxWait: 30_000 },
    ),
  );
  await rereadDocument(db, options.into, { newVersion: true });
  await recordCurrentVersion(db, options.into);
  return result;
}

/** After a merge the latest version may be the merged-away document's: the reading kept becomes the newest again. */
async function recordCurrentVersion(db: Db, dialogueId: number): Promise<void> {
  const row = await db.dialogue.findUniqueOrThrow({
    where: { id: dialogueId },
    select: { contentHash: true, layout: true, commit: true, sourceId: true, path: true, text: true },
  });
  const latest = await db.documentVersion.findFirst({ where: { dialogueId }, orderBy: { number: "desc" }, select: { number: true, contentHash: true } });
  if (!row.text || latest?.contentHash === row.contentHash) return;
  await db.documentVersion.create({
    data: {
      dialogueId,
      number: (latest?.number ?? 0) + 1,
      contentHash: row.contentHash,
      raw: row.text.raw,
      layout: row.layout,
      commit: row.commit,
      sourceId: row.sourceId,
      path: row.path,
    },
  });
}
