import type { DialogueStatus } from "@/lib/contract";
import { highlightTokens, parseSearchQuery, type SearchQuery, type SearchTerm, type SearchType } from "@/lib/search/query";
import type { SearchRequest } from "@/lib/search/request";
import { snippet, type SnippetPart } from "@/lib/search/snippet";
import { dialectOf, type Db } from "./client";

export interface SearchHit {
  markerId: number;
  kind: SearchType | "other";
  type: string;
  /** The marker's own id (`T01`), when it has one. */
  ref: string | null;
  description: SnippetPart[];
  snippet: SnippetPart[];
  status: string | null;
  round: number | null;
  agent: string | null;
  dialogue: { slug: string; title: string; status: DialogueStatus; date: string | null; source: string };
  /** Where the marker is read: its contribution in the timeline, or its line in the source. */
  href: string;
  /** For a tension: the move that resolved it. For a move on a tension: the tension. */
  thread: { id: string; label: string; status: string; resolvedBy: { agent: string | null; round: number | null; href: string } | null } | null;
}

export interface FacetCount<T = string> {
  value: T;
  count: number;
}

export interface SearchResult {
  query: SearchQuery;
  total: number;
  page: number;
  pageCount: number;
  hits: SearchHit[];
  facets: {
    type: FacetCount[];
    status: FacetCount[];
    agent: FacetCount[];
    round: FacetCount<number>[];
    dialogueStatus: FacetCount[];
    source: FacetCount[];
  };
}

type Facet = keyof SearchResult["facets"];
type Dialect = "sqlite" | "postgres";

/** Collects bound parameters; each placeholder in the dialect's form. User text reaches SQL only through here. */
class Params {
  readonly values: unknown[] = [];
  constructor(private readonly dialect: Dialect) {}
  bind(value: unknown): string {
    this.values.push(value);
    return this.dialect === "postgres" ? `$${this.values.length}` : "?";
  }
  list(values: unknown[]): string {
    return values.map((v) => this.bind(v)).join(", ");
  }
}

const quote = (token: string) => `"${token.split('"').join('""')}"`;

/** FTS5 syntax for a term: every token quoted, so words such as NEAR, OR or `*` are never operators. */
function fts5Term(t: SearchTerm): string {
  if (t.kind === "prefix") return `${quote(t.tokens[0]!)}*`;
  return quote(t.tokens.join(" "));
}

/** A tsquery expression for a term; the token text is bound, never spliced. Prefix tokens are letters and digits only. */
function tsqueryTerm(t: SearchTerm, p: Params): string {
  if (t.kind === "phrase") return `phraseto_tsquery('simple', ${p.bind(t.tokens.join(" "))})`;
  if (t.kind === "prefix") return `to_tsquery('simple', ${p.bind(`${t.tokens[0]}:*`)})`;
  return `plainto_tsquery('simple', ${p.bind(t.tokens[0])})`;
}

interface Plan {
  from: string;
  /** Conditions joined with AND. */
  where: string[];
  rank: string | null;
}

