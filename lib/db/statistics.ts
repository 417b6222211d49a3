import { dialectOf, type Db } from "./client";

/** Imports that change at least this many dialogues refresh the planner's statistics. */
export const STATISTICS_AFTER = 200;

/** refreshStatistics when an import changed enough dialogues; a failure loses nothing that was imported. */
export async function refreshStatisticsAfter(db: Db, changed: number): Promise<void> {
  if (changed >= STATISTICS_AFTER) await refreshStatistics(db).catch(() => undefined);
}

/**
 * Fresh statistics for the query planners after a bulk import. Without them PostgreSQL planned a search over 48
 * matches as a scan of every marker (295 ms, 10 ms after ANALYZE); autovacuum would catch up, but only later.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (dialectOf(db) === "postgres") await db.$executeRawUnsafe(`ANALYZE "Dialogue", "Marker", "MarkerSearch", "Tension", "TensionEvent", "Contribution"`);
  else await db.$queryRawUnsafe("PRAGMA optimize");
}
