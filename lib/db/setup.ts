import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDialogue } from "@/lib/contract";
import { AppError } from "@/lib/errors";
import { databaseTarget, redactedUrl, type DatabaseTarget } from "@/lib/env";
import { createDb, type Db } from "./client";
import { upsertDialogue, type UpsertOutcome } from "./dialogues";
import { applyMigrations } from "./migrate";

export const SAMPLES_DIR = join(process.cwd(), "prisma/seed");

export async function migrateDatabase(target: DatabaseTarget = databaseTarget()): Promise<string[]> {
  const applied = await applyMigrations(target);
  console.log(applied.length > 0 ? `migrated ${redactedUrl(target)}: ${applied.join(", ")}` : `database ${redactedUrl(target)} is up to date`);
  return applied;
}

/** Loads the sample dialogues we wrote (prisma/seed/*.md) through the contract; idempotent. */
export async function seedSamples(db: Db = createDb(), dir = SAMPLES_DIR): Promise<Record<UpsertOutcome, number>> {
  const counts: Record<UpsertOutcome, number> = { imported: 0, updated: 0, unchanged: 0 };
  try {
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".md")).sort()) {
      const markdown = readFileSync(join(dir, name), "utf8");
      const { dialogue } = parseDialogue(markdown, { name });
      counts[await upsertDialogue(db, { sourcePath: `prisma/seed/${name}`, markdown, dialogue })]++;
    }
  } catch (error) {
    // Prisma's errors are many lines long; the first line that says what happened is the one a person needs.
    const message = (error as Error).message.split("\n").map((l) => l.trim()).filter((l) => l.length > 0).at(-1) ?? String(error);
    throw new AppError("database-unreachable", `cannot load the samples: ${message}`);
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
  console.log(`samples: ${counts.imported} imported, ${counts.updated} updated, ${counts.unchanged} unchanged`);
  return counts;
}
