import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, migrationsDir } from "@/lib/db/migrate";
import type { DatabaseTarget } from "@/lib/env";

// Issue 33: the rubrics migration moves every existing score and queue onto the built-in rubric's version 1, with the
// score's four values copied into the generic JSON; nothing is dropped.
const RUBRICS = "20261130000000_rubrics";
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The migrations folder up to (not including) the rubrics one, and the whole one, for a two-step upgrade. */
function foldersFor(target: DatabaseTarget) {
  const all = migrationsDir(target);
  const before = mkdtempSync(join(tmpdir(), "roundtable-before-rubrics-"));
  cleanups.push(() => rmSync(before, { recursive: true, force: true }));
  for (const name of readdirSync(all).filter((n) => n < RUBRICS)) cpSync(join(all, name), join(before, name), { recursive: true });
  return { before, all };
}

/** Required columns of a table before the migration, with their types: the old rows fill exactly those. */
type Column = { name: string; type: string };

/** An INSERT of one row that fills every required column with a plain value, `given` overriding some of them. */
function insertRow(table: string, required: Column[], given: Record<string, string>): string {
  const plain = (c: Column) => (/int|serial/i.test(c.type) ? "1" : /bool/i.test(c.type) ? "false" : /date|time/i.test(c.type) ? "CURRENT_TIMESTAMP" : `'x'`);
  const cols = [...new Set([...required.map((c) => c.name), ...Object.keys(given)])];
  return `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map((c) => given[c] ?? plain(required.find((r) => r.name === c)!)).join(", ")})`;
}

/** An old database's rows: a source, a judge, a dialogue, a score with its four columns, a queue. */
function oldRows(requiredOf: (table: string) => Column[]): string[] {
  return [
    insertRow("Source", requiredOf("Source"), { kind: "'upload'", name: "'Uploads'" }),
    insertRow("User", requiredOf("User"), { id: "'j1'", email: "'j@x'" }),
    insertRow("Dialogue", requiredOf("Dialogue"), { sourceId: `(SELECT "id" FROM "Source" LIMIT 1)`, slug: "'d'" }),
    insertRow("JudgeScore", requiredOf("JudgeScore"), {
      dialogueId: `(SELECT "id" FROM "Dialogue" LIMIT 1)`,
      round: "0",
      agent: "'Muffin'",
      judgeId: "'j1'",
      version: "1",
      wisdom: "12",
      consistency: "9",
      truth: "7",
      relationships: "3",
    }),
    insertRow("JudgingQueue", requiredOf("JudgingQueue"), { name: "'old queue'", judgesPerItem: "2" }),
  ];
}

describe("the rubrics migration keeps every score and queue, under the built-in rubric's version 1", () => {
  it("on SQLite", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-rubrics-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const target: DatabaseTarget = { provider: "sqlite", file: join(dir, "t.db"), url: `file:${join(dir, "t.db")}` };
    const { before, all } = foldersFor(target);
    await applyMigrations(target, before);
    const raw = new Database(target.file);
    const requiredOf = (table: string) =>
      (raw.pragma(`table_info("${table}")`) as { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }[])
        .filter((c) => c.notnull && c.dflt_value === null && !c.pk)
        .map((c) => ({ name: c.name, type: c.type }));
    for (const sql of oldRows(requiredOf)) raw.exec(sql);
    raw.close();
    // The rubrics migration first, then whatever later ones exist.
    expect((await applyMigrations(target, all))[0]).toBe(RUBRICS);
    const after = new Database(target.file, { readonly: true });
    const score = after.prepare(`SELECT "rubricVersionId", "values", "wisdom" FROM "JudgeScore"`).get() as {
      rubricVersionId: number;
      values: string;
      wisdom: number;
    };
    const queue = after.prepare(`SELECT "rubricVersionId" FROM "JudgingQueue"`).get() as { rubricVersionId: number };
    const names = (after.prepare(`SELECT "name" FROM "Rubric" ORDER BY "id"`).all() as { name: string }[]).map((r) => r.name);
    after.close();
    expect(score).toEqual({ rubricVersionId: 1, values: JSON.stringify({ wisdom: 12, consistency: 9, truth: 7, relationships: 3 }), wisdom: 12 });
    expect(queue.rubricVersionId).toBe(1);
    expect(names).toEqual(["Alignment (W/C/T/R)", "GoopSpec report", "ACOR run"]);
  });

  it.skipIf(!process.env.PG_TEST_URL)("on PostgreSQL", async () => {
    const name = `roundtable_rubrics_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.PG_TEST_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.PG_TEST_URL!);
    u.pathname = `/${name}`;
    cleanups.push(async () => {
      const again = new pg.Client({ connectionString: process.env.PG_TEST_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    });
    const target: DatabaseTarget = { provider: "postgres", url: u.toString() };
    const { before, all } = foldersFor(target);
    await applyMigrations(target, before);
    const client = new pg.Client({ connectionString: u.toString() });
    await client.connect();
    try {
      const columns = (
        await client.query(
          `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND is_nullable = 'NO' AND column_default IS NULL`,
        )
      ).rows as { table_name: string; column_name: string; data_type: string }[];
      const requiredOf = (table: string) => columns.filter((c) => c.table_name === table).map((c) => ({ name: c.column_name, type: c.data_type }));
      for (const sql of oldRows(requiredOf)) await client.query(sql);
      expect((await applyMigrations(target, all))[0]).toBe(RUBRICS);
      const score = (await client.query(`SELECT "rubricVersionId", "values", "wisdom" FROM "JudgeScore"`)).rows[0];
      expect(score.rubricVersionId).toBe(1);
      expect(JSON.parse(score.values)).toEqual({ wisdom: 12, consistency: 9, truth: 7, relationships: 3 });
      expect((await client.query(`SELECT "rubricVersionId" FROM "JudgingQueue"`)).rows[0].rubricVersionId).toBe(1);
      // The sequences moved past the seeded rows: a new rubric gets the next id, not a clash.
      const made = await client.query(`INSERT INTO "Rubric" ("name", "description") VALUES ('new', '') RETURNING "id"`);
      expect(made.rows[0].id).toBe(4);
    } finally {
      await client.end();
    }
  });
});
