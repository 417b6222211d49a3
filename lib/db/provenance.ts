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
  /** Judges' scores given while this was the version read. */
  scores: number;
}

export interface Provenance {
  parts: ProvenancePart[];
  versions: ProvenanceVersion[];
}

/** Where a document came from (each source or upload holding it) and its versions, newest first, with the scores each got. */
export async function getProvenance(db: Db, dialogueId: number): Promise<Provenance> {
  const [parts, versions, scores, sources] = await Promise.all([
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
    db.judgeScore.groupBy({ by: ["documentVersion"], where: { dialogueId }, _count: { _all: true } }),
    db.source.findMany({ select: { id: true, name: true } }),
  ]);
  const names = new Map(sources.map((s) => [s.id, s.name]));
  const scored = new Map(scores.map((s) => [s.documentVersion, s._count._all]));
  return {
    parts,
    versions: versions.map((v) => ({
      number: v.number,
      createdAt: v.createdAt,
      commit: v.commit,
      source: v.sourceId === null ? null : (names.get(v.sourceId) ?? null),
      path: v.path,
      scores: scored.get(v.number) ?? 0,
    })),
  };
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
