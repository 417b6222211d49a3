import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { AppError } from "@/lib/errors";
import { privateSqliteFile } from "@/lib/private-files";
import type { DatabaseTarget } from "@/lib/env";

// We apply the SQL that `prisma migrate diff --script` wrote with our own runner: Prisma 6.19's migrate commands
// need several patches to run through driver adapters (TOOLCHAIN §3), while a whole-file script per migration in one
// transaction, recorded with its checksum, is all we need.

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

const LEDGER = "_roundtable_migrations";

export function migrationsDir(target: DatabaseTarget, root = process.cwd()): string {
  return target.provider === "postgres" ? join(root, "prisma/postgres/migrations") : join(root, "prisma/migrations");
}

export function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) throw new AppError("migration-failed", `no migrations folder at ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

function checkLedger(applied: Map<string, string>, migrations: Migration[]): Migration[] {
  for (const m of migrations) {
    const checksum = applied.get(m.name);
    if (checksum && checksum !== m.checksum) {
      throw new AppError("migration-modified", `migration ${m.name} was changed after it was applied; restore it and add a new migration instead`);
    }
  }
  return migrations.filter((m) => !applied.has(m.name));
}

/** Applies pending migrations; returns the names applied now. Each migration commits or rolls back whole. */
export async function applyMigrations(target: DatabaseTarget, dir = migrationsDir(target)): Promise<string[]> {
  const migrations = readMigrations(dir);
  return target.provider === "sqlite" ? applySqlite(target.file, migrations) : applyPostgres(target.url, migrations);
}

function applySqlite(file: string, migrations: Migration[]): string[] {
  let sqlite: Database.Database;
  try {
    privateSqliteFile(file);
    sqlite = new Database(file);
  } catch (error) {
    throw new AppError("database-unreachable", `cannot open SQLite database ${file}: ${(error as Error).message}`);
  }
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.exec(`CREATE TABLE IF NOT EXISTS "${LEDGER}" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const rows = sqlite.prepare(`SELECT name, checksum FROM "${LEDGER}"`).all() as { name: string; checksum: string }[];
    const pending = checkLedger(new Map(rows.map((r) => [r.name, r.checksum])), migrations);
    const record = sqlite.prepare(`INSERT INTO "${LEDGER}" (name, checksum, applied_at) VALUES (?, ?, ?)`);
    // Foreign keys off while a migration runs (the pragma is ignored inside a transaction, so it is set here): with
    // them on, a table rebuilt by DROP TABLE would cascade-delete its children. They are checked before commit.
    sqlite.pragma("foreign_keys = OFF");
    for (const m of pending) {
      try {
        sqlite.transaction(() => {
          sqlite.exec(m.sql);
          const broken = sqlite.pragma("foreign_key_check") as { table: string }[];
          if (broken.length > 0) throw new Error(`${broken.length} rows break foreign keys (first in ${broken[0]!.table})`);
          record.run(m.name, m.checksum, new Date().toISOString());
        })();
      } catch (error) {
        throw new AppError("migration-failed", `migration ${m.name} failed and was rolled back: ${(error as Error).message}`);
      }
    }
    sqlite.pragma("foreign_keys = ON");
    watchSqliteTables(sqlite);
    return pending.map((m) => m.name);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("database-unreachable", `cannot use SQLite database ${file}: ${(error as Error).message}`);
  } finally {
    sqlite.close();
  }
}

/**
 * Tables whose writes no page shows: the change log itself, the migration ledger, sign-in failures and live
 * instances (a heartbeat every few seconds must not throw away every cached page).
 */
export const UNWATCHED_TABLES = ["DataChange", "DataChangePrune", LEDGER, "SignInFailure", "Instance", "ApiToken"];

/**
 * Gives every table of ours a trigger per kind of write that moves the data version (20261128200000_data_changes).
 * Full-text tables are left out: SQLite allows no triggers on virtual tables, and their shadow tables change only
 * with the marker rows, which are watched.
 */
function watchSqliteTables(sqlite: Database.Database): void {
  if (!sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'DataChange'`).get()) return;
  const tables = sqlite.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as {
    name: string;
    sql: string;
  }[];
  const virtual = tables.filter((t) => t.sql.toUpperCase().startsWith("CREATE VIRTUAL TABLE")).map((t) => t.name);
  const watched = tables.filter((t) => !UNWATCHED_TABLES.includes(t.name) && !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)));
  sqlite.transaction(() => {
    for (const { name } of watched)
      for (const write of ["INSERT", "UPDATE", "DELETE"])
        sqlite.exec(
          `CREATE TRIGGER IF NOT EXISTS "roundtable_note_${write.toLowerCase()}_${name}" AFTER ${write} ON "${name}" BEGIN UPDATE "DataChange" SET "count" = "count" + 1 WHERE "id" = 1; END`,
        );
  })();
}

async function applyPostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new AppError("database-unreachable", `cannot connect to PostgreSQL: ${(error as Error).message}`);
  }
  try {
    // One migrator at a time, even when two servers start together.
    await client.query("SELECT pg_advisory_lock(28028028)");
    await client.query(`CREATE TABLE IF NOT EXISTS "${LEDGER}" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${LEDGER}"`);
    const pending = checkLedger(new Map(rows.map((r) => [r.name, r.checksum])), migrations);
    for (const m of pending) {
      try {
        await client.query("BEGIN");
        await client.query(m.sql);
        await client.query(`INSERT INTO "${LEDGER}" (name, checksum) VALUES ($1, $2)`, [m.name, m.checksum]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw new AppError("migration-failed", `migration ${m.name} failed and was rolled back: ${(error as Error).message}`);
      }
    }
    // Tables made by any migration report their writes to the page cache's data version (20261128200000_data_changes).
    const { rows: watch } = await client.query<{ known: boolean }>(`SELECT to_regproc('roundtable_note_changes_everywhere') IS NOT NULL AS known`);
    if (watch[0]?.known) await client.query(`SELECT roundtable_note_changes_everywhere($1::text[])`, [UNWATCHED_TABLES]);
    return pending.map((m) => m.name);
  } finally {
    await client.end().catch(() => undefined);
  }
}
