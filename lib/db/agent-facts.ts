import type { AgentFacts } from "@/lib/agents/leaderboard";
import { dialectOf, type Db } from "./client";

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
export function dialogueWhere(db: Db, filter: AgentFactsFilter): { sql: string; values: string[] } {
  const values: string[] = [];
  const bind = (v: string) => {
    values.push(v);
    return dialectOf(db) === "postgres" ? `$${values.length}` : "?";
  };
  const parts = [`d."kind" = 'dialogue'`, `d."removedAt" IS NULL`];
  if (filter.from) parts.push(`d."date" >= ${bind(filter.from)}`);
  // "~" sorts after digits, spaces, "T" and "Z": the whole `to` day is in.
  if (filter.to) parts.push(`d."date" < ${bind(`${filter.to}~`)}`);
  if (filter.source) parts.push(`d."sourceId" IN (SELECT s."id" FROM "Source" s WHERE s."name" = ${bind(filter.source)})`);
  return { sql: parts.join(" AND "), values };
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
