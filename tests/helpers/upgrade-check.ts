import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { createDb } from "@/lib/db/client";
import { applyMigrations, migrationsDir } from "@/lib/db/migrate";
import type { DatabaseTarget } from "@/lib/env";

/**
 * A database made by the first migration, holding a dialogue the old way, upgraded by the rest: the markdown moves to
 * DialogueText, the index columns are filled in, and no child row is lost to a cascade.
 */
export async function checkUpgradeKeepsData(target: DatabaseTarget) {
  const all = migrationsDir(target);
  const [init] = readdirSync(all).sort();
  const firstOnly = mkdtempSync(join(tmpdir(), "roundtable-mig-"));
  cpSync(join(all, init!), join(firstOnly, init!), { recursive: true });
  await applyMigrations(target, firstOnly);

  const db = createDb(target);
  try {
    const pg = target.provider === "postgres";
    const now = pg ? "now()" : "CURRENT_TIMESTAMP";
    await db.$executeRawUnsafe(`INSERT INTO "Source" ("id", "kind", "name") VALUES (1, 'upload', 'old')`);
    await db.$executeRawUnsafe(
      `INSERT INTO "Dialogue" ("id", "sourceId", "path", "slug", "title", "status", "statusRaw", "layout", "contentHash", "raw", "roundCount", "agentCount", "markerCount", "perspectiveCount", "tensionCount", "openTensionCount", "errorCount", "warningCount", "updatedAt")
       VALUES (1, 1, 'Old_100%.md', 'old', 'Old DIALOGUE', 'converged', 'Converged', 'single-file', 'h', '# The markdown as it was', 1, 1, 2, 0, 1, 0, 0, 0, ${now})`,
    );
    await db.$executeRawUnsafe(`INSERT INTO "Round" ("id", "dialogueId", "number", "label", "line") VALUES (1, 1, 0, 'Opening', 5)`);
    await db.$executeRawUnsafe(
      `INSERT INTO "Marker" ("dialogueId", "type", "markerId", "description", "body", "round", "agent", "line", "position", "ordinal") VALUES (1, 'PERSPECTIVE', 'P01', 'd', '', 0, 'Muffin', 7, 'line-start', 0), (1, 'TENSION', 'T01', 'd', '', 0, 'Muffin', 8, 'line-start', 1)`,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO "Tension" ("dialogueId", "registryId", "rawId", "label", "status", "statusRaw", "origin", "line") VALUES (1, 'T01', 'T01', 'd', 'resolved', 'Resolved', 'marker', 8)`,
    );

    expect(await applyMigrations(target)).toEqual(readdirSync(all).sort().slice(1));

    const row = await db.dialogue.findUniqueOrThrow({
      where: { id: 1 },
      include: { text: true, _count: { select: { rounds: true, markers: true, tensions: true } } },
    });
    expect(row.text?.raw).toBe("# The markdown as it was");
    expect(row._count).toEqual({ rounds: 1, markers: 2, tensions: 1 });
    expect(row).toMatchObject({ perspectiveCount: 1, resolvedTensionCount: 1 });
    // The filter key is lower-cased, with LIKE's special characters stored as literals (lib/db/search-key.ts).
    expect(row.searchKey).toBe("old dialogue old\uE001100\uE000.md");
  } finally {
    await db.$disconnect();
  }
}
