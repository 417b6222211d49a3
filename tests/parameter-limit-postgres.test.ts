import { describe, it } from "vitest";
import { parameterLimitSuite } from "./helpers/parameter-limit-suite";
import { tempPostgres } from "./helpers/temp-postgres";

// Without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) parameterLimitSuite("PostgreSQL", () => tempPostgres(ADMIN_URL));
else describe.skip("lists longer than the parameter limit on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
