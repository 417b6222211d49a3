import { markdownToPlain } from "@/lib/markdown/plain";
import { contributionAnchor, sourceAnchor } from "@/lib/anchors";
import { ANY_FINDING } from "@/lib/audit-rules";
import type { DialogueStatus } from "@/lib/contract";
import { highlightTokens, parseSearchQuery, type SearchQuery, type SearchTerm, type SearchType } from "@/lib/search/query";
import type { SearchRequest } from "@/lib/search/request";
import { snippet, type SnippetPart } from "@/lib/search/snippet";
import { dialectOf, tuneSqlite, type Db } from "./client";
import { Binder, type Dialect, type Value } from "./sql";

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
  /** The marker's whole label and prose: exports only (the page and the API show snippets). */
  full?: { label: string; text: string; line: number };
  /** For a tension: the move that resolved it. For a move on a tension: the tension. */
  thread: { id: string; label: string; status: string; resolvedBy: { agent: string | null; round: number | null; href: string } | null } | null;
}

export interface FacetCount<T = string> {
  value: T;
  count: number;
}

export interface SearchResult {
  query: SearchQuery;
  /** Matches under every filter (within the candidates when `capped`). */
  total: number;
  /** More markers matched the words than `candidateLimit`: counts and order cover the newest that many. */
  capped: boolean;
  candidateLimit: number;
  ranking: Ranking;
  /** Pages of results, or of dialogues when grouped. */
  page: number;
  pageCount: number;
  hits: SearchHit[];
  /** With `group=dialogue`: this page's dialogues, best first, each with its count and best results (`hits` is empty). */
  groups: SearchGroup[] | null;
  /** With `group=dialogue`: how many dialogues hold a result. */
  groupCount: number;
  facets: {
    type: FacetCount[];
    status: FacetCount[];
    agent: FacetCount[];
    round: FacetCount<number>[];
    dialogueStatus: FacetCount[];
    source: FacetCount[];
    /** The documents' kinds (stored kinds: `dialogue`, `a52`, …): choosing one narrows the other facets to its vocabulary. */
    kind: FacetCount[];
    /**
     * Audit rules: the results in documents with a finding of each (`any`: of any rule). A document has findings of
     * several rules, so these counts overlap, unlike the other facets'.
     */
    audit: FacetCount[];
  };
}

export interface SearchGroup {
  dialogue: SearchHit["dialogue"];
  count: number;
  /** Its best results, at most GROUP_HITS, in the search's order. */
  hits: SearchHit[];
}

/** Grouped by dialogue: dialogues a page, and the results shown in each block (the block links to all of them). */
export const GROUPS_PER_PAGE = 10;
export const GROUP_HITS = 3;

/** The facets that are one value a result: the audit facet (several rules a document) is counted apart. */
type Facet = Exclude<keyof SearchResult["facets"], "audit">;

/**
 * How many of the newest matching markers a search counts and ranks. Below it every figure is exact; a broader
 * search (a word in every marker's prose) says so instead of ranking hundreds of thousands of rows for one page.
 */
export const CANDIDATE_LIMIT = 10_000;

const quote = (token: string) => `"${token.split('"').join('""')}"`;

/** FTS5 syntax for a term: every token quoted, so words such as NEAR, OR or `*` are never operators. */
function fts5Term(t: SearchTerm): string {
  if (t.kind === "prefix") return `${quote(t.tokens[0]!)}*`;
  return quote(t.tokens.join(" "));
}

/** A tsquery expression for a term; the token text is bound, never spliced. Prefix tokens are letters and digits only. */
function tsqueryTerm(t: SearchTerm, p: Binder): string {
  if (t.kind === "phrase") return `phraseto_tsquery('simple', ${p.bind(t.tokens.join(" "))})`;
  if (t.kind === "prefix") return `to_tsquery('simple', ${p.bind(`${t.tokens[0]}:*`)})`;
  return `plainto_tsquery('simple', ${p.bind(t.tokens[0] ?? "")})`;
}

/** Searches matching at most this many markers are ranked by score (bm25, ts_rank); broader ones, label first. */
export const SCORED_LIMIT = 2_000;

