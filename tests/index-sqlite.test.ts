import { indexSuite } from "./helpers/index-suite";
import { tempSqlite } from "./helpers/temp-db";

indexSuite("SQLite", tempSqlite);
