import { inputFromStored, PROJECTION_VERSION } from "@/lib/contract";
import type { Db } from "./client";
import { saveDocument } from "./documents";
import { readStored } from "./document-rows";
import { refreshStatisticsAfter } from "./statistics";

/** How many stale rows one pass reads at a time: each is still written in a transaction of its own. */
const BATCH = 100;

/**
 * Writes a document's projection again from its stored text when an older reading wrote it (PROJECTION_VERSION): the
 * same content, so no new version, no arrival, and its removal and commit kept. Returns whether it re-projected; a
 * row already current is left alone, so running it twice changes nothing.
 */
export async function reprojectDocument(db: Db, dialogueId: number): Promise<boolean> {
  const row = await db.dialogue.findUnique({
    where: { id: dialogueId },
    select: {
      projectionVersion: true,
      kind: true,
      layout: true,
      path: true,
      sourceId: true,
      logicalKey: true,
      contentHash: true,
      commit: true,
      byteSize: true,
      removedAt: true,
      text: { select: { raw: true } },
    },
  });
  if (!row || row.projectionVersion >= PROJECTION_VERSION || !row.text) return false;
  const reading = readStored(row.kind, inputFromStored({ layout: row.layout, path: row.path, raw: row.text.raw }));
  await saveDocument(db, {
    sourceId: row.sourceId,
    path: row.path,
    raw: row.text.raw,
    hash: row.contentHash,
    byteSize: row.byteSize,
    commit: row.commit,
    removedAt: row.removedAt,
    reading,
    attachment: { dialogueId, logicalKey: row.logicalKey, part: null, revision: false },
  });
  return true;
}

/**
 * Re-projects every row an older reading wrote (after a deploy that changed a format's parse, projection or audit), in
 * batches by id, each document in its own transaction: an interrupted pass resumes where it stopped at the next start.
 * Returns how many rows it re-projected.
 */
export async function reprojectStale(db: Db, onProgress?: (done: number) => void): Promise<number> {
  let done = 0;
  for (let after = 0; ;) {
    const batch = await db.dialogue.findMany({
      where: { projectionVersion: { lt: PROJECTION_VERSION }, id: { gt: after } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true },
    });
    if (batch.length === 0) break;
    for (const { id } of batch) if (await reprojectDocument(db, id)) done++;
    after = batch.at(-1)!.id;
    onProgress?.(done);
  }
  await refreshStatisticsAfter(db, done);
  return done;
}