/**
 * How results are ordered: by score; for a broad search (scoring 20,000 candidates costs ~65 ms of bm25 alone),
 * markers with the words in their label first, newest first; or by date when asked.
 */
export type Ranking = "score" | "label-then-newest" | "date";

interface Candidates {
  /** CTEs before `hits`, each `name AS MATERIALIZED (…)`. */
  ctes: string[];
  rank: string;
  /** 1 when the marker's label holds every word. */
  labelHit: string;
  /** Joins `hits` needs for rank or labelHit (PostgreSQL's vectors). */
  join: string;
  /** The candidates carry the marker's columns (PostgreSQL's "MarkerSearch"), so `hits` does not join "Marker". */
  carriesMarker?: boolean;
}

/**
 * The candidates: ids of the newest markers matching the words (all markers when there are none), at most
 * `limit` + 1 of them. FTS5 yields rowids in order and stops at the limit.
 */
function candidates(dialect: Dialect, query: SearchQuery, p: Binder, limit: number, scored: boolean): Candidates {
  const positive = query.terms.filter((t) => !t.negated);
  const negative = query.terms.filter((t) => t.negated);
  const none = { rank: "NULL", labelHit: "0", join: "" };
  if (dialect === "sqlite") {
    const not = negative.length > 0 ? ` NOT (${negative.map(fts5Term).join(" OR ")})` : "";
    if (positive.length > 0) {
      const words = `(${positive.map(fts5Term).join(" AND ")})`;
      const match = p.bind(`${words}${not}`);
      // The description (the marker's label) weighs three times its prose.
      const cand = `cand AS MATERIALIZED (SELECT rowid AS "id"${scored ? `, bm25("MarkerFts", 3.0, 1.0) AS "rank"` : ""} FROM "MarkerFts" WHERE "MarkerFts" MATCH ${match} ORDER BY rowid DESC LIMIT ${limit + 1})`;
      if (scored) return { ctes: [cand], rank: `c."rank"`, labelHit: "0", join: "" };
      const labels = `labels AS MATERIALIZED (SELECT rowid AS "id" FROM "MarkerLabelFts" WHERE "MarkerLabelFts" MATCH ${p.bind(words)} ORDER BY rowid DESC LIMIT ${limit + 1})`;
      return { ctes: [cand, labels], rank: "NULL", labelHit: `CASE WHEN m."id" IN (SELECT "id" FROM labels) THEN 1 ELSE 0 END`, join: "" };
    }
    const exclude =
      negative.length > 0 ? ` AND "id" NOT IN (SELECT rowid FROM "MarkerFts" WHERE "MarkerFts" MATCH ${p.bind(negative.map(fts5Term).join(" OR "))})` : "";
    return { ctes: [`cand AS MATERIALIZED (SELECT "id" FROM "Marker" WHERE "kind" != 'other'${exclude} ORDER BY "id" DESC LIMIT ${limit + 1})`], ...none };
  }
  if (positive.length === 0 && negative.length === 0)
    return { ctes: [`cand AS MATERIALIZED (SELECT "id" FROM "Marker" WHERE "kind" != 'other' ORDER BY "id" DESC LIMIT ${limit + 1})`], ...none };
  // Like FTS5's columns: each term may match the label or the prose, a phrase only within one of them.
  const either = (tsquery: string) => `(s."label" @@ ${tsquery} OR s."prose" @@ ${tsquery})`;
  const wanted = positive.map((t) => tsqueryTerm(t, p));
  const matches = [...wanted.map(either), ...negative.map((t) => `NOT ${either(tsqueryTerm(t, p))}`)].join(" AND ");
  // Ranked by any of the terms (with AND, words split between label and prose would score zero in both); the label
  // weighs three times. Computed on the rows the candidates read, so "MarkerSearch" is not read twice; a scored
  // search has at most SCORED_LIMIT + 1 candidates. The placeholders are reused.
  const rank = scored && wanted.length > 0 ? `-(3 * ts_rank(s."label", ${wanted.join(" || ")}) + ts_rank(s."prose", ${wanted.join(" || ")}))` : "NULL";
  const labelHit = !scored && wanted.length > 0 ? `CASE WHEN s."label" @@ (${wanted.join(" && ")}) THEN 1 ELSE 0 END` : "0";
  const columns = `s."markerId" AS "id", ${rank} AS "rank", ${labelHit} AS "labelHit", s."kind", s."status", s."agent", s."round", s."dialogueId", s."ordinal"`;
  const row = `"markerId", "label", "prose", "kind", "status", "agent", "round", "dialogueId", "ordinal"`;
  // The newest matches, found one of two ways (the planner picks neither well: it walked the primary key backwards
  // through 40% of "MarkerSearch" for a word in 3% of markers, 450 ms, where the GIN indexes take 20 ms):
  // - a word in many markers (≥ 5% of the newest 2,000) walks the markers newest first and stops at the limit (a word
  //   in every prose: 4 ms);
  // - otherwise, or when that walk runs out (200,000 markers) before the limit, the GIN indexes give every match,
  //   sorted by id (`+ 0` keeps the planner off the backward walk).
  const ctes = [
    `sample AS MATERIALIZED (SELECT COUNT(*) AS "n" FROM (SELECT "label", "prose" FROM "MarkerSearch" ORDER BY "markerId" DESC LIMIT 2000) s WHERE ${matches})`,
    `recent AS MATERIALIZED (SELECT ${columns} FROM (SELECT ${row} FROM "MarkerSearch" ORDER BY "markerId" DESC LIMIT 200000) s WHERE (SELECT "n" FROM sample) >= 100 AND ${matches} ORDER BY s."markerId" DESC LIMIT ${limit + 1})`,
    `cand AS MATERIALIZED (SELECT * FROM recent WHERE (SELECT COUNT(*) FROM recent) > ${limit} UNION ALL (SELECT ${columns} FROM "MarkerSearch" s WHERE (SELECT COUNT(*) FROM recent) <= ${limit} AND ${matches} ORDER BY s."markerId" + 0 DESC LIMIT ${limit + 1}))`,
  ];
  return { ctes, rank: `c."rank"`, labelHit: `c."labelHit"`, join: "", carriesMarker: true };
}

