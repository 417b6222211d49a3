import { persuasionSuite } from "./helpers/persuasion-suite";
import { tempSqlite } from "./helpers/temp-db";

persuasionSuite("SQLite", tempSqlite);
