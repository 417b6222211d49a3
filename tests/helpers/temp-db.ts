import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import type { DatabaseTarget } from "@/lib/env";

/** A fresh SQLite file with every migration applied by our runner, as `npm start` would. */
export async function tempSqlite(): Promise<{ db: Db; target: DatabaseTarget; dir: string; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-test-"));
  const file = join(dir, "test.db");
  const target: DatabaseTarget = { provider: "sqlite", file, url: `file:${file}` };
  await applyMigrations(target);
  const db = createDb(target);
  return {
    db,
    target,
    dir,
    cleanup: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
