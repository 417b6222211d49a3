import { describe, it } from "vitest";
import { identitySuite } from "./helpers/identity-suite";
import { tempPostgres } from "./helpers/temp-postgres";

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) identitySuite("PostgreSQL", () => tempPostgres(ADMIN_URL));
else describe.skip("one document, one row on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
