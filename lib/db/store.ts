import { OPEN_STATUSES } from "@/lib/contract";
import type { Db, Tx } from "./client";
import { execute, raw, selectRows, sqlFor, type Dialect } from "./sql";

export type { Tx };

/** The slug wanted, else the first of `wanted-2`, `wanted-3`, … that no document has. */
async function freeSlug(tx: Tx, dialect: Dialect, wanted: string): Promise<string> {
  const sql = sqlFor(dialect);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if ((await selectRows(tx, sql`SELECT 1 AS "taken" FROM "Dialogue" WHERE "slug" = ${slug}`)).length === 0) return slug;
  }
}

// The tables a re-import rewrites, children before the rows they point at.
const REWRITTEN = [
  "TensionEvent",
  "PersuasionMove",
  "AgentSeat",
  "Marker",
  "Contribution",
  "Round",
  "Tension",
  "Perspective",
  "Agent",
  "Diagnostic",
  "AuditFinding",
];

/** Removes what a re-import rewrites; human judges' scores belong to the document and stay. */
async function clearChildren(tx: Tx, dialect: Dialect, dialogueId: number): Promise<void> {
  const sql = sqlFor(dialect);
  for (const table of REWRITTEN) await execute(tx, sql`DELETE FROM ${raw(`"${table}"`)} WHERE "dialogueId" = ${dialogueId}`);
  await execute(tx, sql`DELETE FROM "Score" WHERE "dialogueId" = ${dialogueId} AND "origin" = 'file'`);
}

/**
 * Updates the document an arrival attached to (its children are rewritten after), or creates it under a free slug.
 * The row's key is kept once set: a document found by its part or its content keeps the identity it had.
 */
export async function writeDocumentRow(
  tx: Tx,
  dialect: Dialect,
  existing: number | null,
  data: { sourceId: number; path: string; logicalKey: string | null } & Record<string, unknown>,
  wantedSlug: string,
): Promise<{ id: number; slug: string; kind: string; live: boolean }> {
  if (existing !== null) {
    const { logicalKey, ...rest } = data;
    const held = await tx.dialogue.findUniqueOrThrow({
      where: { id: existing },
      select: { slug: true, kind: true, logicalKey: true, archivedAt: true, removedAt: true },
    });
    await tx.dialogue.update({
      where: { id: existing },
      data: {
        ...rest,
        ...(held.logicalKey === null && logicalKey !== null ? { logicalKey } : {}),
        // An admin's archive holds whatever arrives: only a restore brings the document back.
        ...(held.archivedAt ? { removedAt: held.removedAt } : {}),
      } as never,
    });
    await clearChildren(tx, dialect, existing);
    const kind = typeof rest.kind === "string" ? rest.kind : held.kind;
    return { id: existing, slug: held.slug, kind, live: !held.archivedAt || held.removedAt === null };
  }
  const slug = await freeSlug(tx, dialect, wantedSlug);
  const created = await tx.dialogue.create({ data: { ...data, slug } as never, select: { id: true, kind: true } });
  return { id: created.id, slug, kind: created.kind, live: true };
}

/** Marks the source's dialogues whose paths are gone as removed: kept, never deleted. */
export async function archiveMissing(db: Db, sourceId: number, present: string[]): Promise<number> {
  const { count } = await db.dialogue.updateMany({ where: { sourceId, removedAt: null, path: { notIn: present } }, data: { removedAt: new Date() } });
  return count;
}

export async function archiveDialogues(db: Db, sourceId: number, paths: string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const { count } = await db.dialogue.updateMany({ where: { sourceId, removedAt: null, path: { in: paths } }, data: { removedAt: new Date() } });
  return count;
}

export async function ensureSource(db: Db, source: { kind: string; name: string; url?: string | null; branch?: string | null; globs?: string[] }) {
  return db.source.upsert({
    where: { name: source.name },
    create: { kind: source.kind, name: source.name, url: source.url ?? null, branch: source.branch ?? null, globs: JSON.stringify(source.globs ?? []) },
    update: {},
  });
}

/**
 * The source of a directory imported from disk, named by its folder ("blue", then "blue-2" for another folder of that
 * name) rather than by its absolute path; the path is its url, so importing the same folder again finds it.
 */
export async function ensureDirectorySource(db: Db, root: string) {
  const found = await db.source.findFirst({ where: { kind: "directory", url: root }, orderBy: { id: "asc" } });
  if (found) return found;
  const folder =
    root
      .split(/[\\/]+/)
      .filter((p) => p.length > 0)
      .at(-1) ?? "directory";
  for (let n = 1; ; n++) {
    const name = n === 1 ? folder : `${folder}-${n}`;
    if (!(await db.source.findUnique({ where: { name }, select: { id: true } }))) return ensureSource(db, { kind: "directory", name, url: root });
  }
}

export interface Stats {
  dialogues: number;
  rounds: number;
  contributions: number;
  markers: number;
  perspectives: number;
  tensions: number;
  /** Tension threads by final status: open (open or partial), untracked (in no tracker row), resolved (resolved or accepted). */
  openTensions: number;
  untrackedTensions: number;
  resolvedTensions: number;
  scores: number;
  diagnostics: number;
}

/** Counts of what the database holds for dialogues that are not removed. */
export async function getStats(db: Db): Promise<Stats> {
  const live = { dialogue: { removedAt: null } };
  const [dialogues, roundSum, contributions, markers, perspectives, tensions, openTensions, untrackedTensions, resolvedTensions, scores, diagnostics] =
    await Promise.all([
      db.dialogue.count({ where: { removedAt: null } }),
      // Rounds as the reading counts them (rounds with content), as the index shows them.
      db.dialogue.aggregate({ where: { removedAt: null }, _sum: { roundCount: true } }),
      db.contribution.count({ where: live }),
      db.marker.count({ where: live }),
      db.perspective.count({ where: live }),
      db.tension.count({ where: live }),
      db.tension.count({ where: { ...live, status: { in: [...OPEN_STATUSES] } } }),
      db.tension.count({ where: { ...live, status: "untracked" } }),
      db.tension.count({ where: { ...live, status: { in: ["resolved", "accepted"] } } }),
      db.score.count({ where: { ...live, origin: "file" } }),
      db.diagnostic.count({ where: live }),
    ]);
  const rounds = roundSum._sum.roundCount ?? 0;
  return { dialogues, rounds, contributions, markers, perspectives, tensions, openTensions, untrackedTensions, resolvedTensions, scores, diagnostics };
}

/** Audit findings of every format over documents not removed, and the documents with any, from the index rows' counts. */
export async function getAuditStats(db: Db): Promise<{ findings: number; documents: number }> {
  const [sum, documents] = await Promise.all([
    db.dialogue.aggregate({ where: { removedAt: null }, _sum: { auditFindingCount: true } }),
    db.dialogue.count({ where: { removedAt: null, auditFindingCount: { gt: 0 } } }),
  ]);
  return { findings: sum._sum.auditFindingCount ?? 0, documents };
}

/** A live dialogue holding exactly this content, in any source: the same text arriving by another way in is not a copy. */
export async function findByContent(db: Db, hash: string) {
  return db.dialogue.findFirst({ where: { contentHash: hash, removedAt: null }, select: { slug: true, sourceId: true, path: true } });
}
