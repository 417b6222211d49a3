import { describe, it } from "vitest";
import { agentGroupsSuite } from "./helpers/agent-groups-suite";
import { tempPostgres } from "./helpers/temp-postgres";

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) agentGroupsSuite("PostgreSQL", () => tempPostgres(ADMIN_URL));
else describe.skip("the agents board grouped by the database on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
