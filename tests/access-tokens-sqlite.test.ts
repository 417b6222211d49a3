import { createDb } from "@/lib/db/client";
import { accessTokenSuite } from "./helpers/access-token-suite";
import { tempSqlite } from "./helpers/temp-db";

accessTokenSuite("SQLite", async () => {
  const t = await tempSqlite();
  const other = createDb(t.target);
  return {
    db: t.db,
    other,
    cleanup: async () => {
      await other.$disconnect();
      await t.cleanup();
    },
  };
});
