import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "@/lib/db/migrate";

/** Where the run's migrated SQLite file is; tempSqlite copies it (and migrates from nothing when it is not set). */
export const SQLITE_TEMPLATE = "ROUNDTABLE_TEST_SQLITE_TEMPLATE";
/** The run's migrated PostgreSQL database; tempPostgres clones it (and migrates from nothing when it is not set). */
export const POSTGRES_TEMPLATE = "ROUNDTABLE_TEST_POSTGRES_TEMPLATE";

/**
 * Vitest's global setup: one database of each kind migrated by our runner for the whole run, before any test file
 * starts; every temporary database is a copy of it, which is what migrating a new one gives, without running the
 * migrations again hundreds of times. Removed when the run ends. (Each project inherits this setup: the first sets
 * it up for all.)
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[SQLITE_TEMPLATE]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "roundtable-template-"));
  const file = join(dir, "template.db");
  await applyMigrations({ provider: "sqlite", file, url: `file:${file}` });
  process.env[SQLITE_TEMPLATE] = file;

  const adminUrl = process.env.PG_TEST_URL;
  const name = `roundtable_template_${randomBytes(5).toString("hex")}`;
  if (adminUrl) {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    await applyMigrations({ provider: "postgres", url: u.toString() });
    process.env[POSTGRES_TEMPLATE] = name;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
