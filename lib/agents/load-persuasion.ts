import type { Db } from "@/lib/db/client";
import type { AgentFactsFilter } from "@/lib/db/agent-facts";
import { agentFactsVersion } from "@/lib/db/agent-facts-version";
import { getPersuasionFacts } from "@/lib/db/persuasion-facts";
import { persuasionBoard, type PersuasionBoard } from "./persuasion-board";

const MAX_ENTRIES = 16;
// Keyed by the database's version stamp: the counts change only with an import or removal (the leaderboard needs no
// cache since its seats, AgentSeat; these counts still read every move).
const cache = new Map<string, PersuasionBoard>();

/** Who moves whom per agent under the board's filter, counted in SQL and kept until the data changes. */
export async function loadPersuasionBoard(db: Db, filter: AgentFactsFilter): Promise<PersuasionBoard> {
  const key = JSON.stringify([await agentFactsVersion(db), filter.from ?? null, filter.to ?? null, filter.source ?? null]);
  const hit = cache.get(key);
  if (hit) return hit;
  const board = persuasionBoard(await getPersuasionFacts(db, filter));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, board);
  return board;
}
