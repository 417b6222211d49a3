import { execFileSync } from "node:child_process";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

const LEDGER = "_roundtable_migrations";
/** Tables our migrations make that Prisma does not model: the full-text indexes (FTS5 and its shadow tables; tsvector), the change log. */
const EXTERNAL = (table: string) =>
  table === LEDGER ||
  table === "DataArea" ||
  table === "DataAreaPrune" ||
  table.startsWith("MarkerFts") ||
  table.startsWith("MarkerLabelFts") ||
  table === "MarkerSearch";

/** The SQL `prisma migrate diff --from-empty` writes for a schema: what the schema says the database should be. */
export function schemaSql(schema: string): string {
  return execFileSync(join(process.cwd(), "node_modules/.bin/prisma"), ["migrate", "diff", "--from-empty", "--to-schema-datamodel", schema, "--script"], {
    encoding: "utf8",
    env: { ...process.env, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "pipe", "ignore"],
  });
}

/** Tables, columns, indexes and foreign keys of a SQLite file, sorted, for comparison. */
export function sqliteShape(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const out: string[] = [];
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[];
    for (const { name } of tables.filter((t) => !EXTERNAL(t.name))) {
      for (const c of db.pragma(`table_info("${name}")`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[]) {
        out.push(`column ${name}.${c.name} ${c.type} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`);
      }
      for (const i of db.pragma(`index_list("${name}")`) as { name: string; unique: number }[]) {
        const cols = (db.pragma(`index_info("${i.name}")`) as { name: string }[]).map((c) => c.name).join(",");
        out.push(`index ${name}.${i.name} unique=${i.unique} (${cols})`);
      }
      for (const f of db.pragma(`foreign_key_list("${name}")`) as { table: string; from: string; to: string; on_delete: string; on_update: string }[]) {
        out.push(`fk ${name}.${f.from} -> ${f.table}.${f.to} delete=${f.on_delete} update=${f.on_update}`);
      }
    }
    return out.sort();
  } finally {
    db.close();
  }
}

/** The same for a PostgreSQL database. */
export async function postgresShape(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' AND table_name != $1`,
      [LEDGER],
    );
    const indexes = await client.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename != $1`, [LEDGER]);
    const constraints = await client.query(
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text != $1`,
      [LEDGER],
    );
    const keep = (table: string) => !EXTERNAL(table.split('"').join(""));
    return [
      ...columns.rows
        .filter((c) => keep(c.table_name))
        .map((c) => `column ${c.table_name}.${c.column_name} ${c.data_type} nullable=${c.is_nullable} default=${c.column_default}`),
      ...indexes.rows.filter((i) => keep(i.tablename)).map((i) => `index ${i.tablename}.${i.indexname} ${i.indexdef}`),
      ...constraints.rows.filter((c) => keep(c.table_name)).map((c) => `constraint ${c.table_name}.${c.conname} ${c.def}`),
    ].sort();
  } finally {
    await client.end();
  }
}