/** Whether the words match more markers than can be scored cheaply: one count that stops at SCORED_LIMIT + 1. */
async function broad(db: Db, dialect: Dialect, query: SearchQuery, scoredLimit: number): Promise<boolean> {
  const positive = query.terms.filter((t) => !t.negated);
  if (positive.length === 0) return false;
  const p = new Binder(dialect);
  let sql: string;
  if (dialect === "sqlite") {
    sql = `SELECT COUNT(*) AS "n" FROM (SELECT rowid FROM "MarkerFts" WHERE "MarkerFts" MATCH ${p.bind(`(${positive.map(fts5Term).join(" AND ")})`)} LIMIT ${scoredLimit + 1}) AS "probe"`;
  } else {
    const conditions = positive.map((t) => {
      const tsquery = tsqueryTerm(t, p);
      return `(s."label" @@ ${tsquery} OR s."prose" @@ ${tsquery})`;
    });
    sql = `SELECT COUNT(*) AS "n" FROM (SELECT 1 FROM "MarkerSearch" s WHERE ${conditions.join(" AND ")} LIMIT ${scoredLimit + 1}) AS "probe"`;
  }
  const [row] = await db.$queryRawUnsafe<{ n: number | bigint }[]>(sql, ...p.values);
  return Number(row?.n ?? 0) > scoredLimit;
}

const HIT_COLUMNS: Record<Facet, string> = {
  type: `"kind"`,
  status: `"status"`,
  agent: `"agentKey"`,
  round: `"round"`,
  dialogueStatus: `"dstatus"`,
  source: `"source"`,
  kind: `"dkind"`,
};
const FACETS: Facet[] = ["type", "status", "agent", "round", "dialogueStatus", "source", "kind"];

