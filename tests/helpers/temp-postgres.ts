import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { POSTGRES_TEMPLATE } from "./template-databases";

/**
 * A throw-away PostgreSQL database on the server PG_TEST_URL names, migrated by our runner, dropped afterwards: under
 * Vitest a clone of the run's migrated template (tests/helpers/template-databases.ts), elsewhere migrated here.
 */
export async function tempPostgres(adminUrl: string): Promise<{ db: Db; url: string; cleanup: () => Promise<void> }> {
  const name = `roundtable_test_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = adminUrl === process.env.PG_TEST_URL ? process.env[POSTGRES_TEMPLATE] : undefined;
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  if (!template) await applyMigrations({ provider: "postgres", url });
  const db = createDb({ provider: "postgres", url });
  return {
    db,
    url,
    cleanup: async () => {
      await db.$disconnect();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
