import type { Viewer } from "@/lib/auth/roles";
import type { IndexQuery } from "@/lib/dialogue-index";
import { AppError } from "@/lib/errors";
import { type DatasetRows, type Row } from "@/lib/export/dataset";
import { totalOf } from "@/lib/judging/scores";
import type { SearchRequest } from "@/lib/search/request";
import type { Prisma } from "@/generated/sqlite/client";
import { inChunks } from "./bulk";
import type { Db } from "./client";
import { indexWhere } from "./dialogues";
import { searchForExport } from "./search";
import { getVisibleScores } from "./visible-scores";

/** Which documents a dataset holds: every one, the index's current filter, a search's results, or a queue's rounds. */
export type DatasetFilter =
  | { by: "all" }
  | { by: "index"; query: Pick<IndexQuery, "q" | "kind" | "status" | "source"> & Partial<Pick<IndexQuery, "audit">> }
  | { by: "search"; request: SearchRequest }
  | { by: "queue"; queueId: number };

/** Documents read per batch: bounds the size of each `IN (…)` and of what one query brings back. */
const BATCH = 100;

interface Scope {
  ids: number[];
  /** A queue's rounds by document; null: every round. */
  rounds: Map<number, Set<number>> | null;
}

async function scopeOf(db: Db, filter: DatasetFilter): Promise<Scope> {
  const idsWhere = async (where: Prisma.DialogueWhereInput) =>
    (await db.dialogue.findMany({ where, select: { id: true }, orderBy: { id: "asc" } })).map((d) => d.id);
  switch (filter.by) {
    case "all":
      return { ids: await idsWhere({ removedAt: null }), rounds: null };
    // Stubs are documents too: a dataset of the whole corpus counts what stats counts.
    case "index":
      return { ids: await idsWhere(indexWhere({ ...filter.query, stubs: true })), rounds: null };
    case "search": {
      const slugs = [...new Set((await searchForExport(db, filter.request)).hits.map((h) => h.dialogue.slug))];
      // Every document the search found: more slugs than one query may bind, a list at a time.
      const ids = await inChunks(slugs, (chunk) => idsWhere({ slug: { in: chunk }, removedAt: null }));
      return { ids: ids.flat().sort((a, b) => a - b), rounds: null };
    }
    case "queue": {
      const items = await db.queueItem.findMany({
        where: { queueId: filter.queueId, dialogue: { removedAt: null } },
        select: { dialogueId: true, round: true },
      });
      if (items.length === 0 && !(await db.judgingQueue.findUnique({ where: { id: filter.queueId }, select: { id: true } })))
        throw new AppError("not-found", `No queue has the id ${filter.queueId}.`);
      const rounds = new Map<number, Set<number>>();
      for (const i of items) rounds.set(i.dialogueId, (rounds.get(i.dialogueId) ?? new Set()).add(i.round));
      return { ids: [...rounds.keys()].sort((a, b) => a - b), rounds };
    }
  }
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The dataset's rows for a filter, as `viewer` may see them: judges' scores through getVisibleScores, so blind judging
 * holds for downloads as for pages. Documents are read in batches; a queue keeps only its rounds' rows.
 */
export async function readDatasetRows(db: Db, { filter, viewer }: { filter: DatasetFilter; viewer: Viewer | null }): Promise<DatasetRows> {
  const scope = await scopeOf(db, filter);
  const inRounds = (dialogueId: number, round: number | null) => !scope.rounds || (round !== null && (scope.rounds.get(dialogueId)?.has(round) ?? false));
  const out: DatasetRows = { documents: [], rounds: [], contributions: [], markers: [], tensions: [], file_scores: [], scores: [], audit_findings: [] };
  const slugOf = new Map<number, string>();
  for (const ids of chunks(scope.ids, BATCH)) {
    const where = { dialogueId: { in: ids } };
    const [documents, rounds, contributions, markers, tensions, fileScores, findings] = await Promise.all([
      db.dialogue.findMany({ where: { id: { in: ids } }, include: { source: { select: { name: true } } }, orderBy: { id: "asc" } }),
      db.round.findMany({
        where,
        include: { _count: { select: { contributions: true } } },
        orderBy: [{ dialogueId: "asc" }, { number: "asc" }, { id: "asc" }],
      }),
      db.contribution.findMany({
        where,
        include: { round: { select: { number: true } } },
        orderBy: [{ dialogueId: "asc" }, { round: { number: "asc" } }, { position: "asc" }],
      }),
      db.marker.findMany({ where, orderBy: [{ dialogueId: "asc" }, { ordinal: "asc" }] }),
      db.tension.findMany({
        where,
        include: { events: { where: { kind: "resolved" }, orderBy: { id: "asc" }, take: 1, select: { agent: true, round: true } } },
        orderBy: [{ dialogueId: "asc" }, { id: "asc" }],
      }),
      db.score.findMany({ where: { ...where, origin: "file" }, orderBy: [{ dialogueId: "asc" }, { id: "asc" }] }),
      db.auditFinding.findMany({ where, orderBy: [{ dialogueId: "asc" }, { ordinal: "asc" }] }),
    ]);
    for (const d of documents) {
      slugOf.set(d.id, d.slug);
      out.documents.push({
        document_id: d.id,
        slug: d.slug,
        kind: d.kind,
        title: d.title,
        status: d.status,
        status_raw: d.statusRaw,
        date: d.date,
        source: d.source.name,
        path: d.path,
        rounds: d.roundCount,
        agents: d.agentCount,
        markers: d.markerCount,
        perspectives: d.perspectiveCount,
        tensions: d.tensionCount,
        open_tensions: d.openTensionCount,
        resolved_tensions: d.resolvedTensionCount,
        total_alignment: d.totalAlignment,
        errors: d.errorCount,
        warnings: d.warningCount,
        audit_findings: d.auditFindingCount,
        bytes: d.byteSize,
        content_hash: d.contentHash,
        imported_at: d.importedAt,
      });
    }
    const doc = (dialogueId: number): Row => ({ document_id: dialogueId, slug: slugOf.get(dialogueId)! });
    for (const r of rounds)
      if (inRounds(r.dialogueId, r.number))
        out.rounds.push({ ...doc(r.dialogueId), round: r.number, label: r.label, contributions: r._count.contributions, line: r.line, file: r.file });
    for (const c of contributions)
      if (inRounds(c.dialogueId, c.round.number))
        out.contributions.push({
          contribution_id: c.id,
          ...doc(c.dialogueId),
          round: c.round.number,
          position: c.position,
          agent: c.agent,
          role: c.role,
          judge: c.judge,
          body: c.body,
          line: c.line,
          file: c.file,
        });
    for (const m of markers)
      if (inRounds(m.dialogueId, m.round))
        out.markers.push({
          marker_id: m.id,
          ...doc(m.dialogueId),
          contribution_id: m.contributionId,
          ordinal: m.ordinal,
          type: m.type,
          kind: m.kind,
          ref: m.markerId,
          refs: m.refs,
          status: m.status,
          round: m.round,
          agent: m.agent,
          description: m.description,
          body: m.body,
          line: m.line,
          file: m.file,
        });
    // A tension is the document's, not a round's: a queue's dataset keeps its documents' tensions whole.
    for (const t of tensions) {
      const resolved = t.events[0];
      out.tensions.push({
        tension_id: t.id,
        ...doc(t.dialogueId),
        ref: t.registryId,
        label: t.label,
        raised_by: t.agent,
        raised_in_round: t.round,
        final_status: t.status,
        ruling: t.statusRaw,
        origin: t.origin,
        resolved_by: resolved?.agent ?? null,
        resolved_in_round: resolved?.round ?? null,
        line: t.line,
      });
    }
    for (const s of fileScores)
      if (!scope.rounds || inRounds(s.dialogueId, s.round))
        out.file_scores.push({ ...doc(s.dialogueId), agent: s.agent, round: s.round, dimension: s.dimension, value: s.value });
    // Like a tension, a finding is the document's audit: a queue's dataset keeps its documents' findings whole.
    for (const f of findings)
      out.audit_findings.push({
        finding_id: f.id,
        ...doc(f.dialogueId),
        ordinal: f.ordinal,
        rule: f.rule,
        agent: f.agent,
        tension: f.tension,
        round: f.round,
        line: f.line,
        file: f.file,
        message: f.message,
      });
  }
  out.scores = await scoreRows(db, viewer, scope, inRounds, slugOf);
  return out;
}

async function scoreRows(
  db: Db,
  viewer: Viewer | null,
  scope: Scope,
  inRounds: (dialogueId: number, round: number) => boolean,
  slugOf: Map<number, string>,
): Promise<Row[]> {
  const wanted = new Set(scope.ids);
  const { current } = await getVisibleScores(db, { viewer });
  const scores = current.filter((s) => wanted.has(s.dialogueId) && inRounds(s.dialogueId, s.round));
  const judges = await db.user.findMany({ where: { id: { in: [...new Set(scores.map((s) => s.judgeId))] } }, select: { id: true, kind: true } });
  const kindOf = new Map(judges.map((j) => [j.id, j.kind]));
  return scores
    .sort((a, b) => a.dialogueId - b.dialogueId || a.round - b.round || a.agent.localeCompare(b.agent) || a.judgeName.localeCompare(b.judgeName))
    .map((s) => ({
      score_id: s.id,
      document_id: s.dialogueId,
      slug: slugOf.get(s.dialogueId)!,
      round: s.round,
      agent: s.agent,
      judge_id: s.judgeId,
      judge_name: s.judgeName,
      judge_kind: kindOf.get(s.judgeId) ?? "person",
      rubric: s.rubricName,
      rubric_version: s.rubricVersion,
      version: s.version,
      values: JSON.stringify(s.values),
      wisdom: s.values.wisdom ?? null,
      consistency: s.values.consistency ?? null,
      truth: s.values.truth ?? null,
      relationships: s.values.relationships ?? null,
      total: totalOf(s),
      rationale: s.rationale,
      after_reveal: s.afterReveal,
      created_at: s.createdAt,
    }));
}
