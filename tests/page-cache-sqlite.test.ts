import { pageCacheSuite } from "./helpers/page-cache-suite";
import { tempSqlite } from "./helpers/temp-db";

process.env.ROUNDTABLE_AUTH_SECRET ??= "a-test-secret-that-is-long-enough-000000";
pageCacheSuite("SQLite", tempSqlite);