/** The chosen audit rules as a condition on the hits: their document has a finding of one of them, or (`any`) any finding. */
function auditCondition(audits: readonly string[], p: Binder): string[] {
  if (audits.length === 0) return [];
  if (audits.includes(ANY_FINDING)) return [`"findings" > 0`];
  return [`"dialogueId" IN (SELECT "dialogueId" FROM "AuditFinding" WHERE "rule" IN (${p.list([...audits])}))`];
}

/** The chosen facet values as conditions on the hits, all but `except` (a facet counts under the other filters). */
function facetFilters(query: SearchQuery, request: SearchRequest, p: Binder, except: Facet | "audit" | null = null): string[] {
  const chosen: Record<Facet, Value[]> = {
    type: [...new Set([...request.types, ...query.types])],
    status: [...new Set([...request.statuses, ...query.statuses])],
    agent: [...new Set([...request.agents, ...query.agents].map((a) => a.toLowerCase()))],
    round: request.rounds,
    dialogueStatus: request.dialogueStatuses,
    source: request.sources,
    kind: request.kinds,
  };
  const facets = [
    ...FACETS.filter((f) => f !== except && chosen[f].length > 0).map((f) => `${HIT_COLUMNS[f]} IN (${p.list(chosen[f])})`),
    ...(except === "audit" ? [] : auditCondition(request.audits, p)),
  ];
  // Chosen dialogues narrow everything, facets included: there is no dialogue facet to widen.
  return request.dialogues.length > 0 ? [...facets, `"slug" IN (${p.list(request.dialogues)})`] : facets;
}

type Row = { part: string; value: string | null; label: string | null; n: number | bigint };

/**
 * One statement: the candidates, joined once to their dialogues into `hits`, then counted seven ways (the total and
 * each facet) and paged. Everything after the candidates works on at most `limit` rows.
 */
