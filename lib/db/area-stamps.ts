import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "@/lib/env";
import { dialogueJudgingArea, judgeArea, type AreaRead } from "./data-areas";

/**
 * A stamp that changes whenever anything is committed to the areas a page reads (lib/db/data-areas.ts), by any process
 * or instance: what a cached page is valid for. Read it BEFORE rendering: a page rendered after reading stamp S and
 * stored under S can only hold data as new as or newer than S, so nobody who reads a later stamp is served it.
 */
export interface AreaStampReader {
  read(what: AreaRead): Promise<string>;
  close(): Promise<void>;
}

/** When the PostgreSQL change log has this many rows, the oldest are pruned down to PRUNE_KEEP. */
const PRUNE_ABOVE = 2_000;
const PRUNE_KEEP = 200;

const stampOf = (areas: readonly string[], counts: Map<string, string>) => areas.map((area) => `${area}=${counts.get(area) ?? "0"}`).join(",");

/**
 * Both read what the triggers the migration runner keeps write (lib/db/migrate.ts). SQLite: a counter per area, moved
 * in the writing transaction (one writer at a time, so it costs no concurrency); PostgreSQL: a log of one row per
 * writing transaction and area, visible at its commit, whose row count and highest id per area, with the prune epoch,
 * move with every commit, in whatever order transactions commit (a counter row would serialise writers and could
 * deadlock them). A document's judging area is found by its slug in the same read; the dialogue's id is in the stamp,
 * so a slug that comes to name another dialogue names another page. A reader's own judging area is read by user id.
 */
export function areaStampReader(target: DatabaseTarget): AreaStampReader {
  if (target.provider === "sqlite") {
    let connection: Database.Database | null = null;
    let statements: { areas: Database.Statement; dialogue: Database.Statement } | null = null;
    return {
      read: async ({ areas, judgingOf, ownJudging, judge }) => {
        if (!statements) {
          const opened = new Database(target.file, { readonly: true, fileMustExist: true });
          try {
            if (!opened.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'DataArea'`).get())
              throw new Error("the DataArea table is missing: run the migrations (npm start does)");
            statements = {
              areas: opened.prepare(`SELECT "area", "count" FROM "DataArea" WHERE "area" IN (SELECT value FROM json_each(?))`),
              dialogue: opened.prepare(`SELECT "id" FROM "Dialogue" WHERE "slug" = ?`),
            };
          } catch (error) {
            // Closed, not kept: the next read opens afresh instead of leaving a connection behind for each failure.
            opened.close();
            throw error;
          }
          connection = opened;
        }
        const id = judgingOf === undefined ? undefined : ((statements.dialogue.get(judgingOf) as { id: number } | undefined)?.id ?? null);
        const all = [...areas, ...(id == null ? [] : [dialogueJudgingArea(id)]), ...(ownJudging && judge ? [judgeArea(judge)] : [])];
        const rows = statements.areas.all(JSON.stringify(all)) as { area: string; count: number }[];
        return `sqlite:${stampOf(all, new Map(rows.map((r) => [r.area, String(r.count)])))}${id === undefined ? "" : `;dialogue=${id ?? "none"}`}`;
      },
      close: async () => {
        connection?.close();
        connection = null;
        statements = null;
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 2, idleTimeoutMillis: 30_000 });
  // An idle connection the server drops (a restart, a failover) is replaced by the next read; unhandled, it would end the process.
  pool.on("error", () => undefined);
  let pruning: Promise<unknown> | null = null;
  return {
    read: async ({ areas, judgingOf, ownJudging, judge }) => {
      const { rows: meta } = await pool.query<{ total: string; epoch: string; dialogue: number | null }>(
        `SELECT (SELECT count(*) FROM "DataArea") AS total, (SELECT "epoch" FROM "DataAreaPrune") AS epoch,
                (SELECT "id" FROM "Dialogue" WHERE "slug" = $1) AS dialogue`,
        [judgingOf ?? null],
      );
      const { total, epoch, dialogue } = meta[0]!;
      const all = [
        ...areas,
        ...(judgingOf === undefined || dialogue === null ? [] : [dialogueJudgingArea(dialogue)]),
        ...(ownJudging && judge ? [judgeArea(judge)] : []),
      ];
      const { rows } = await pool.query<{ area: string; n: string; top: string }>(
        `SELECT "area", count(*) AS n, max("id") AS top FROM "DataArea" WHERE "area" = ANY($1::text[]) GROUP BY "area"`,
        [all],
      );
      if (Number(total) > PRUNE_ABOVE && !pruning) pruning = prune(pool).finally(() => (pruning = null));
      const counts = new Map(rows.map((r) => [r.area, `${r.n}:${r.top}`]));
      return `pg:${epoch}:${stampOf(all, counts)}${judgingOf === undefined ? "" : `;dialogue=${dialogue ?? "none"}`}`;
    },
    close: () => pool.end(),
  };
}

/** Drops all but the newest rows and bumps the epoch, in one transaction (so every stamp moves once, exactly then). */
async function prune(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`DELETE FROM "DataArea" WHERE "id" <= (SELECT max("id") - $1 FROM "DataArea")`, [PRUNE_KEEP]);
    await client.query(`UPDATE "DataAreaPrune" SET "epoch" = "epoch" + 1`);
    await client.query("COMMIT");
  } catch {
    await client.query("ROLLBACK").catch(() => undefined);
  } finally {
    client.release();
  }
}
