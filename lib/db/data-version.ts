import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "@/lib/env";

/**
 * A stamp that changes whenever anything is committed to the database, by any process or instance: what a cached
 * page is valid for. Read it BEFORE rendering: a page rendered after reading stamp S and stored under S can only hold
 * data as new as or newer than S, so nobody who reads a later stamp is served it.
 */
export interface DataVersionReader {
  read(): Promise<string>;
  close(): Promise<void>;
}

/** When the PostgreSQL change log has this many rows, the oldest are pruned down to PRUNE_KEEP. */
const PRUNE_ABOVE = 2_000;
const PRUNE_KEEP = 200;

/**
 * Both read what the triggers of migration 20261128200000_data_changes keep (lib/db/migrate.ts UNWATCHED_TABLES names
 * the tables left out). SQLite: a counter moved by every watched row written, in the writing transaction (one writer
 * at a time, so it costs no concurrency); PostgreSQL: a log of one row per writing transaction, visible at its commit,
 * whose row count, highest id and prune epoch together move with every commit, in whatever order transactions commit
 * (a counter row there would serialise writers and could deadlock them). `PRAGMA data_version` would need no
 * triggers on SQLite, but it moves with every write, the instances' heartbeats included.
 */
export function dataVersionReader(target: DatabaseTarget): DataVersionReader {
  if (target.provider === "sqlite") {
    let connection: Database.Database | null = null;
    return {
      read: async () => {
        connection ??= new Database(target.file, { readonly: true, fileMustExist: true });
        const row = connection.prepare(`SELECT "count" FROM "DataChange" WHERE "id" = 1`).get() as { count: number } | undefined;
        if (!row) throw new Error("the DataChange table is missing: run the migrations (npm start does)");
        return `sqlite:${row.count}`;
      },
      close: async () => {
        connection?.close();
        connection = null;
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 2, idleTimeoutMillis: 30_000 });
  // An idle connection the server drops (a restart, a failover) is replaced by the next read; unhandled, it would end the process.
  pool.on("error", () => undefined);
  let pruning: Promise<unknown> | null = null;
  return {
    read: async () => {
      const { rows } = await pool.query<{ n: string; top: string | null; epoch: string }>(
        `SELECT count(*) AS n, max("id") AS top, (SELECT "epoch" FROM "DataChangePrune") AS epoch FROM "DataChange"`,
      );
      const row = rows[0]!;
      if (Number(row.n) > PRUNE_ABOVE && !pruning) pruning = prune(pool).finally(() => (pruning = null));
      return `pg:${row.n}:${row.top ?? 0}:${row.epoch}`;
    },
    close: () => pool.end(),
  };
}

/** Drops all but the newest rows and bumps the epoch, in one transaction (so the stamp moves once, exactly then). */
async function prune(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`DELETE FROM "DataChange" WHERE "id" <= (SELECT max("id") - $1 FROM "DataChange")`, [PRUNE_KEEP]);
    await client.query(`UPDATE "DataChangePrune" SET "epoch" = "epoch" + 1`);
    await client.query("COMMIT");
  } catch {
    await client.query("ROLLBACK").catch(() => undefined);
  } finally {
    client.release();
  }
}
