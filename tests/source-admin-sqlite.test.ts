import { sourceAdminSuite } from "./helpers/source-admin-suite";
import { tempSqlite } from "./helpers/temp-db";

sourceAdminSuite("SQLite", tempSqlite);
