import type { DirectoryFile, DocumentPartInput } from "@/lib/contract";
import { inChunks } from "./bulk";
import type { Db } from "./client";
import type { Tx } from "./store";

/** One arrival of (part of) a document: where it lies and the files it supplied. */
export interface PartArrival {
  sourceId: number;
  path: string;
  layout: "file" | "directory";
  files: DirectoryFile[];
  contentHash: string;
  commit: string | null;
  addedBy?: string | null;
}

/** What an arrival does to its document: the document's reading, whether it revises what was held, its identity. */
export interface Attachment {
  /** The document to write into; null makes a new one. */
  dialogueId: number | null;
  logicalKey: string | null;
  /** The part that arrived; null for a re-read of what the document already holds (after a merge). */
  part: PartArrival | null;
  /** A file the document held changed: a new version. Otherwise the current version is re-read with what was added. */
  revision: boolean;
}

/** The document a part already belongs to, by where it lies in its source. */
export async function findPart(db: Db, sourceId: number, path: string) {
  return db.documentPart.findUnique({
    where: { sourceId_path: { sourceId, path } },
    select: {
      dialogueId: true,
      contentHash: true,
      removedAt: true,
      dialogue: { select: { slug: true, kind: true, removedAt: true, archivedAt: true, projectionVersion: true } },
    },
  });
}

/** The document with this logical key, archived or not: an arrival brings an archived one back only by its own source. */
export async function findByKey(db: Db, logicalKey: string) {
  return db.dialogue.findUnique({ where: { logicalKey }, select: { id: true, slug: true, kind: true, removedAt: true, contentHash: true } });
}

/** A live document holding exactly this content as one of its parts, or as its whole: the same text by another way in. */
export async function findByPartContent(db: Db, contentHash: string) {
  const part = await db.documentPart.findFirst({
    where: { contentHash, removedAt: null, dialogue: { removedAt: null } },
    orderBy: { id: "asc" },
    select: { dialogue: { select: { id: true, slug: true, kind: true, removedAt: true, contentHash: true } } },
  });
  if (part) return part.dialogue;
  return db.dialogue.findFirst({ where: { contentHash, removedAt: null }, select: { id: true, slug: true, kind: true, removedAt: true, contentHash: true } });
}

/** A document's live parts in arrival order (oldest first), as the contract combines them. */
export async function readParts(
  db: Db | Tx,
  dialogueId: number,
  except?: { sourceId: number; path: string },
): Promise<(DocumentPartInput & { sourceId: number })[]> {
  const rows = await db.documentPart.findMany({
    where: { dialogueId, removedAt: null },
    orderBy: [{ changedAt: "asc" }, { id: "asc" }],
    select: { sourceId: true, path: true, layout: true, files: true },
  });
  return rows
    .filter((r) => !(except && r.sourceId === except.sourceId && r.path === except.path))
    .map((r) => ({
      sourceId: r.sourceId,
      path: r.path,
      layout: r.layout === "directory" ? "directory" : "file",
      files: JSON.parse(r.files) as DirectoryFile[],
    }));
}

/**
 * Records where the document came from and its version, inside the transaction that wrote it: the part is upserted
 * (its files and hash), and a revision adds the next version while an addition rewrites the current one.
 */
export async function recordArrival(
  tx: Tx,
  dialogueId: number,
  attachment: Attachment,
  version: { raw: string; layout: string; contentHash: string },
): Promise<void> {
  const p = attachment.part;
  const now = new Date();
  if (p) await upsertPart(tx, dialogueId, p, now);
  const current = await tx.documentVersion.findFirst({
    where: { dialogueId },
    orderBy: { number: "desc" },
    select: { id: true, number: true, contentHash: true },
  });
  if (current?.contentHash === version.contentHash) return;
  const data = { ...version, commit: p?.commit ?? null, sourceId: p?.sourceId ?? null, path: p?.path ?? null };
  if (current && !attachment.revision) await tx.documentVersion.update({ where: { id: current.id }, data });
  else await tx.documentVersion.create({ data: { ...data, dialogueId, number: (current?.number ?? 0) + 1 } });
}

/**
 * Records a further source of a document without re-reading it: its content is what the document holds, or held
 * (`olderThan`: when that version was made, so the copy does not count as the latest arrival).
 */
export async function recordPart(db: Db, dialogueId: number, p: PartArrival, olderThan: Date | null): Promise<void> {
  await upsertPart(db, dialogueId, p, olderThan ?? new Date());
}

/** A source's part of a document, made or brought up to date (and no longer removed). */
async function upsertPart(db: Pick<Db, "documentPart">, dialogueId: number, p: PartArrival, changedAt: Date): Promise<void> {
  const files = JSON.stringify(p.files);
  await db.documentPart.upsert({
    where: { sourceId_path: { sourceId: p.sourceId, path: p.path } },
    create: {
      dialogueId,
      sourceId: p.sourceId,
      path: p.path,
      layout: p.layout,
      files,
      contentHash: p.contentHash,
      commit: p.commit,
      addedBy: p.addedBy ?? null,
      changedAt,
    },
    update: { dialogueId, layout: p.layout, files, contentHash: p.contentHash, commit: p.commit, changedAt, removedAt: null },
  });
}

/** Marks a source's parts whose paths are gone as removed, and the documents left with no live part as removed too. */
export async function archiveMissingParts(db: Db, sourceId: number, present: string[]): Promise<number> {
  // The source's live parts compared here, not by a `notIn` of every path present: a large repository has more paths
  // than one query may bind.
  const kept = new Set(present);
  const live = await db.documentPart.findMany({ where: { sourceId, removedAt: null }, select: { id: true, path: true, dialogueId: true } });
  const gone = live.filter((p) => !kept.has(p.path));
  if (gone.length === 0) return 0;
  const at = new Date();
  await inChunks(
    gone.map((g) => g.id),
    (ids) => db.documentPart.updateMany({ where: { id: { in: ids } }, data: { removedAt: at } }),
  );
  const archived = await inChunks([...new Set(gone.map((g) => g.dialogueId))], (ids) =>
    db.dialogue.updateMany({ where: { id: { in: ids }, removedAt: null, parts: { none: { removedAt: null } } }, data: { removedAt: at } }),
  );
  return archived.reduce((n, { count }) => n + count, 0);
}

/** How many live documents each source holds a part of: what its tree (or its uploads) hold, adopted ones included. */
export async function countDocumentsBySource(db: Db): Promise<Map<number, number>> {
  // A source may hold two parts of one document (a directory and its summary): the document counts once.
  const rows = await db.documentPart.groupBy({ by: ["sourceId", "dialogueId"], where: { removedAt: null, dialogue: { removedAt: null } } });
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.sourceId, (counts.get(r.sourceId) ?? 0) + 1);
  return counts;
}

/** Live documents that hold a removed part of this source and still have live parts: their reading needs the removal. */
export async function stillHeldAfterRemoval(db: Db, sourceId: number): Promise<number[]> {
  const rows = await db.dialogue.findMany({
    where: { removedAt: null, parts: { some: { sourceId, removedAt: { not: null } } }, AND: [{ parts: { some: { removedAt: null } } }] },
    select: { id: true, contentHash: true, parts: { where: { removedAt: null }, select: { contentHash: true } } },
  });
  return rows.map((r) => r.id);
}
