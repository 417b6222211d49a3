import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { areaStampReader, type AreaStampReader } from "@/lib/db/area-stamps";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations, migrationsDir, UNWATCHED_TABLES } from "@/lib/db/migrate";
import { createUser } from "@/lib/db/users";
import type { DatabaseTarget } from "@/lib/env";
import { uploadDialogues } from "@/lib/ingest/upload";
import { saveFirstScore, uploadTwoDialogues } from "./helpers/first-score";
import { generatedDialogue } from "./helpers/generate";
import { tempDatabases } from "./helpers/temp-db";
import { tempPostgres } from "./helpers/temp-postgres";

const temps = tempDatabases();
const AREAS_MIGRATION = "20261201300000_data_areas";

/** The migrations folder as it was before the data areas: the one-counter triggers' schema. */
function migrationsBeforeAreas(target: DatabaseTarget): string {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-migrations-"));
  temps.defer(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsDir(target), dir, { recursive: true });
  rmSync(join(dir, AREAS_MIGRATION), { recursive: true });
  return dir;
}

/** A judge's score moves its dialogue's area and the whole of judging, and no other dialogue's; a rubric moves the general area. */
async function judgingMovesItsDialogue(db: Db, stamps: AreaStampReader) {
  const [a, b] = await uploadTwoDialogues(db);
  const judge = await createUser(db, { email: "jo@example.org", name: "Jo", role: "judge", password: "a judge's long secret" });
  const bystander = await createUser(db, { email: "by@example.org", name: "By", role: "judge", password: "a bystander's long secret" });
  const read = () =>
    Promise.all([
      stamps.read({ areas: ["judging-general"], document: { slug: a!.slug, reads: ["judging"] } }),
      stamps.read({ areas: ["judging-general"], document: { slug: b!.slug, reads: ["judging"] } }),
      stamps.read({ areas: ["judging"] }),
      stamps.read({ areas: ["documents", "people"] }),
      stamps.read({ areas: ["documents"], ownJudging: true, judge: judge.id }),
      stamps.read({ areas: ["documents"], ownJudging: true, judge: bystander.id }),
    ]);
  const before = await read();
  await saveFirstScore(db, judge.id, a!.id);
  const after = await read();
  expect(after.map((stamp, i) => stamp !== before[i])).toEqual([true, false, true, false, true, false]);
  // A slug that names no dialogue reads no dialogue's area, and says so in its stamp.
  expect(await stamps.read({ areas: ["judging"], document: { slug: "no-such-slug", reads: ["judging"] } })).toMatch(/;dialogue=(none)?$/);
  const rubric = await db.rubric.findFirstOrThrow({ select: { id: true } });
  await db.rubric.update({ where: { id: rubric.id }, data: { description: "Described again" } });
  const renamed = await read();
  expect(renamed.map((stamp, i) => stamp !== after[i])).toEqual([true, true, true, false, false, false]);
}

/**
 * A document's pages are kept while other documents come and change: an upload, a re-import or a projection row of
 * another document leaves them, one of its own rows (the Dialogue row or any row naming it) moves them, and so does
 * a document write that names no document (the archive log). The lists that add documents up move with every one.
 */
