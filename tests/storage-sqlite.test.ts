import { storageSuite } from "./helpers/storage-suite";
import { tempSqlite } from "./helpers/temp-db";

storageSuite("SQLite", tempSqlite);
