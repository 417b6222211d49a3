import type { Db } from "./client";

export interface ProvenancePart {
  source: { name: string; kind: string };
  path: string;
  layout: string;
  commit: string | null;
  addedBy: string | null;
  addedAt: Date;
  changedAt: Date;
  removedAt: Date | null;
}

export interface ProvenanceVersion {
  number: number;
  createdAt: Date;
  commit: string | null;
  /** The source and path whose arrival made it (null for one made by a merge's re-reading). */
  source: string | null;
  path: string | null;
}

export interface Provenance {
  parts: ProvenancePart[];
  versions: ProvenanceVersion[];
}

/**
 * Where a document came from (each source or upload holding it) and its versions, newest first. The scores each got are
 * apart (`scoresByVersion`): they change with every save, where this changes only with the document.
 */
export async function getProvenance(db: Db, dialogueId: number): Promise<Provenance> {
  const [parts, versions, sources] = await Promise.all([
    db.documentPart.findMany({
      where: { dialogueId },
      orderBy: [{ addedAt: "asc" }, { id: "asc" }],
      select: {
        path: true,
        layout: true,
        commit: true,
        addedBy: true,
        addedAt: true,
        changedAt: true,
        removedAt: true,
        source: { select: { name: true, kind: true } },
      },
    }),
    db.documentVersion.findMany({
      where: { dialogueId },
      orderBy: { number: "desc" },
      select: { number: true, createdAt: true, commit: true, sourceId: true, path: true },
    }),
    db.source.findMany({ select: { id: true, name: true } }),
  ]);
  const names = new Map(sources.map((s) => [s.id, s.name]));
  return {
    parts,
    versions: versions.map((v) => ({
      number: v.number,
      createdAt: v.createdAt,
      commit: v.commit,
      source: v.sourceId === null ? null : (names.get(v.sourceId) ?? null),
      path: v.path,
    })),
  };
}

/** Judges' scores (every saved version of every judge's) given while each version of the document was the one read, by version number. */
export async function scoresByVersion(db: Db, dialogueId: number): Promise<Record<number, number>> {
  const rows = await db.judgeScore.groupBy({ by: ["documentVersion"], where: { dialogueId }, _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.documentVersion, r._count._all]));
}

/** Two versions of a document, for comparing: null when either number is not one of its versions. */
export async function getVersionPair(db: Db, dialogueId: number, from: number, to: number) {
  const rows = await db.documentVersion.findMany({
    where: { dialogueId, number: { in: [from, to] } },
    select: { number: true, layout: true, raw: true, path: true },
  });
  const a = rows.find((r) => r.number === from);
  const b = rows.find((r) => r.number === to);
  return a && b ? { from: { ...a, path: a.path ?? "" }, to: { ...b, path: b.path ?? "" } } : null;
}
