import { dialectOf, type Db } from "./client";

/** Imports that change at least this many dialogues refresh the planner's statistics. */
export const STATISTICS_AFTER = 200;

/** refreshStatistics when an import changed enough dialogues; a failure loses nothing that was imported. */
export async function refreshStatisticsAfter(db: Db, changed: number): Promise<void> {
  if (changed >= STATISTICS_AFTER) await refreshStatistics(db).catch(() => undefined);
}

/**
 * Fresh statistics for PostgreSQL's planner after a bulk import. Without them it planned a search over 48 matches as
 * a scan of every marker (295 ms, 10 ms after ANALYZE); autovacuum would catch up, but only later. SQLite is left
 * without statistics: it plans our queries well without them, and with them chose a worse join order for search.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (dialectOf(db) === "postgres")
    await db.$executeRawUnsafe(`ANALYZE "Dialogue", "Marker", "MarkerSearch", "Tension", "TensionEvent", "Contribution", "AgentSeat"`);
}
