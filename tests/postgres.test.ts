import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { listDialogues } from "@/lib/db/dialogues";
import { checkHealth } from "@/lib/db/health";
import { applyMigrations } from "@/lib/db/migrate";
import { seedSamples } from "@/lib/ingest/samples";
import { refreshStatisticsAfter, STATISTICS_AFTER } from "@/lib/db/statistics";
import { checkUpgradeKeepsData } from "./helpers/upgrade-check";
import { postgresShape, schemaSql } from "./helpers/schema-shape";

// Set by .ci/run; on a machine without PostgreSQL this one suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (!ADMIN_URL) console.warn("PostgreSQL suite skipped: PG_TEST_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/test)");

describe.skipIf(!ADMIN_URL)("PostgreSQL through @prisma/adapter-pg", () => {
  const name = `roundtable_test_${randomBytes(4).toString("hex")}`;
  let url = "";
  let db: Db;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(ADMIN_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    await applyMigrations({ provider: "postgres", url });
    db = createDb({ provider: "postgres", url });
  });

  afterAll(async () => {
    await db?.$disconnect();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** An empty database beside the suite's, dropped after `run`. */
  async function withEmptyDatabase(suffix: string, run: (url: string) => Promise<void>) {
    const scratch = `${name}_${suffix}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${scratch}`);
    try {
      const u = new URL(ADMIN_URL!);
      u.pathname = `/${scratch}`;
      await run(u.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.end();
    }
  }

  it("upgrades a database holding dialogues without losing any of it", async () => {
    await withEmptyDatabase("old", (old) => checkUpgradeKeepsData({ provider: "postgres", url: old }));
  });

  it("builds exactly the database prisma/postgres/schema.prisma describes", async () => {
    await withEmptyDatabase("schema", async (fromSchema) => {
      const client = new pg.Client({ connectionString: fromSchema });
      await client.connect();
      await client.query(schemaSql("prisma/postgres/schema.prisma"));
      await client.end();
      expect(await postgresShape(url)).toEqual(await postgresShape(fromSchema));
    });
  });

  it("refreshes the planner's statistics after a large import, and only then", async () => {
    const lastAnalyze = async () =>
      (await db.$queryRawUnsafe<{ at: Date | null }[]>(`SELECT last_analyze AS "at" FROM pg_stat_user_tables WHERE relname = 'Marker'`))[0]?.at ?? null;
    const before = await lastAnalyze();
    await refreshStatisticsAfter(db, STATISTICS_AFTER - 1);
    expect(await lastAnalyze()).toEqual(before);
    await refreshStatisticsAfter(db, STATISTICS_AFTER);
    // The statistics collector reports asynchronously; wait for it rather than for a fixed time.
    await expect.poll(lastAnalyze, { timeout: 10_000 }).not.toEqual(before);
  });

  it("migrates once and then has nothing to apply", async () => {
    expect(await applyMigrations({ provider: "postgres", url })).toEqual([]);
  });

  it("loads the samples idempotently and lists them", async () => {
    const first = await seedSamples(createDb({ provider: "postgres", url }));
    expect(first.imported).toBeGreaterThanOrEqual(3);
    const second = await seedSamples(createDb({ provider: "postgres", url }));
    expect(second.imported + second.updated).toBe(0);
    const list = (await listDialogues(db)).rows;
    expect(list.map((d) => d.title)).toContain("Schema Migrations for the Event Store");
    expect(await checkHealth(db)).toMatchObject({ status: "ok", database: { reachable: true } });
  });
});
