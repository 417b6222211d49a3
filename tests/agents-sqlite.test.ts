import { agentsSuite } from "./helpers/agents-suite";
import { tempSqlite } from "./helpers/temp-db";

agentsSuite("SQLite", tempSqlite);
