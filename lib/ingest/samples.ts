import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createDb, type Db } from "@/lib/db/client";
import { ensureSource } from "@/lib/db/store";
import { AppError, lastLine } from "@/lib/errors";
import { groupDialogueFiles } from "./group";
import { importItems, summarise, type OutcomeStatus } from "./pipeline";

export const SAMPLES_DIR = join(process.cwd(), "prisma/seed");

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
