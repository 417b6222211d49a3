import { agentGroupsSuite } from "./helpers/agent-groups-suite";
import { tempSqlite } from "./helpers/temp-db";

agentGroupsSuite("SQLite", tempSqlite);