/** FROM, WHERE and rank for the text part and every filter but `except` (a facet counts under the other filters). */
function plan(dialect: Dialect, query: SearchQuery, request: SearchRequest, p: Params, except: Facet | null): Plan {
  const positive = query.terms.filter((t) => !t.negated);
  const negative = query.terms.filter((t) => t.negated);
  const where: string[] = [`d."removedAt" IS NULL`];
  let from = `"Marker" m JOIN "Dialogue" d ON d."id" = m."dialogueId" JOIN "Source" src ON src."id" = d."sourceId"`;
  let rank: string | null = null;

  if (dialect === "sqlite") {
    const not = negative.length > 0 ? ` NOT (${negative.map(fts5Term).join(" OR ")})` : "";
    if (positive.length > 0) {
      from = `"MarkerFts" f JOIN ${from.replace(`"Marker" m`, `"Marker" m ON m."id" = f.rowid`)}`;
      where.push(`"MarkerFts" MATCH ${p.bind(`(${positive.map(fts5Term).join(" AND ")})${not}`)}`);
      // The description (the marker's label) weighs three times its prose.
      rank = `bm25("MarkerFts", 3.0, 1.0)`;
    } else if (negative.length > 0) {
      where.push(`m."id" NOT IN (SELECT rowid FROM "MarkerFts" WHERE "MarkerFts" MATCH ${p.bind(negative.map(fts5Term).join(" OR "))})`);
    }
  } else if (positive.length > 0 || negative.length > 0) {
    // Like FTS5's columns: each term may match the label or the prose, a phrase only within one of them.
    from = `${from} JOIN "MarkerSearch" s ON s."markerId" = m."id"`;
    const either = (tsquery: string) => `(s."label" @@ ${tsquery} OR s."prose" @@ ${tsquery})`;
    const wanted = positive.map((t) => tsqueryTerm(t, p));
    for (const tsquery of wanted) where.push(either(tsquery));
    for (const t of negative) where.push(`NOT ${either(tsqueryTerm(t, p))}`);
    // The placeholders are reused, so a query that does not rank binds nothing unused; the label weighs three times.
    // Ranked by any of the terms: with AND, words split between label and prose would score zero in both.
    if (wanted.length > 0) rank = `-(3 * ts_rank(s."label", ${wanted.join(" || ")}) + ts_rank(s."prose", ${wanted.join(" || ")}))`;
  }

  const types = [...new Set([...request.types, ...query.types])];
  const statuses = [...new Set([...request.statuses, ...query.statuses])];
  const agents = [...new Set([...request.agents, ...query.agents].map((a) => a.toLowerCase()))];
  // Results are the five kinds the search is about; other markers (MOVE, CONFIRM, …) never are.
  where.push(`m."kind" != 'other'`);
  if (except !== "type" && types.length > 0) where.push(`m."kind" IN (${p.list(types)})`);
  if (except !== "status" && statuses.length > 0) where.push(`m."status" IN (${p.list(statuses)})`);
  if (except !== "agent" && agents.length > 0) where.push(`lower(m."agent") IN (${p.list(agents)})`);
  if (except !== "round" && request.rounds.length > 0) where.push(`m."round" IN (${p.list(request.rounds)})`);
  if (except !== "dialogueStatus" && request.dialogueStatuses.length > 0) where.push(`d."status" IN (${p.list(request.dialogueStatuses)})`);
  if (except !== "source" && request.sources.length > 0) where.push(`src."name" IN (${p.list(request.sources)})`);
  if (request.from) where.push(`substr(d."date", 1, 10) >= ${p.bind(request.from)}`);
  if (request.to) where.push(`substr(d."date", 1, 10) <= ${p.bind(request.to)}`);
  return { from, where, rank };
}

const FACET_COLUMN: Record<Facet, string> = {
  type: `m."kind"`,
  status: `m."status"`,
  agent: `m."agent"`,
  round: `m."round"`,
  dialogueStatus: `d."status"`,
  source: `src."name"`,
};

async function facetCounts(db: Db, dialect: Dialect, query: SearchQuery, request: SearchRequest, facet: Facet): Promise<FacetCount<string | number>[]> {
  const p = new Params(dialect);
  const { from, where } = plan(dialect, query, request, p, facet);
  const column = FACET_COLUMN[facet];
  const rows = await db.$queryRawUnsafe<{ value: string | number | bigint; n: number | bigint }[]>(
    `SELECT ${column} AS "value", COUNT(*) AS "n" FROM ${from} WHERE ${where.join(" AND ")} AND ${column} IS NOT NULL GROUP BY ${column} ORDER BY "n" DESC, ${column} LIMIT 30`,
    ...p.values,
  );
  return rows.map((r) => ({ value: typeof r.value === "bigint" ? Number(r.value) : r.value, count: Number(r.n) }));
}

function anchorOf(m: { ordinal: number; line: number; file: string | null; contribution: { position: number; round: { number: number } } | null }, slug: string): string {
  if (m.contribution) return `/d/${slug}#round-${m.contribution.round.number}-c${m.contribution.position + 1}`;
  return `/d/${slug}/source#${m.file ? `L-${m.file.split("/").join("-")}-${m.line}` : `L${m.line}`}`;
}

