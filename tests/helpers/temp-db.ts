import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { afterEach } from "vitest";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import type { DatabaseTarget } from "@/lib/env";
import { SQLITE_TEMPLATE } from "./template-databases";

/**
 * A fresh SQLite file with every migration applied by our runner, as `npm start` would: under Vitest a copy of the
 * run's migrated template (tests/helpers/template-databases.ts), elsewhere migrated here.
 */
export async function tempSqlite(): Promise<{ db: Db; target: DatabaseTarget; dir: string; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-test-"));
  const file = join(dir, "test.db");
  const target: DatabaseTarget = { provider: "sqlite", file, url: `file:${file}` };
  const template = process.env[SQLITE_TEMPLATE];
  if (template) copyFileSync(template, file);
  else await applyMigrations(target);
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

/** Per-test temporary databases, each cleaned up after its test; `defer` registers any other cleanup. */
export function tempDatabases() {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  return {
    fresh: async () => {
      const t = await tempSqlite();
      cleanups.push(t.cleanup);
      return t;
    },
    defer: (cleanup: () => Promise<void>) => cleanups.push(cleanup),
  };
}