async function documentsMoveTheirOwnPages(db: Db, stamps: AreaStampReader) {
  const [a, b] = await uploadTwoDialogues(db);
  const page = (slug: string) => stamps.read({ areas: ["documents-general"], document: { slug, reads: ["content"] } });
  const read = () => Promise.all([page(a!.slug), page(b!.slug), stamps.read({ areas: ["documents"] })]);
  const moved = async (write: () => Promise<unknown>) => {
    const before = await read();
    await write();
    return (await read()).map((stamp, i) => stamp !== before[i]);
  };
  const encode = (text: string) => new TextEncoder().encode(text);
  expect(await moved(() => uploadDialogues(db, [{ path: "c.dialogue.md", bytes: encode(generatedDialogue(3)) }]))).toEqual([false, false, true]);
  expect(await moved(() => uploadDialogues(db, [{ path: "b.dialogue.md", bytes: encode(generatedDialogue(2, 1)) }]))).toEqual([false, true, true]);
  expect(await moved(() => db.marker.updateMany({ where: { dialogueId: a!.id }, data: { description: "rewritten" } }))).toEqual([true, false, true]);
  expect(await moved(() => db.dialogue.update({ where: { id: b!.id }, data: { title: "Retitled" } }))).toEqual([false, true, true]);
  expect(await moved(() => db.documentAudit.create({ data: { action: "archive", slug: "gone", userId: null, userName: "Al" } }))).toEqual([true, true, true]);
  // A slug that comes to name another document is another page.
  const renamed = await page(a!.slug);
  await db.dialogue.update({ where: { id: a!.id }, data: { slug: `${a!.slug}-old` } });
  await db.dialogue.update({ where: { id: b!.id }, data: { slug: a!.slug } });
  expect(await page(a!.slug)).not.toBe(renamed);
  expect(await page(a!.slug)).toMatch(new RegExp(`;dialogue=${b!.id}$`));
}

/** A user's last sign-in moves nothing (only the admin's users page shows it, never kept); a new name moves the people. */
async function signInsMoveNothing(db: Db, stamps: AreaStampReader) {
  const user = await createUser(db, { email: "al@example.org", name: "Al", role: "viewer", password: "a viewer's long secret" });
  const people = { areas: ["people", "other"] } as const;
  const before = await stamps.read(people);
  await db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  expect(await stamps.read(people)).toBe(before);
  await db.user.update({ where: { id: user.id }, data: { name: "Alan" } });
  expect(await stamps.read(people)).not.toBe(before);
}