/**
 * Search markers (tensions, perspectives, resolutions, refinements, concessions) across every dialogue that is not
 * removed: full text through FTS5 on SQLite and a tsvector GIN index on PostgreSQL, facets counted by the database.
 */
export async function searchMarkers(db: Db, request: SearchRequest): Promise<SearchResult> {
  const dialect = dialectOf(db);
  const query = parseSearchQuery(request.q);
  const p = new Params(dialect);
  const { from, where, rank } = plan(dialect, query, request, p, null);
  const whereSql = where.join(" AND ");
  const [countRows, ...facets] = await Promise.all([
    db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS "n" FROM ${from} WHERE ${whereSql}`, ...p.values),
    ...(["type", "status", "agent", "round", "dialogueStatus", "source"] as const).map((f) => facetCounts(db, dialect, query, request, f)),
  ]);
  const total = Number(countRows[0]?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / request.limit));
  const page = Math.min(request.page, pageCount);
  const order = request.sort === "relevance" && rank ? `${rank}, d."date" DESC, m."id"` : `d."date" DESC NULLS LAST, m."dialogueId", m."ordinal"`;
  const pageParams = new Params(dialect);
  const pagePlan = plan(dialect, query, request, pageParams, null);
  const ids = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    `SELECT m."id" AS "id" FROM ${pagePlan.from} WHERE ${pagePlan.where.join(" AND ")} ORDER BY ${order} LIMIT ${pageParams.bind(request.limit)} OFFSET ${pageParams.bind((page - 1) * request.limit)}`,
    ...pageParams.values,
  );
  const pageIds = ids.map((r) => Number(r.id));
  const markers = await db.marker.findMany({
    where: { id: { in: pageIds } },
    select: {
      id: true,
      kind: true,
      type: true,
      markerId: true,
      description: true,
      body: true,
      status: true,
      round: true,
      agent: true,
      ordinal: true,
      line: true,
      file: true,
      contribution: { select: { position: true, round: { select: { number: true } } } },
      dialogue: { select: { slug: true, title: true, status: true, date: true, source: { select: { name: true } } } },
      events: {
        select: {
          kind: true,
          tension: {
            select: {
              registryId: true,
              label: true,
              status: true,
              events: {
                where: { kind: "resolved" },
                take: 1,
                select: { marker: { select: { agent: true, round: true, ordinal: true, line: true, file: true, contribution: { select: { position: true, round: { select: { number: true } } } } } } },
              },
            },
          },
        },
      },
    },
  });
  const byId = new Map(markers.map((m) => [m.id, m]));
  const words = highlightTokens(query);
  const prefixes = query.terms.filter((t) => t.kind === "prefix" && !t.negated).map((t) => t.tokens[0]!);
  const exact = words.filter((w) => !prefixes.includes(w));
  const hits: SearchHit[] = pageIds.flatMap((id) => {
    const m = byId.get(id);
    if (!m) return [];
    const slug = m.dialogue.slug;
    const event = m.events[0];
    const tension = event?.tension;
    const resolving = tension?.events[0]?.marker;
    return [
      {
        markerId: m.id,
        kind: m.kind as SearchHit["kind"],
        type: m.type,
        ref: m.markerId,
        description: snippet(m.description, exact, prefixes, 400),
        snippet: snippet(m.body, exact, prefixes),
        status: m.status,
        round: m.round,
        agent: m.agent,
        dialogue: { slug, title: m.dialogue.title, status: m.dialogue.status as DialogueStatus, date: m.dialogue.date, source: m.dialogue.source.name },
        href: anchorOf(m, slug),
        thread: tension
          ? { id: tension.registryId, label: tension.label, status: tension.status, resolvedBy: resolving ? { agent: resolving.agent, round: resolving.round, href: anchorOf(resolving, slug) } : null }
          : null,
      },
    ];
  });
  const [type, status, agent, round, dialogueStatus, source] = facets;
  return {
    query,
    total,
    page,
    pageCount,
    hits,
    facets: {
      type: type as FacetCount[],
      status: status as FacetCount[],
      agent: agent as FacetCount[],
      round: (round as FacetCount<number>[]).sort((a, b) => a.value - b.value),
      dialogueStatus: dialogueStatus as FacetCount[],
      source: source as FacetCount[],
    },
  };
}
