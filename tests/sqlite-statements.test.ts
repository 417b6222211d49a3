import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepCompiledStatements } from "@/lib/db/sqlite-adapter";
import { tempDatabases } from "./helpers/temp-db";

const opened: { db: Database.Database; dir: string }[] = [];
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A real better-sqlite3 connection whose compilations are counted, with the kept statements installed over it. */
function countedConnection() {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-statements-"));
  const db = new Database(join(dir, "t.db"));
  opened.push({ db, dir });
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)`);
  const compiled: string[] = [];
  const compile = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    compiled.push(sql);
    return compile(sql);
  }) as typeof db.prepare;
  keepCompiledStatements(db as never);
  const handle = db as unknown as { prepare(sql: string): { bind(args: unknown[]): { reader: boolean; run(): unknown; raw(): { all(): unknown[] } } } };
  return { db, compiled, handle };
}

describe("compiled statements kept per connection", () => {
  const { fresh } = tempDatabases();

  it("compiles a query's text once, and each use runs with its own arguments", () => {
    const { compiled, handle } = countedConnection();
    const insert = `INSERT INTO t (name) VALUES (?)`;
    for (const name of ["a", "b", "c"]) handle.prepare(insert).bind([name]).run();
    const select = `SELECT name FROM t WHERE id >= ? ORDER BY id`;
    expect(handle.prepare(select).bind([2]).raw().all()).toEqual([["b"], ["c"]]);
    expect(handle.prepare(select).bind([3]).raw().all()).toEqual([["c"]]);
    expect(handle.prepare(select).bind([1]).reader).toBe(true);
    expect(handle.prepare(insert).bind(["d"]).reader).toBe(false);
    expect(compiled).toEqual([insert, select]);
  });

  it("keeps a bounded number: a stream of distinct texts does not grow the connection without end", () => {
    const { compiled, handle } = countedConnection();
    for (let n = 0; n < 1_200; n++) handle.prepare(`SELECT ${n} AS n`).bind([]).raw().all();
    // The newest are kept, the oldest compiled again.
    handle.prepare(`SELECT 1199 AS n`).bind([]).raw().all();
    handle.prepare(`SELECT 0 AS n`).bind([]).raw().all();
    expect(compiled.length).toBe(1_201);
  });

  it("serves Prisma's queries and transactions through the app's client: reads see the writes before them", async () => {
    const { db } = await fresh();
    for (const name of ["one", "two", "three"]) await db.source.create({ data: { kind: "upload", name, status: "ok" } });
    await db.$transaction(async (tx) => {
      await tx.source.update({ where: { name: "two" }, data: { status: "failed" } });
      expect((await tx.source.findUnique({ where: { name: "two" } }))?.status).toBe("failed");
    });
    const rows = await db.source.findMany({ where: { name: { in: ["one", "two", "three"] } }, orderBy: { name: "asc" }, select: { name: true, status: true } });
    expect(rows).toEqual([
      { name: "one", status: "ok" },
      { name: "three", status: "ok" },
      { name: "two", status: "failed" },
    ]);
  });
});
