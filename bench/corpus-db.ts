import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "@/lib/db/client";
import { ensureSource } from "@/lib/db/store";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { seedSamples } from "@/lib/ingest/samples";

export const BENCH_CORPUS = join(process.cwd(), "../shared/corpus/blue");

/** The samples and, when ../shared is beside the checkout, the Blue corpus as source "corpus"; says so when it is absent. */
export async function loadSamplesAndCorpus(db: Db, whenAbsent: string): Promise<void> {
  await seedSamples(db);
  if (!existsSync(BENCH_CORPUS)) {
    console.log(`  ../shared/corpus is absent: ${whenAbsent}`);
    return;
  }
  const source = await ensureSource(db, { kind: "directory", name: "corpus", url: BENCH_CORPUS });
  const { root, paths } = resolveImportPath(BENCH_CORPUS);
  await importFromDisk(db, source.id, root, groupPaths(root, paths).items);
}
