import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { AppError } from "@/lib/errors";
import { areasOfTable, triggerDigest, UNWATCHED_TABLES, updateEvent } from "./data-areas";
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

export { UNWATCHED_TABLES } from "./data-areas";

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
    // Before any migration runs: one of them drops the counter these triggers write.
    if (pending.length > 0) dropLegacySqliteTriggers(sqlite);
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
 * Gives every table of ours, per kind of write, a trigger that moves its data areas (lib/db/data-areas.ts), and drops
 * triggers no longer wanted (a table's areas changed, or the one-counter triggers of 20261128200000_data_changes).
 * Full-text tables are left out: SQLite allows no triggers on virtual tables, and their shadow tables change only
 * with the marker rows, which are watched.
 */
function watchSqliteTables(sqlite: Database.Database): void {
  if (!sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'DataArea'`).get()) return;
  const tables = sqlite.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as {
    name: string;
    sql: string;
  }[];
  const virtual = tables.filter((t) => t.sql.toUpperCase().startsWith("CREATE VIRTUAL TABLE")).map((t) => t.name);
  const watched = tables.filter((t) => !UNWATCHED_TABLES.includes(t.name) && !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)));
  const columns = (table: string) => (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
  const wanted = new Map(watched.flatMap(({ name }) => sqliteAreaTriggers(name, columns(name))).map((t) => [t.name, t.sql]));
  const present = (sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'roundtable_area_%'`).all() as { name: string }[]).map(
    (t) => t.name,
  );
  sqlite.transaction(() => {
    dropLegacySqliteTriggers(sqlite);
    for (const name of present) if (!wanted.has(name)) sqlite.exec(`DROP TRIGGER "${name}"`);
    for (const [name, sql] of wanted) if (!present.includes(name)) sqlite.exec(sql);
  })();
}

/** The one-counter triggers of 20261128200000_data_changes: dropped before the migration that drops their counter. */
function dropLegacySqliteTriggers(sqlite: Database.Database): void {
  const legacy = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'roundtable_note_%'`).all() as { name: string }[];
  for (const { name } of legacy) sqlite.exec(`DROP TRIGGER "${name}"`);
}

/** A table's triggers on SQLite: each moves the table's areas and, for a document's or judging row, the areas it names. */
export function sqliteAreaTriggers(table: string, columns: readonly string[]): { name: string; sql: string }[] {
  const upsert = `ON CONFLICT ("area") DO UPDATE SET "count" = "count" + 1;`;
  const { areas, rows } = areasOfTable(table, columns);
  const bumpRow = (row: "OLD" | "NEW") =>
    rows.map(
      ({ column, prefix }) =>
        `INSERT INTO "DataArea" ("area", "count") SELECT '${prefix}' || ${row}."${column}", 1 WHERE ${row}."${column}" IS NOT NULL ${upsert}`,
    );
  return (["INSERT", "UPDATE", "DELETE"] as const).map((write) => {
    const body = [
      ...areas.map((area) => `INSERT INTO "DataArea" ("area", "count") VALUES ('${area}', 1) ${upsert}`),
      ...(write !== "INSERT" ? bumpRow("OLD") : []),
      ...(write !== "DELETE" ? bumpRow("NEW") : []),
    ];
    const definition = `AFTER ${write === "UPDATE" ? updateEvent(table, columns) : write} ON "${table}" BEGIN ${body.join(" ")} END`;
    const name = `roundtable_area_${write.toLowerCase()}_${table}_${triggerDigest(definition)}`;
    return { name, sql: `CREATE TRIGGER "${name}" ${definition}` };
  });
}

/**
 * A table's triggers on PostgreSQL: its areas once a statement; for document and judging rows, the areas they name,
 * once a row (a truncate names no row, so it moves the area every page of one document or one dialogue's judging
 * reads). Noting them once a statement from transition tables instead was cheaper for one 20,000-row insert but not
 * under load: the sync mix served 32–41 requests a second of 212.5 against 80–89 by row (bench/README.md).
 */
export function postgresAreaTriggers(table: string, columns: readonly string[]): { name: string; sql: string }[] {
  const quoted = (values: readonly string[]) => values.map((a) => `'${a}'`).join(", ");
  const { areas, rows, unnamed } = areasOfTable(table, columns);
  const named = quoted(rows.flatMap((r) => [r.prefix, r.column]));
  const definitions = [
    `AFTER INSERT OR ${updateEvent(table, columns)} OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION roundtable_note_areas(${quoted(areas)})`,
    ...(rows.length > 0
      ? [
          `AFTER INSERT OR ${updateEvent(table, columns)} OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION roundtable_note_row_areas(${named})`,
          `AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION roundtable_note_areas('${unnamed ?? "other"}')`,
        ]
      : []),
  ];
  return definitions.map((definition) => {
    const name = `roundtable_area_${triggerDigest(definition)}`;
    return { name, sql: `CREATE TRIGGER ${name} ${definition}` };
  });
}

async function watchPostgresTables(client: pg.Client): Promise<void> {
  const { rows: known } = await client.query<{ known: boolean }>(`SELECT to_regproc('roundtable_note_areas') IS NOT NULL AS known`);
  if (!known[0]?.known) return;
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT relname::text AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`,
  );
  const { rows: present } = await client.query<{ table: string; name: string }>(
    `SELECT c.relname::text AS table, g.tgname::text AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND g.tgname LIKE 'roundtable_area_%'`,
  );
  const { rows: columnRows } = await client.query<{ table: string; column: string }>(
    `SELECT table_name::text AS table, column_name::text AS column FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY ordinal_position`,
  );
  const columns = (table: string) => columnRows.filter((c) => c.table === table).map((c) => c.column);
  const wanted = tables
    .filter((t) => !UNWATCHED_TABLES.includes(t.name))
    .flatMap((t) => postgresAreaTriggers(t.name, columns(t.name)).map((x) => ({ table: t.name, ...x })));
  const has = (list: { table: string; name: string }[], t: { table: string; name: string }) => list.some((x) => x.table === t.table && x.name === t.name);
  const drops = present.filter((t) => !has(wanted, t));
  const creates = wanted.filter((t) => !has(present, t));
  if (drops.length === 0 && creates.length === 0) return;
  await client.query("BEGIN");
  try {
    for (const t of drops) await client.query(`DROP TRIGGER ${t.name} ON "${t.table}"`);
    for (const t of creates) await client.query(t.sql);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
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
    // Tables made by any migration report their writes to the page cache's data areas (lib/db/data-areas.ts).
    await watchPostgresTables(client);
    return pending.map((m) => m.name);
  } finally {
    await client.end().catch(() => undefined);
  }
}