async function runSearch(
  db: Db,
  dialect: Dialect,
  query: SearchQuery,
  request: SearchRequest,
  page: number,
  limit: number,
  ranking: Ranking,
  groupsPerPage = GROUPS_PER_PAGE,
): Promise<Row[]> {
  const p = new Binder(dialect);
  const cand = candidates(dialect, query, p, limit, ranking === "score");
  const dates = [
    request.from ? `substr(d."date", 1, 10) >= ${p.bind(request.from)}` : null,
    request.to ? `substr(d."date", 1, 10) <= ${p.bind(request.to)}` : null,
  ].filter(Boolean);
  // The candidates drive the joins. SQLite's CROSS JOIN fixes that order: with statistics it preferred to walk every
  // marker of every dialogue and probe the candidates (48 ms → 230 ms). PostgreSQL's planner keeps it with ANALYZE.
  const join = dialect === "sqlite" ? "CROSS JOIN" : "JOIN";
  const m = cand.carriesMarker ? "c" : "m";
  const markers = cand.carriesMarker ? "" : ` ${join} "Marker" m ON m."id" = c."id"`;
  const hits = `hits AS MATERIALIZED (SELECT ${m}."id" AS "id", ${cand.rank} AS "rank", ${cand.labelHit} AS "labelHit", ${m}."kind" AS "kind", ${m}."status" AS "status", ${m}."agent" AS "agent", lower(${m}."agent") AS "agentKey", ${m}."round" AS "round", ${m}."dialogueId" AS "dialogueId", ${m}."ordinal" AS "ordinal", d."status" AS "dstatus", d."kind" AS "dkind", d."date" AS "date", d."slug" AS "slug", src."name" AS "source", d."auditFindingCount" AS "findings"
    FROM cand c${markers}${cand.join} ${join} "Dialogue" d ON d."id" = ${m}."dialogueId" ${join} "Source" src ON src."id" = d."sourceId"
    WHERE d."removedAt" IS NULL AND ${m}."kind" != 'other'${dates.map((c) => ` AND ${c}`).join("")})`;
  const where = (conditions: string[]) => (conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "");
  const parts = [
    `SELECT 'candidates' AS "part", NULL AS "value", NULL AS "label", COUNT(*) AS "n" FROM cand`,
    `SELECT 'total' AS "part", NULL AS "value", NULL AS "label", COUNT(*) AS "n" FROM hits ${where(facetFilters(query, request, p))}`,
    ...FACETS.map((f) => {
      const column = HIT_COLUMNS[f];
      // The agent facet counts by folded name and shows a spelling that occurs.
      const label = f === "agent" ? `MIN("agent")` : `CAST(${column} AS TEXT)`;
      const conditions = [...facetFilters(query, request, p, f), `${column} IS NOT NULL`];
      return `SELECT * FROM (SELECT '${f}' AS "part", CAST(${column} AS TEXT) AS "value", ${label} AS "label", COUNT(*) AS "n" FROM hits ${where(conditions)} GROUP BY ${column} ORDER BY COUNT(*) DESC, ${column} LIMIT 30) AS "${f}_counts"`;
    }),
    // The audit facet: the results with any finding, then per rule those in a document with one (a document's rules once each).
    `SELECT 'audit' AS "part", '${ANY_FINDING}' AS "value", NULL AS "label", COUNT(*) AS "n" FROM hits ${where([...facetFilters(query, request, p, "audit"), `"findings" > 0`])}`,
    `SELECT * FROM (SELECT 'audit' AS "part", f."rule" AS "value", NULL AS "label", COUNT(*) AS "n" FROM (SELECT "dialogueId" FROM hits ${where(facetFilters(query, request, p, "audit"))}) AS h JOIN (SELECT DISTINCT "dialogueId" AS "fd", "rule" FROM "AuditFinding") AS f ON f."fd" = h."dialogueId" GROUP BY f."rule" ORDER BY COUNT(*) DESC, f."rule" LIMIT 30) AS "audit_counts"`,
  ];
  const order =
    ranking === "score"
      ? `"rank", "date" DESC, "id"`
      : ranking === "label-then-newest"
        ? `"labelHit" DESC, "date" DESC NULLS LAST, "id" DESC`
        : `"date" DESC NULLS LAST, "dialogueId", "ordinal"`;
  if (request.group === "dialogue") {
    // Each dialogue is placed by its best result; its block shows its best GROUP_HITS. Built twice (the page of
    // dialogues, then the results in them) so every placeholder is bound where it stands in the text.
    const ranked = () =>
      `SELECT "id", "dialogueId", ROW_NUMBER() OVER (ORDER BY ${order}) AS "pos", ROW_NUMBER() OVER (PARTITION BY "dialogueId" ORDER BY ${order}) AS "inDialogue" FROM hits ${where(facetFilters(query, request, p))}`;
    const groupsPage = () =>
      `SELECT "dialogueId", COUNT(*) AS "n", MIN("pos") AS "best" FROM (${ranked()}) AS "r" GROUP BY "dialogueId" ORDER BY MIN("pos") LIMIT ${p.bind(groupsPerPage)} OFFSET ${p.bind((page - 1) * groupsPerPage)}`;
    parts.push(
      `SELECT 'groups' AS "part", NULL AS "value", NULL AS "label", COUNT(DISTINCT "dialogueId") AS "n" FROM hits ${where(facetFilters(query, request, p))}`,
      `SELECT * FROM (SELECT 'group' AS "part", CAST("dialogueId" AS TEXT) AS "value", CAST("n" AS TEXT) AS "label", "best" AS "n" FROM (${groupsPage()}) AS "g") AS "group_rows"`,
    );
    parts.push(
      `SELECT * FROM (SELECT 'page' AS "part", CAST("id" AS TEXT) AS "value", CAST("dialogueId" AS TEXT) AS "label", "pos" AS "n" FROM (${ranked()}) AS "r" WHERE "inDialogue" <= ${GROUP_HITS} AND "dialogueId" IN (SELECT "dialogueId" FROM (${groupsPage()}) AS "gp")) AS "group_hits"`,
    );
  } else {
    parts.push(
      `SELECT * FROM (SELECT 'page' AS "part", CAST("id" AS TEXT) AS "value", NULL AS "label", ROW_NUMBER() OVER (ORDER BY ${order}) AS "n" FROM hits ${where(facetFilters(query, request, p))} ORDER BY ${order} LIMIT ${p.bind(request.limit)} OFFSET ${p.bind((page - 1) * request.limit)}) AS "page_ids"`,
    );
  }
  return db.$queryRawUnsafe<Row[]>(`WITH ${[...cand.ctes, hits].join(", ")} ${parts.join(" UNION ALL ")}`, ...p.values);
}

