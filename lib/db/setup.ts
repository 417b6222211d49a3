import { databaseTarget, redactedUrl, type DatabaseTarget } from "@/lib/env";
import { applyMigrations } from "./migrate";

export async function migrateDatabase(target: DatabaseTarget = databaseTarget()): Promise<string[]> {
  const applied = await applyMigrations(target);
  console.log(applied.length > 0 ? `migrated ${redactedUrl(target)}: ${applied.join(", ")}` : `database ${redactedUrl(target)} is up to date`);
  return applied;
}
