import { parameterLimitSuite } from "./helpers/parameter-limit-suite";
import { tempSqlite } from "./helpers/temp-db";

parameterLimitSuite("SQLite", tempSqlite);