function anchorOf(
  m: { line: number; file: string | null; contribution: { position: number; round: { number: number } } | null },
  slug: string,
  kind: string,
): string {
  // Other formats have their own review page; their entries point at the line they came from.
  if (kind !== "dialogue") return `/r/${slug}/source#L${m.line}`;
  if (m.contribution) return `/d/${slug}#${contributionAnchor(m.contribution.round.number, m.contribution.position)}`;
  return `/d/${slug}/source#${sourceAnchor(m)}`;
}

type Place = { line: number; file: string | null; contribution: { position: number; round: { number: number } } | null };

interface HydrateRow {
  id: number | bigint;
  kind: string;
  type: string;
  ref: string | null;
  description: string;
  body: string;
  status: string | null;
  round: number | bigint | null;
  agent: string | null;
  line: number | bigint;
  file: string | null;
  cPosition: number | bigint | null;
  cRound: number | bigint | null;
  slug: string;
  dKind: string;
  title: string;
  dStatus: string;
  date: string | null;
  source: string;
  tId: string | null;
  tLabel: string | null;
  tStatus: string | null;
  rId: number | bigint | null;
  rAgent: string | null;
  rRound: number | bigint | null;
  rLine: number | bigint | null;
  rFile: string | null;
  rcPosition: number | bigint | null;
  rcRound: number | bigint | null;
}

const num = (v: number | bigint | null) => (v === null ? null : Number(v));
const place = (line: number | bigint, file: string | null, position: number | bigint | null, round: number | bigint | null): Place => ({
  line: Number(line),
  file,
  contribution: position === null || round === null ? null : { position: Number(position), round: { number: Number(round) } },
});

/**
 * The page's markers with what a result shows: dialogue, contribution, and the tension thread they belong to (its
 * first event's tension, and that tension's first resolving move). One statement: as nested Prisma reads it took
 * eleven round trips, 25 ms of a PostgreSQL search.
 */
