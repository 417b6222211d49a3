import Database from "better-sqlite3";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { dataVersionReader } from "@/lib/db/data-version";
import { applyMigrations, migrationsDir, UNWATCHED_TABLES } from "@/lib/db/migrate";
import { tempDatabases } from "./helpers/temp-db";
import { tempPostgres } from "./helpers/temp-postgres";

const temps = tempDatabases();

describe("data version on SQLite", () => {
  it("stays put while only reads and unwatched writes happen, and moves with every commit from another connection", async () => {
    const { db, target } = await temps.fresh();
    const versions = dataVersionReader(target);
    temps.defer(() => versions.close());
    const v1 = await versions.read();
    await db.source.count();
    await db.signInFailure.create({ data: { key: "ip:1", createdAt: new Date() } });
    expect(await versions.read()).toBe(v1);
    await db.source.create({ data: { kind: "upload", name: "one" } });
    const v2 = await versions.read();
    expect(v2).not.toBe(v1);
    await db.$transaction([db.source.create({ data: { kind: "upload", name: "two" } }), db.source.create({ data: { kind: "upload", name: "three" } })]);
    expect(await versions.read()).not.toBe(v2);
  });

  it("watches every table but the unwatched ones and full-text indexes, and tables added by later migrations", async () => {
    const { db, target } = await temps.fresh();
    const sqlite = new Database(target.provider === "sqlite" ? target.file : "");
    temps.defer(async () => void sqlite.close());
    const unwatched = () =>
      (
        sqlite
          .prepare(
            `SELECT name FROM sqlite_master t WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
               AND NOT EXISTS (SELECT 1 FROM sqlite_master g WHERE g.type = 'trigger' AND g.tbl_name = t.name AND g.name LIKE 'roundtable_note_%') ORDER BY name`,
          )
          .all() as { name: string }[]
      )
        .map((r) => r.name)
        .filter((name) => !name.startsWith("MarkerFts") && !name.startsWith("MarkerLabelFts"));
    expect(unwatched().filter((name) => !UNWATCHED_TABLES.includes(name))).toEqual([]);
    expect(unwatched()).toEqual(expect.arrayContaining(["DataChange", "SignInFailure", "_roundtable_migrations"]));
    sqlite.exec(`CREATE TABLE "Later" ("id" INTEGER PRIMARY KEY)`);
    const dir = mkdtempSync(join(tmpdir(), "roundtable-migrations-"));
    temps.defer(async () => rmSync(dir, { recursive: true, force: true }));
    cpSync(migrationsDir(target), dir, { recursive: true });
    mkdirSync(join(dir, "29990101000000_later"));
    writeFileSync(join(dir, "29990101000000_later", "migration.sql"), `CREATE TABLE "Later2" ("id" INTEGER PRIMARY KEY);`);
    await applyMigrations(target, dir);
    expect(unwatched()).not.toContain("Later");
    expect(unwatched()).not.toContain("Later2");
    await db.$disconnect();
  });
});

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) {
  describe("data version on PostgreSQL", () => {
    async function fresh() {
      const database = await tempPostgres(ADMIN_URL!);
      temps.defer(database.cleanup);
      const versions = dataVersionReader({ provider: "postgres", url: database.url });
      temps.defer(() => versions.close());
      const client = async () => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        temps.defer(() => c.end());
        return c;
      };
      return { ...database, versions, client };
    }

    it("moves when a transaction that began writing first commits last", async () => {
      const { versions, client } = await fresh();
      const [slow, quick] = [await client(), await client()];
      await slow.query("BEGIN");
      await slow.query(`INSERT INTO "Source" ("kind", "name") VALUES ('upload', 'slow')`);
      await quick.query(`INSERT INTO "Source" ("kind", "name") VALUES ('upload', 'quick')`);
      const before = await versions.read();
      expect(await versions.read()).toBe(before);
      await slow.query("COMMIT");
      expect(await versions.read()).not.toBe(before);
    });

    it("does not move for reads, nor for what no page shows", async () => {
      const { db, versions } = await fresh();
      const before = await versions.read();
      await db.dialogue.count();
      await db.signInFailure.create({ data: { key: "ip:1", createdAt: new Date() } });
      expect(await versions.read()).toBe(before);
      await db.user.create({ data: { id: "u1", email: "a@example.org", name: "A", role: "viewer", emailVerified: true } });
      expect(await versions.read()).not.toBe(before);
    });

    it("watches every table the migrations make, but the change log's own and those no page shows", async () => {
      const { db } = await fresh();
      const unwatched = await db.$queryRawUnsafe<{ relname: string }[]>(
        `SELECT c.relname::text AS relname FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
           AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'roundtable_note_change') ORDER BY 1`,
      );
      expect(unwatched.map((r) => r.relname).filter((name) => !UNWATCHED_TABLES.includes(name))).toEqual([]);
      // An API token's last use is written while every page stays valid.
      expect(unwatched.map((r) => r.relname)).toContain("ApiToken");
      expect(unwatched.length).toBeGreaterThanOrEqual(4);
    });

    it("keeps its log small: a prune moves the version once, then it holds still", async () => {
      const { db, versions } = await fresh();
      // Negative ids: a young cluster's real transaction ids are small and would collide with 1…2100 (a fresh CI machine's did).
      await db.$executeRawUnsafe(`INSERT INTO "DataChange" ("txid") SELECT -g FROM generate_series(1, 2100) AS g`);
      const before = await versions.read(); // starts a prune
      for (let i = 0; i < 50 && (await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "DataChange"`))[0]!.n > 1000n; i++)
        await new Promise((r) => setTimeout(r, 20));
      const after = await versions.read();
      expect(after).not.toBe(before);
      expect(Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "DataChange"`))[0]!.n)).toBeLessThanOrEqual(201);
      expect(await versions.read()).toBe(after);
    });
  });
} else describe.skip("data version on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
