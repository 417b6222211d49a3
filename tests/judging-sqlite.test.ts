import { judgingSuite } from "./helpers/judging-suite";
import { tempSqlite } from "./helpers/temp-db";

judgingSuite("SQLite", tempSqlite);
