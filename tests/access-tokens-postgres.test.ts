import { describe, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { accessTokenSuite } from "./helpers/access-token-suite";
import { tempPostgres } from "./helpers/temp-postgres";

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL)
  accessTokenSuite("PostgreSQL", async () => {
    const t = await tempPostgres(ADMIN_URL);
    const other = createDb({ provider: "postgres", url: t.url });
    return {
      db: t.db,
      other,
      cleanup: async () => {
        await other.$disconnect();
        await t.cleanup();
      },
    };
  });
else describe.skip("one-time links on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