async function hydrate(db: Db, ids: number[], query: SearchQuery, full = false): Promise<SearchHit[]> {
  // An export hydrates up to CANDIDATE_LIMIT markers: a thousand a query keeps each IN list small.
  if (ids.length > 1_000) {
    const out: SearchHit[] = [];
    for (let i = 0; i < ids.length; i += 1_000) out.push(...(await hydrate(db, ids.slice(i, i + 1_000), query, full)));
    return out;
  }
  if (ids.length === 0) return [];
  const p = new Binder(dialectOf(db));
  const rows = await db.$queryRawUnsafe<HydrateRow[]>(
    `SELECT m."id", m."kind", m."type", m."markerId" AS "ref", m."description", m."body", m."status", m."round", m."agent", m."line", m."file",
      c."position" AS "cPosition", r."number" AS "cRound", d."slug", d."kind" AS "dKind", d."title", d."status" AS "dStatus", d."date", src."name" AS "source",
      t."registryId" AS "tId", t."label" AS "tLabel", t."status" AS "tStatus",
      rm."id" AS "rId", rm."agent" AS "rAgent", rm."round" AS "rRound", rm."line" AS "rLine", rm."file" AS "rFile", rc."position" AS "rcPosition", rr."number" AS "rcRound"
    FROM "Marker" m
    JOIN "Dialogue" d ON d."id" = m."dialogueId"
    JOIN "Source" src ON src."id" = d."sourceId"
    LEFT JOIN "Contribution" c ON c."id" = m."contributionId"
    LEFT JOIN "Round" r ON r."id" = c."roundId"
    LEFT JOIN "TensionEvent" e ON e."id" = (SELECT MIN(e1."id") FROM "TensionEvent" e1 WHERE e1."markerId" = m."id")
    LEFT JOIN "Tension" t ON t."id" = e."tensionId"
    LEFT JOIN "TensionEvent" re ON re."id" = (SELECT MIN(e2."id") FROM "TensionEvent" e2 WHERE e2."tensionId" = t."id" AND e2."kind" = 'resolved')
    LEFT JOIN "Marker" rm ON rm."id" = re."markerId"
    LEFT JOIN "Contribution" rc ON rc."id" = rm."contributionId"
    LEFT JOIN "Round" rr ON rr."id" = rc."roundId"
    WHERE m."id" IN (${p.list(ids)})`,
    ...p.values,
  );
  const markers = rows.map((r) => ({
    ...place(r.line, r.file, r.cPosition, r.cRound),
    id: Number(r.id),
    kind: r.kind,
    type: r.type,
    markerId: r.ref,
    description: r.description,
    body: r.body,
    status: r.status,
    round: num(r.round),
    agent: r.agent,
    dialogue: { slug: r.slug, kind: r.dKind, title: r.title, status: r.dStatus, date: r.date, source: { name: r.source } },
    tension:
      r.tId === null
        ? null
        : {
            registryId: r.tId,
            label: r.tLabel ?? "",
            status: r.tStatus ?? "",
            resolving: r.rId === null ? null : { agent: r.rAgent, round: num(r.rRound), ...place(r.rLine ?? 0, r.rFile, r.rcPosition, r.rcRound) },
          },
  }));
  const byId = new Map(markers.map((m) => [m.id, m]));
  const prefixes = query.terms.filter((t) => t.kind === "prefix" && !t.negated).map((t) => t.tokens[0]!);
  const words = highlightTokens(query).filter((w) => !prefixes.includes(w));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    if (!m) return [];
    const slug = m.dialogue.slug;
    const tension = m.tension;
    const resolving = tension?.resolving;
    return [
      {
        markerId: m.id,
        kind: m.kind as SearchHit["kind"],
        type: m.type,
        ref: m.markerId,
        // Shown as text, so the markdown's markup is taken off first (a body of only `---` says nothing).
        description: snippet(markdownToPlain(m.description), words, prefixes, 400),
        snippet: snippet(markdownToPlain(m.body), words, prefixes),
        status: m.status,
        round: m.round,
        agent: m.agent,
        dialogue: { slug, title: m.dialogue.title, status: m.dialogue.status as DialogueStatus, date: m.dialogue.date, source: m.dialogue.source.name },
        href: anchorOf(m, slug, m.dialogue.kind),
        ...(full ? { full: { label: m.description, text: m.body, line: m.line } } : {}),
        thread: tension
          ? {
              id: tension.registryId,
              label: tension.label,
              status: tension.status,
              resolvedBy: resolving ? { agent: resolving.agent, round: resolving.round, href: anchorOf(resolving, slug, m.dialogue.kind) } : null,
            }
          : null,
      },
    ];
  });
}

/**
 * Search markers (tensions, perspectives, resolutions, refinements, concessions) across every dialogue that is not
 * removed: full text through FTS5 on SQLite and tsvector GIN indexes on PostgreSQL, facets counted by the database.
 */
