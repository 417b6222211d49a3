import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems, summarise, type OutcomeStatus } from "@/lib/ingest/pipeline";
import { AppError, lastLine } from "@/lib/errors";
import { databaseTarget, redactedUrl, type DatabaseTarget } from "@/lib/env";
import { createDb, type Db } from "./client";
import { applyMigrations } from "./migrate";
import { ensureSource } from "./store";

export const SAMPLES_DIR = join(process.cwd(), "prisma/seed");

export async function migrateDatabase(target: DatabaseTarget = databaseTarget()): Promise<string[]> {
  const applied = await applyMigrations(target);
  console.log(applied.length > 0 ? `migrated ${redactedUrl(target)}: ${applied.join(", ")}` : `database ${redactedUrl(target)} is up to date`);
  return applied;
}

/** Loads the sample dialogues we wrote (prisma/seed/*.md) through the same pipeline as every import; idempotent. */
export async function seedSamples(db: Db = createDb(), dir = SAMPLES_DIR): Promise<Record<OutcomeStatus, number>> {
  try {
    const files = readdirSync(dir)
      .filter((n) => n.endsWith(".md"))
      .map((n) => ({ path: n, bytes: readFileSync(join(dir, n)) }));
    const source = await ensureSource(db, { kind: "samples", name: "samples" });
    const counts = summarise(await importItems(db, source.id, groupDialogueFiles(files).items));
    console.log(`samples: ${counts.imported} imported, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.rejected} rejected`);
    return counts;
  } catch (error) {
    throw new AppError("database-unreachable", `cannot load the samples: ${lastLine(error)}`);
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
}
