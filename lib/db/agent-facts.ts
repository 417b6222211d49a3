import { type AgentFacts, type AgentGroup, DIMENSIONS, type Dimension, emptySums, type Group } from "@/lib/agents/leaderboard";
import { dialectOf, type Db } from "./client";
import { Binder, type Value } from "./sql";

export interface AgentFactsFilter {
  /** Dialogue dates from this day (YYYY-MM-DD), inclusive. */
  from?: string;
  /** … to this day, inclusive: a date with a time on that day counts. */
  to?: string;
  /** A source by name. */
  source?: string;
}

export interface AgentFactsRead extends AgentFacts {
  /** Dialogues under the filter. */
  dialogueCount: number;
  /** Every source's name, for the filter. */
  sources: string[];
}

/** The dialogues the filter keeps, as SQL over `d`, with its values bound in the dialect's placeholders. */
export function dialogueWhere(db: Db, filter: AgentFactsFilter): { sql: string; values: Value[] } {
  const binder = new Binder(dialectOf(db));
  const parts = [`d."kind" = 'dialogue'`, `d."removedAt" IS NULL`];
  if (filter.from) parts.push(`d."date" >= ${binder.bind(filter.from)}`);
  // "~" sorts after digits, spaces, "T" and "Z": the whole `to` day is in.
  if (filter.to) parts.push(`d."date" < ${binder.bind(`${filter.to}~`)}`);
  if (filter.source) parts.push(`d."sourceId" IN (SELECT s."id" FROM "Source" s WHERE s."name" = ${binder.bind(filter.source)})`);
  return { sql: parts.join(" AND "), values: binder.values };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * What the leaderboard aggregates, in one read of a fixed number of queries: panel members, the file's Judge's overall
 * scores pivoted to one row per dialogue and agent, and moves on tensions counted by the database. Raw SQL because at
 * 10,000 dialogues Prisma's row objects for 300,000 scores took seconds. Dates compare as text, which orders them by day.
 */
export async function getAgentFacts(db: Db, filter: AgentFactsFilter = {}, { fileScores = true } = {}): Promise<AgentFactsRead> {
  const where = dialogueWhere(db, filter);
  const dim = (d: string) => `AVG(CASE WHEN sc."dimension" = '${d}' THEN sc."value" END) AS "${d}"`;
  const [count, agents, scores, moves, sources] = await Promise.all([
    db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS "n" FROM "Dialogue" d WHERE ${where.sql}`, ...where.values),
    db.$queryRawUnsafe<{ dialogueId: number; name: string; role: string | null }[]>(
      `SELECT a."dialogueId", a."name", a."role" FROM "Agent" a JOIN "Dialogue" d ON d."id" = a."dialogueId" WHERE a."judge" = false AND ${where.sql}`,
      ...where.values,
    ),
    // A board of judges' scores reads its own (getVisibleScores) and needs only the panel and moves from here.
    fileScores
      ? db.$queryRawUnsafe<Record<string, unknown>[]>(
          `SELECT sc."dialogueId", sc."agent", ${["wisdom", "consistency", "truth", "relationships", "total"].map(dim).join(", ")}
       FROM "Score" sc JOIN "Dialogue" d ON d."id" = sc."dialogueId"
       WHERE sc."origin" = 'file' AND sc."round" IS NULL AND ${where.sql}
       GROUP BY sc."dialogueId", sc."agent"`,
          ...where.values,
        )
      : Promise.resolve([]),
    db.$queryRawUnsafe<{ dialogueId: number; agent: string | null; kind: string; count: number | bigint }[]>(
      `SELECT e."dialogueId", e."agent", e."kind", COUNT(*) AS "count" FROM "TensionEvent" e JOIN "Dialogue" d ON d."id" = e."dialogueId"
       WHERE ${where.sql} GROUP BY e."dialogueId", e."agent", e."kind"`,
      ...where.values,
    ),
    db.source.findMany({ where: { deletedAt: null }, select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  return {
    dialogueCount: Number(count[0]?.n ?? 0),
    agents: agents.map((a) => ({ dialogueId: Number(a.dialogueId), name: a.name, role: a.role })),
    scores: scores.map((s) => ({
      dialogueId: Number(s.dialogueId),
      agent: String(s.agent),
      wisdom: num(s.wisdom),
      consistency: num(s.consistency),
      truth: num(s.truth),
      relationships: num(s.relationships),
      total: num(s.total),
    })),
    moves: moves.map((m) => ({ dialogueId: Number(m.dialogueId), agent: m.agent, kind: m.kind, count: Number(m.count) })),
    sources: sources.map((s) => s.name),
  };
}

/** The ids of the dialogues the filter keeps: what a board of judges' scores counts, whatever else those judges scored. */
export async function listDialogueIds(db: Db, filter: AgentFactsFilter = {}): Promise<number[]> {
  const where = dialogueWhere(db, filter);
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(`SELECT d."id" FROM "Dialogue" d WHERE ${where.sql}`, ...where.values);
  return rows.map((r) => Number(r.id));
}

export interface AgentGroupsRead {
  dialogueCount: number;
  /** Dialogues with at least one of the file's Judge's overall scores. */
  scoredDialogues: number;
  sources: string[];
  groups: AgentGroup[];
}

const MOVES = ["raised", "resolved", "conceded", "moves"] as const;

type GroupRow = { tag: string; k: string; a: string | null; b: string | null; n: unknown; v: unknown } & Record<string, unknown>;

/**
 * The file's board grouped by the database from the seats each save writes (AgentSeat, lib/db/agent-seats.ts): the
 * same rows as grouping getAgentFacts' read (groupAgentFacts), in two passes over a few rows a dialogue instead of every
 * score and move. A seat is an agent's spelling in a dialogue (from the panel, a score or a move); its row is its
 * trimmed name, or its panel role. The database's lower() may leave some letters as they were (SQLite's is ASCII
 * only): leaderboardFromGroups joins what it splits, which is exact unless two such spellings meet in one dialogue
 * (then they are two seats there, not one).
 */
export async function getAgentGroups(db: Db, by: Group, rankOn: Dimension, filter: AgentFactsFilter = {}): Promise<AgentGroupsRead> {
  const where = dialogueWhere(db, filter);
  const sumDims = DIMENSIONS.map((d) => `SUM(seat."${d}") AS "s_${d}", COUNT(seat."${d}") AS "n_${d}"`).join(", ");
  const moves = MOVES.map((m) => `SUM(seat."${m}") AS "${m}"`).join(", ");
  // The typed branch first: PostgreSQL types a UNION's columns from left to right, and NULLs alone would become text.
  const nullDims = DIMENSIONS.map((d) => `NULL AS "s_${d}", NULL AS "n_${d}"`).join(", ");
  const noMoves = MOVES.map((m) => `0 AS "${m}"`).join(", ");
  // One grouping's seats of the dialogues the filter keeps, read in each branch along the index on the grouping and
  // key (SQLite would otherwise keep a copy of them, unordered). The grouping is ours, not the request's text.
  const seats = `FROM "AgentSeat" seat WHERE seat."grouping" = '${by === "name" ? "name" : "role"}' AND +seat."dialogueId" IN (SELECT dd."id" FROM dd)`;
  const sql = `
    WITH dd AS (SELECT d."id" FROM "Dialogue" d WHERE ${where.sql})
    SELECT 'units' AS tag, seat."key" AS k, NULL AS a, NULL AS b, COUNT(*) AS n, seat."${rankOn}" AS v, ${sumDims}, ${moves}
      ${seats} AND seat."unit" GROUP BY seat."key", seat."${rankOn}"
    UNION ALL SELECT 'spelling', seat."key", seat."label", seat."other", MIN(seat."seen"), NULL, ${nullDims}, ${noMoves}
      ${seats} GROUP BY seat."key", seat."label", seat."other"
    UNION ALL SELECT 'scored', '', NULL, NULL, COUNT(DISTINCT seat."dialogueId"), NULL, ${nullDims}, ${noMoves} ${seats} AND seat."unit" AND seat."scored"
    UNION ALL SELECT 'count', '', NULL, NULL, COUNT(*), NULL, ${nullDims}, ${noMoves} FROM dd`;
  const [rows, sources] = await Promise.all([
    db.$queryRawUnsafe<GroupRow[]>(sql, ...where.values),
    db.source.findMany({ where: { deletedAt: null }, select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  const groups = new Map<string, AgentGroup>();
  const group = (k: string) => {
    let g = groups.get(k);
    if (!g)
      groups.set(k, (g = { key: k, labels: [], others: [], dialogues: 0, sums: emptySums(), rankUnits: [], raised: 0, resolved: 0, conceded: 0, moves: 0 }));
    return g;
  };
  let dialogueCount = 0;
  let scoredDialogues = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.tag === "count") dialogueCount = n;
    else if (row.tag === "scored") scoredDialogues = n;
    else if (row.tag === "spelling") {
      const g = group(row.k);
      g.labels.push({ text: String(row.a), seen: n });
      if (row.b) g.others.push({ text: row.b, seen: n });
    } else if (row.tag === "units") {
      // A row a unit value of the ranked dimension: its dialogues are its units, its sums and moves theirs.
      const g = group(row.k);
      g.dialogues += n;
      g.raised += Number(row.raised);
      g.resolved += Number(row.resolved);
      g.conceded += Number(row.conceded);
      g.moves += Number(row.moves);
      if (row.v !== null) g.rankUnits.push({ value: Number(row.v), count: n });
      for (const d of DIMENSIONS) {
        g.sums[d].sum += Number(row[`s_${d}`] ?? 0);
        g.sums[d].n += Number(row[`n_${d}`] ?? 0);
      }
    }
  }
  return { dialogueCount, scoredDialogues, sources: sources.map((s) => s.name), groups: [...groups.values()] };
}
