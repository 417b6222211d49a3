import { databaseTarget, redactedUrl, type DatabaseTarget } from "@/lib/env";
import { createDb } from "./client";
import { applyMigrations } from "./migrate";
import { describeMerge, repairDocuments } from "./repair";
import { reprojectStale } from "./reproject";

export async function migrateDatabase(target: DatabaseTarget = databaseTarget()): Promise<string[]> {
  const applied = await applyMigrations(target);
  console.log(applied.length > 0 ? `migrated ${redactedUrl(target)}: ${applied.join(", ")}` : `database ${redactedUrl(target)} is up to date`);
  // Documents stored before they had one identity: given it, and today's duplicates merged (every score kept).
  const db = createDb(target);
  try {
    const report = await repairDocuments(db);
    if (report.backfilled > 0) console.log(`gave ${report.backfilled} documents their source, first version and key`);
    for (const m of report.merges) console.log(`repaired: ${describeMerge(m)}`);
    // Rows an older reading wrote (a deploy changed a format's reading or the audit): written again from their text.
    const reprojected = await reprojectStale(db);
    if (reprojected > 0) console.log(`re-read ${reprojected} documents written by an older reading`);
  } finally {
    await db.$disconnect();
  }
  return applied;
}
