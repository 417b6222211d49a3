import { documentAdminSuite } from "./helpers/document-admin-suite";
import { tempSqlite } from "./helpers/temp-db";

documentAdminSuite("SQLite", tempSqlite);
