import { formatDiagnostic, PROJECTION_VERSION } from "@/lib/contract";
import { createDb } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/setup";
import { countByKind } from "@/lib/db/documents";
import { ensureDirectorySource, getAuditStats, getStats } from "@/lib/db/store";
import { AppError, lastLine } from "@/lib/errors";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { summarise, type ImportOutcome } from "@/lib/ingest/pipeline";

function progressBar(done: number, total: number, outcome: ImportOutcome): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const filled = Math.round((done / Math.max(total, 1)) * width);
  const label = outcome.path.length > 50 ? "…" + outcome.path.slice(-49) : outcome.path;
  process.stderr.write(`\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${total} ${label.padEnd(50)}`);
  if (done === total) process.stderr.write("\n");
}

/** `roundtable import PATH...`: migrations first, then every dialogue under each PATH, one transaction each. */
export async function importPaths(paths: string[]): Promise<number> {
  await migrateDatabase();
  const db = createDb();
  let rejected = 0;
  try {
    for (const path of paths) {
      const { root, paths: found } = resolveImportPath(path);
      const { items, skipped } = groupPaths(root, found);
      const source = await ensureDirectorySource(db, root);
      const outcomes = await importFromDisk(db, source.id, root, items, { onProgress: progressBar });
      for (const o of outcomes.filter((x) => x.status === "rejected")) {
        rejected++;
        for (const d of o.diagnostics) console.log(formatDiagnostic(d, o.path));
      }
      const c = summarise(outcomes);
      console.log(
        `${path}: ${items.length} documents: ${c.imported} imported, ${c.updated} updated, ${c.unchanged} unchanged, ${c.rejected} rejected${skipped.length ? `; ${skipped.length} other files skipped` : ""}`,
      );
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("database-unreachable", `import failed: ${lastLine(error)}`);
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
  return rejected > 0 ? 1 : 0;
}

/** `roundtable reproject`: the migrations (which re-read what an older reading stored), saying how many it re-read. */
export async function reprojectPaths(): Promise<number> {
  await migrateDatabase();
  const db = createDb();
  try {
    const stale = await db.dialogue.count({ where: { projectionVersion: { lt: PROJECTION_VERSION } } });
    console.log(`${stale} documents written by an older reading remain`);
    return stale > 0 ? 1 : 0;
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
}

export async function printStats(json: boolean): Promise<number> {
  const db = createDb();
  try {
    const stats = { ...(await getStats(db)), kinds: await countByKind(db), audit: await getAuditStats(db) };
    console.log(
      json
        ? JSON.stringify(stats)
        : Object.entries(stats)
            .map(
              ([k, v]) =>
                `${k}: ${
                  typeof v === "object"
                    ? Object.entries(v)
                        .map(([kind, n]) => `${kind} ${n}`)
                        .join(", ")
                    : v
                }`,
            )
            .join("\n"),
    );
    return 0;
  } catch (error) {
    throw new AppError("database-unreachable", `cannot read the database: ${lastLine(error)}`);
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
}
