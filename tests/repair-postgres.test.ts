import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, it } from "vitest";
import { repairSuite } from "./helpers/repair-suite";

async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL)
  repairSuite("PostgreSQL", async () => {
    // An empty database: the suite migrates it the way today's main did, then upgrades it.
    const name = `roundtable_test_${randomBytes(5).toString("hex")}`;
    await admin(ADMIN_URL, `CREATE DATABASE ${name}`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${name}`;
    return { target: { provider: "postgres", url: u.toString() }, cleanup: () => admin(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  });
else describe.skip("upgrading a database with duplicates on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
