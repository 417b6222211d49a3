import { identitySuite } from "./helpers/identity-suite";
import { tempSqlite } from "./helpers/temp-db";

identitySuite("SQLite", tempSqlite);
