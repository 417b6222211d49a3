import type { Db } from "./client";

/**
 * A stamp that changes whenever what the agents board's persuasion counts and the panel design read can: an import,
 * re-import or removal touches the dialogue's updatedAt, and a deletion changes the count. One aggregate query over
 * the dialogues, no rows. The leaderboard itself needs none: it groups the seats (AgentSeat) on every view.
 */
export async function agentFactsVersion(db: Db): Promise<string> {
  const row = await db.dialogue.aggregate({ _count: { _all: true }, _max: { updatedAt: true } });
  return `${row._count._all}|${row._max.updatedAt?.toISOString() ?? ""}`;
}
