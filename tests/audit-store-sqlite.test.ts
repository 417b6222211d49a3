import { auditCorpusSuite, auditIndexSuite, auditStoreSuite } from "./helpers/audit-store-suite";
import { tempSqlite } from "./helpers/temp-db";

auditStoreSuite("SQLite", tempSqlite);
auditIndexSuite("SQLite", tempSqlite);
auditCorpusSuite("SQLite", tempSqlite);
