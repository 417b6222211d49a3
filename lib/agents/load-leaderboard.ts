import type { Db } from "@/lib/db/client";
import { type AgentFactsFilter, getAgentFacts } from "@/lib/db/agent-facts";
import { agentFactsVersion } from "@/lib/db/agent-facts-version";
import { agentLeaderboard, type Dimension, type Group, type LeaderRow } from "./leaderboard";

export interface Leaderboard {
  rows: LeaderRow[];
  dialogueCount: number;
  scoredDialogues: number;
  sources: string[];
}

const MAX_ENTRIES = 16;
// Keyed by the database's version stamp and the query: the bootstrap is seeded, so a cached board is the board. Per
// process is right with several instances: the stamp is read from the shared database on every call.
const cache = new Map<string, Leaderboard>();

/**
 * The leaderboard for a grouping, ranked dimension and filter, from the one read and the pure aggregation; repeated
 * views of unchanged data (sorting, paging through the same filter) are served from memory.
 */
export async function loadLeaderboard(db: Db, by: Group, rankOn: Dimension, filter: AgentFactsFilter): Promise<Leaderboard> {
  const key = JSON.stringify([await agentFactsVersion(db), by, rankOn, filter.from ?? null, filter.to ?? null, filter.source ?? null]);
  const hit = cache.get(key);
  if (hit) return hit;
  const facts = await getAgentFacts(db, filter);
  const board = {
    rows: agentLeaderboard(facts, by, rankOn),
    dialogueCount: facts.dialogueCount,
    scoredDialogues: new Set(facts.scores.map((s) => s.dialogueId)).size,
    sources: facts.sources,
  };
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, board);
  return board;
}