export async function searchMarkers(
  db: Db,
  request: SearchRequest,
  { candidateLimit = CANDIDATE_LIMIT, scoredLimit = SCORED_LIMIT, full = false, groupsPerPage = GROUPS_PER_PAGE } = {},
): Promise<SearchResult> {
  const dialect = dialectOf(db);
  const query = parseSearchQuery(request.q);
  await tuneSqlite(db);
  const hasWords = query.terms.some((t) => !t.negated);
  let ranking: Ranking;
  let rows: Row[];
  const candidates = (r: Row[]) => Number(r.find((row) => row.part === "candidates")?.n ?? 0);
  if (request.sort === "date" || !hasWords) {
    ranking = "date";
    rows = await runSearch(db, dialect, query, request, request.page, candidateLimit, ranking, groupsPerPage);
  } else if (dialect === "postgres" && candidateLimit > scoredLimit) {
    // Most searches with words are broad, so the search runs as one, and a narrow one (cheap) again, scored. With no
    // excluded words the candidates are the matches (up to the cap), so their count answers `broad`; with some, the
    // probe runs beside the search, on another connection.
    ranking = "label-then-newest";
    const excluded = query.terms.some((t) => t.negated);
    const [first, isBroad] = await Promise.all([
      runSearch(db, dialect, query, request, request.page, candidateLimit, ranking, groupsPerPage),
      excluded ? broad(db, dialect, query, scoredLimit) : null,
    ]);
    rows = first;
    if (isBroad === false || (isBroad === null && candidates(rows) <= scoredLimit)) {
      ranking = "score";
      rows = await runSearch(db, dialect, query, request, request.page, candidateLimit, ranking, groupsPerPage);
    }
  } else {
    ranking = (await broad(db, dialect, query, scoredLimit)) ? "label-then-newest" : "score";
    rows = await runSearch(db, dialect, query, request, request.page, candidateLimit, ranking, groupsPerPage);
  }
  const grouped = request.group === "dialogue";
  const total = Number(rows.find((r) => r.part === "total")?.n ?? 0);
  const groupCount = Number(rows.find((r) => r.part === "groups")?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(grouped ? groupCount / groupsPerPage : total / request.limit));
  const page = Math.min(request.page, pageCount);
  // A page past the end is served as the last one (rare: a shared link to a search that has since shrunk).
  if (page !== request.page) rows = await runSearch(db, dialect, query, request, page, candidateLimit, ranking, groupsPerPage);
  const facets = Object.fromEntries([...FACETS, "audit"].map((f) => [f, [] as FacetCount<string | number>[]])) as Record<
    Facet | "audit",
    FacetCount<string | number>[]
  >;
  const pageIds: [number, number, string | null][] = [];
  const groupRows: { dialogueId: string; count: number; best: number }[] = [];
  for (const r of rows) {
    if (r.part === "page") pageIds.push([Number(r.n), Number(r.value), r.label]);
    else if (r.part === "group") groupRows.push({ dialogueId: r.value ?? "", count: Number(r.label), best: Number(r.n) });
    else if (r.part === "audit") {
      // "Any finding" only when some result has one; a rule's count as it came.
      if (r.value !== ANY_FINDING || Number(r.n) > 0) facets.audit.push({ value: r.value ?? "", count: Number(r.n) });
    } else if (r.part in facets) facets[r.part as Facet].push({ value: r.part === "round" ? Number(r.value) : (r.label ?? r.value ?? ""), count: Number(r.n) });
  }
  pageIds.sort((a, b) => a[0] - b[0]);
  const hydrated = await hydrate(
    db,
    pageIds.map(([, id]) => id),
    query,
    full,
  );
  const byId = new Map(hydrated.map((h) => [h.markerId, h]));
  const groups = grouped
    ? groupRows
        .sort((a, b) => a.best - b.best)
        .flatMap((g) => {
          const hits = pageIds.filter(([, , d]) => d === g.dialogueId).flatMap(([, id]) => byId.get(id) ?? []);
          return hits.length > 0 ? [{ dialogue: hits[0]!.dialogue, count: g.count, hits }] : [];
        })
    : null;
  return {
    query,
    total,
    capped: candidates(rows) > candidateLimit,
    candidateLimit,
    ranking,
    page,
    pageCount,
    hits: grouped ? [] : hydrated,
    groups,
    groupCount,
    facets: {
      type: facets.type as FacetCount[],
      status: facets.status as FacetCount[],
      agent: facets.agent as FacetCount[],
      round: (facets.round as FacetCount<number>[]).sort((a, b) => a.value - b.value),
      dialogueStatus: facets.dialogueStatus as FacetCount[],
      source: facets.source as FacetCount[],
      kind: facets.kind as FacetCount[],
      audit: facets.audit as FacetCount[],
    },
  };
}

/**
 * Every result of a search for a download, in the search's order, with whole labels and prose: up to the candidate
 * cap (CANDIDATE_LIMIT, the newest matching markers), ungrouped; `capped` says when more matched.
 */
export async function searchForExport(db: Db, request: SearchRequest, { candidateLimit = CANDIDATE_LIMIT } = {}): Promise<SearchResult> {
  return searchMarkers(db, { ...request, group: null, page: 1, limit: candidateLimit }, { candidateLimit, full: true });
}
