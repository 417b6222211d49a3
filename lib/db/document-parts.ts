import type { DirectoryFile, DocumentPartInput } from "@/lib/contract";
import { inChunks } from "./bulk";
import { dialectOf, type Db } from "./client";
import { flag, raw, selectRows, sqlFor, type Dialect } from "./sql";
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

/** A document an arrival may attach to, as the lookups below find it. */
export interface FoundDocument {
  id: number;
  slug: string;
  kind: string;
  contentHash: string;
  removed: boolean;
  archived: boolean;
  projectionVersion: number;
}

/** A source's part of a document, where it lies, with the document it belongs to. */
export interface HeldPart {
  contentHash: string;
  removed: boolean;
  document: FoundDocument;
}

// The columns of a FoundDocument, from a Dialogue row aliased `d`.
const DOCUMENT_COLUMNS = `d."id" AS "id", d."slug" AS "slug", d."kind" AS "kind", d."contentHash" AS "contentHash",
  CASE WHEN d."removedAt" IS NULL THEN 0 ELSE 1 END AS "removed", CASE WHEN d."archivedAt" IS NULL THEN 0 ELSE 1 END AS "archived",
  d."projectionVersion" AS "projectionVersion"`;

type DocumentRow = {
  id: number | bigint;
  slug: string;
  kind: string;
  contentHash: string;
  removed: unknown;
  archived: unknown;
  projectionVersion: number | bigint;
};

function foundDocument(row: DocumentRow): FoundDocument {
  return {
    id: Number(row.id),
    slug: row.slug,
    kind: row.kind,
    contentHash: row.contentHash,
    removed: flag(row.removed),
    archived: flag(row.archived),
    projectionVersion: Number(row.projectionVersion),
  };
}

/** The part lying at this path of this source (live or removed), with its document. */
export async function findPart(db: Db, sourceId: number, path: string): Promise<HeldPart | null> {
  const sql = sqlFor(dialectOf(db));
  const [row] = await selectRows<DocumentRow & { partHash: string; partRemoved: unknown }>(
    db,
    sql`SELECT p."contentHash" AS "partHash", CASE WHEN p."removedAt" IS NULL THEN 0 ELSE 1 END AS "partRemoved", ${raw(DOCUMENT_COLUMNS)}
        FROM "DocumentPart" p JOIN "Dialogue" d ON d."id" = p."dialogueId" WHERE p."sourceId" = ${sourceId} AND p."path" = ${path}`,
  );
  return row ? { contentHash: row.partHash, removed: flag(row.partRemoved), document: foundDocument(row) } : null;
}

/**
 * The document a new part belongs to, first found of: the one with its logical key (archived or not: an arrival brings
 * an archived one back only by its own source); a live one holding exactly this content as one of its parts, or as
 * its whole (the same text by another way in); the one stored at this path of this source. One statement: these
 * lookups run for every file of an import.
 */
export async function findDocumentFor(
  db: Db,
  arrival: { sourceId: number; path: string; logicalKey: string | null; contentHash: string },
): Promise<FoundDocument | null> {
  const sql = sqlFor(dialectOf(db));
  const { sourceId, path, logicalKey, contentHash } = arrival;
  const [row] = await selectRows<DocumentRow>(
    db,
    sql`SELECT * FROM (
          SELECT * FROM (SELECT 1 AS "rank", ${raw(DOCUMENT_COLUMNS)} FROM "Dialogue" d WHERE d."logicalKey" = ${logicalKey}) k
          UNION ALL SELECT * FROM (SELECT 2 AS "rank", ${raw(DOCUMENT_COLUMNS)} FROM "DocumentPart" p JOIN "Dialogue" d ON d."id" = p."dialogueId"
                   WHERE p."contentHash" = ${contentHash} AND p."removedAt" IS NULL AND d."removedAt" IS NULL ORDER BY p."id" LIMIT 1) pc
          UNION ALL SELECT * FROM (SELECT 3 AS "rank", ${raw(DOCUMENT_COLUMNS)} FROM "Dialogue" d
                   WHERE d."contentHash" = ${contentHash} AND d."removedAt" IS NULL ORDER BY d."id" LIMIT 1) dc
          UNION ALL SELECT * FROM (SELECT 4 AS "rank", ${raw(DOCUMENT_COLUMNS)} FROM "Dialogue" d WHERE d."sourceId" = ${sourceId} AND d."path" = ${path}) sp
        ) found ORDER BY "rank" LIMIT 1`,
  );
  return row ? foundDocument(row) : null;
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
  dialect: Dialect,
  dialogueId: number,
  attachment: Attachment,
  version: { raw: string; layout: string; contentHash: string },
): Promise<void> {
  const p = attachment.part;
  const now = new Date();
  if (p) await upsertPart(tx, dialogueId, p, now);
  const sql = sqlFor(dialect);
  const [latest] = await selectRows<{ id: number | bigint; number: number | bigint; contentHash: string }>(
    tx,
    sql`SELECT "id" AS "id", "number" AS "number", "contentHash" AS "contentHash" FROM "DocumentVersion" WHERE "dialogueId" = ${dialogueId} ORDER BY "number" DESC LIMIT 1`,
  );
  const current = latest && { id: Number(latest.id), number: Number(latest.number), contentHash: latest.contentHash };
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