describe("data area stamps on SQLite", () => {
  it("stay put while only reads and unwatched writes happen, and move with a commit to an area read, from another connection", async () => {
    const { db, target } = await temps.fresh();
    const stamps = areaStampReader(target);
    temps.defer(() => stamps.close());
    const sources = { areas: ["sources"] } as const;
    const people = { areas: ["people"] } as const;
    const [s1, p1] = [await stamps.read(sources), await stamps.read(people)];
    await db.source.count();
    await db.signInFailure.create({ data: { key: "ip:1", createdAt: new Date() } });
    expect(await stamps.read(sources)).toBe(s1);
    await db.source.create({ data: { kind: "upload", name: "one" } });
    const s2 = await stamps.read(sources);
    expect(s2).not.toBe(s1);
    expect(await stamps.read(people)).toBe(p1);
    await db.$transaction([db.source.create({ data: { kind: "upload", name: "two" } }), db.source.create({ data: { kind: "upload", name: "three" } })]);
    expect(await stamps.read(sources)).not.toBe(s2);
  });

  it("a score moves its dialogue's area and judging, and no other dialogue's", async () => {
    const { db, target } = await temps.fresh();
    const stamps = areaStampReader(target);
    temps.defer(() => stamps.close());
    await judgingMovesItsDialogue(db, stamps);
  });

  it("a document's pages move with its own rows, not with another document's", async () => {
    const { db, target } = await temps.fresh();
    const stamps = areaStampReader(target);
    temps.defer(() => stamps.close());
    await documentsMoveTheirOwnPages(db, stamps);
  });

  it("a sign-in's mark on the user moves nothing; a user's new name moves the people", async () => {
    const { db, target } = await temps.fresh();
    const stamps = areaStampReader(target);
    temps.defer(() => stamps.close());
    await signInsMoveNothing(db, stamps);
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
               AND NOT EXISTS (SELECT 1 FROM sqlite_master g WHERE g.type = 'trigger' AND g.tbl_name = t.name AND g.name LIKE 'roundtable_area_%') ORDER BY name`,
          )
          .all() as { name: string }[]
      )
        .map((r) => r.name)
        .filter((name) => !name.startsWith("MarkerFts") && !name.startsWith("MarkerLabelFts"));
    expect(unwatched().filter((name) => !UNWATCHED_TABLES.includes(name))).toEqual([]);
    expect(unwatched()).toEqual(expect.arrayContaining(["DataArea", "SignInFailure", "_roundtable_migrations"]));
    sqlite.exec(`CREATE TABLE "Later" ("id" INTEGER PRIMARY KEY)`);
    const dir = mkdtempSync(join(tmpdir(), "roundtable-migrations-"));
    temps.defer(async () => rmSync(dir, { recursive: true, force: true }));
    cpSync(migrationsDir(target), dir, { recursive: true });
    mkdirSync(join(dir, "29990101000000_later"));
    writeFileSync(join(dir, "29990101000000_later", "migration.sql"), `CREATE TABLE "Later2" ("id" INTEGER PRIMARY KEY);`);
    await applyMigrations(target, dir);
    expect(unwatched()).not.toContain("Later");
    expect(unwatched()).not.toContain("Later2");
    // A table nobody placed in an area is in `other`, which every page reads.
    const stamps = areaStampReader(target);
    temps.defer(() => stamps.close());
    const before = await stamps.read({ areas: ["other"] });
    sqlite.exec(`INSERT INTO "Later2" ("id") VALUES (1)`);
    expect(await stamps.read({ areas: ["other"] })).not.toBe(before);
    await db.$disconnect();
  });

  it("upgrades a database of the one-counter triggers: they go before their counter does, and writes go on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-upgrade-"));
    temps.defer(async () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "old.db");
    const target: DatabaseTarget = { provider: "sqlite", file, url: `file:${file}` };
    await applyMigrations(target, migrationsBeforeAreas(target));
    const sqlite = new Database(file);
    sqlite.exec(
      `CREATE TRIGGER "roundtable_note_insert_Source" AFTER INSERT ON "Source" BEGIN UPDATE "DataChange" SET "count" = "count" + 1 WHERE "id" = 1; END`,
    );
    sqlite.close();
    expect(await applyMigrations(target)).toEqual([AREAS_MIGRATION]);
    const db = createDb(target);
    temps.defer(() => db.$disconnect());
    await db.source.create({ data: { kind: "upload", name: "after" } });
    const check = new Database(file, { readonly: true });
    temps.defer(async () => void check.close());
    expect(check.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'roundtable_note_%' OR name = 'DataChange'`).all()).toEqual([]);
    expect(check.prepare(`SELECT "count" FROM "DataArea" WHERE "area" = 'sources'`).get()).toEqual({ count: 1 });
  });
});

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) {
  describe("data area stamps on PostgreSQL", () => {
    async function fresh() {
      const database = await tempPostgres(ADMIN_URL!);
      temps.defer(database.cleanup);
      const stamps = areaStampReader({ provider: "postgres", url: database.url });
      temps.defer(() => stamps.close());
      const client = async () => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        temps.defer(() => c.end());
        return c;
      };
      return { ...database, stamps, client };
    }

    it("moves when a transaction that began writing first commits last", async () => {
      const { stamps, client } = await fresh();
      const [slow, quick] = [await client(), await client()];
      const sources = { areas: ["sources"] } as const;
      await slow.query("BEGIN");
      await slow.query(`INSERT INTO "Source" ("kind", "name") VALUES ('upload', 'slow')`);
      await quick.query(`INSERT INTO "Source" ("kind", "name") VALUES ('upload', 'quick')`);
      const before = await stamps.read(sources);
      expect(await stamps.read(sources)).toBe(before);
      await slow.query("COMMIT");
      expect(await stamps.read(sources)).not.toBe(before);
    });

    it("does not move for reads, nor for what no page shows, nor for another area", async () => {
      const { db, stamps } = await fresh();
      const people = { areas: ["people"] } as const;
      const before = await stamps.read(people);
      const documents = await stamps.read({ areas: ["documents"] });
      await db.dialogue.count();
      await db.signInFailure.create({ data: { key: "ip:1", createdAt: new Date() } });
      expect(await stamps.read(people)).toBe(before);
      await db.user.create({ data: { id: "u1", email: "a@example.org", name: "A", role: "viewer", emailVerified: true } });
      expect(await stamps.read(people)).not.toBe(before);
      expect(await stamps.read({ areas: ["documents"] })).toBe(documents);
    });

    it("a score moves its dialogue's area and judging, and no other dialogue's", async () => {
      const { db, stamps } = await fresh();
      await judgingMovesItsDialogue(db, stamps);
    });

    it("a document's pages move with its own rows, not with another document's", async () => {
      const { db, stamps } = await fresh();
      await documentsMoveTheirOwnPages(db, stamps);
    });

    it("a sign-in's mark on the user moves nothing; a user's new name moves the people", async () => {
      const { db, stamps } = await fresh();
      await signInsMoveNothing(db, stamps);
    });

    it("watches every table the migrations make, but the change log's own and those no page shows", async () => {
      const { db } = await fresh();
      const unwatched = await db.$queryRawUnsafe<{ relname: string }[]>(
        `SELECT c.relname::text AS relname FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
           AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname LIKE 'roundtable_area_%') ORDER BY 1`,
      );
      expect(unwatched.map((r) => r.relname).filter((name) => !UNWATCHED_TABLES.includes(name))).toEqual([]);
      // An API token's last use is written while every page stays valid.
      expect(unwatched.map((r) => r.relname)).toContain("ApiToken");
      expect(unwatched.length).toBeGreaterThanOrEqual(4);
    });

    it("keeps its log small: a prune moves the stamp once, then it holds still", async () => {
      const { db, stamps } = await fresh();
      const all = { areas: ["documents", "sources"] } as const;
      // Negative ids: a young cluster's real transaction ids are small and would collide with 1…2100 (a fresh CI machine's did).
      await db.$executeRawUnsafe(`INSERT INTO "DataArea" ("txid", "area") SELECT -g, 'documents' FROM generate_series(1, 2100) AS g`);
      const before = await stamps.read(all); // starts a prune
      for (let i = 0; i < 50 && (await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "DataArea"`))[0]!.n > 1000n; i++)
        await new Promise((r) => setTimeout(r, 20));
      const after = await stamps.read(all);
      expect(after).not.toBe(before);
      expect(Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "DataArea"`))[0]!.n)).toBeLessThanOrEqual(201);
      expect(await stamps.read(all)).toBe(after);
    });

    it("upgrades a database of the one-log triggers: they, their functions and their log go, and writes go on", async () => {
      const name = `roundtable_test_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      temps.defer(async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      });
      const url = new URL(ADMIN_URL!);
      url.pathname = `/${name}`;
      const target: DatabaseTarget = { provider: "postgres", url: url.toString() };
      await applyMigrations(target, migrationsBeforeAreas(target));
      expect(await applyMigrations(target)).toEqual([AREAS_MIGRATION]);
      const db = createDb(target);
      temps.defer(() => db.$disconnect());
      await db.source.create({ data: { kind: "upload", name: "after" } });
      const left = await db.$queryRawUnsafe<{ name: string }[]>(
        `SELECT tgname::text AS name FROM pg_trigger WHERE tgname = 'roundtable_note_change'
         UNION ALL SELECT relname::text FROM pg_class WHERE relname = 'DataChange'
         UNION ALL SELECT proname::text FROM pg_proc WHERE proname LIKE 'roundtable_note_change%'`,
      );
      expect(left).toEqual([]);
      expect(await db.$queryRawUnsafe(`SELECT "area" FROM "DataArea"`)).toEqual([{ area: "sources" }]);
    });
  });
} else describe.skip("data area stamps on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
