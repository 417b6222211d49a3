import type { AgentFacts } from "@/lib/agents/leaderboard";
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "./client";

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

/**
 * What the leaderboard aggregates, in one read of a fixed number of queries: panel members, the file's Judge's overall
 * scores and moves on tensions counted in the database, of the dialogues the filter keeps. Dates are compared as text
 * (`2026-03-12`, `2026-03-12 08:04`), which orders them by day.
 */
export async function getAgentFacts(db: Db, filter: AgentFactsFilter = {}): Promise<AgentFactsRead> {
  const date: Prisma.StringNullableFilter = {};
  if (filter.from) date.gte = filter.from;
  // "~" sorts after digits, spaces, "T" and "Z": the whole `to` day is in.
  if (filter.to) date.lt = `${filter.to}~`;
  const dialogue: Prisma.DialogueWhereInput = {
    kind: "dialogue",
    removedAt: null,
    ...(filter.from || filter.to ? { date } : {}),
    ...(filter.source ? { source: { name: filter.source } } : {}),
  };
  const [dialogueCount, agents, scores, moves, sources] = await Promise.all([
    db.dialogue.count({ where: dialogue }),
    db.agent.findMany({ where: { judge: false, dialogue }, select: { dialogueId: true, name: true, role: true } }),
    db.score.findMany({ where: { origin: "file", round: null, dialogue }, select: { dialogueId: true, agent: true, dimension: true, value: true } }),
    db.tensionEvent.groupBy({ by: ["dialogueId", "agent", "kind"], where: { dialogue }, _count: { _all: true } }),
    db.source.findMany({ where: { deletedAt: null }, select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  return {
    dialogueCount,
    agents,
    scores,
    moves: moves.map((m) => ({ dialogueId: m.dialogueId, agent: m.agent, kind: m.kind, count: m._count._all })),
    sources: sources.map((s) => s.name),
  };
}
