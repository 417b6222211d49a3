import { describe, it } from "vitest";
import { pageCacheSuite } from "./helpers/page-cache-suite";
import { tempPostgres } from "./helpers/temp-postgres";

process.env.ROUNDTABLE_AUTH_SECRET ??= "a-test-secret-that-is-long-enough-000000";
// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL)
  pageCacheSuite("PostgreSQL", async () => {
    const pg = await tempPostgres(ADMIN_URL);
    return { db: pg.db, target: { provider: "postgres", url: pg.url }, cleanup: pg.cleanup };
  });
else describe.skip("page cache on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
