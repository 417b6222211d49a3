import { describe, it } from "vitest";
import { auditCorpusSuite, auditIndexSuite, auditStoreSuite } from "./helpers/audit-store-suite";
import { tempPostgres } from "./helpers/temp-postgres";

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) {
  auditStoreSuite("PostgreSQL", () => tempPostgres(ADMIN_URL));
  auditIndexSuite("PostgreSQL", () => tempPostgres(ADMIN_URL));
  auditCorpusSuite("PostgreSQL", () => tempPostgres(ADMIN_URL));
} else describe.skip("the audit stored on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
