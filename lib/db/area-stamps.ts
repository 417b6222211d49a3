import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "@/lib/env";
import { judgeArea, ownDocumentArea, type AreaRead } from "./data-areas";

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

/** Every area a read covers: its shared ones, its document's own (once the slug is found), its reader's judging. */
function areasOf({ areas, document, ownJudging, judge }: AreaRead, documentId: number | null | undefined): string[] {
  const own = documentId == null ? [] : (document?.reads ?? []).map((kind) => ownDocumentArea(kind, documentId));
  return [...areas, ...own, ...(ownJudging && judge ? [judgeArea(judge)] : [])];
}

/**
 * Both read what the triggers the migration runner keeps write (lib/db/migrate.ts). SQLite: a counter per area, moved
 * in the writing transaction (one writer at a time, so it costs no concurrency); PostgreSQL: a log of one row per
 * writing transaction and area, visible at its commit, whose row count and highest id per area, with the prune epoch,
 * move with every commit, in whatever order transactions commit (a counter row would serialise writers and could
 * deadlock them). A document's own areas are found by its slug in the same read; the dialogue's id is in the stamp,
 * so a slug that comes to name another dialogue names another page. A reader's own judging area is read by user id.
 */
export function areaStampReader(target: DatabaseTarget): AreaStampReader {
  if (target.provider === "sqlite") {
    let connection: Database.Database | null = null;
    let statements: { areas: Database.Statement; dialogue: Database.Statement } | null = null;
    return {
      read: async (what) => {
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
        const slug = what.document?.slug;
        const id = slug === undefined ? undefined : ((statements.dialogue.get(slug) as { id: number } | undefined)?.id ?? null);
        const all = areasOf(what, id);
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
    read: async (what) => {
      const slug = what.document?.slug;
      // One statement, so one round trip and one snapshot: the log's size and epoch, the slug's document, and the counts
      // of every area read, its document's own ones (their prefixes followed by its id) included.
      const own = (what.document?.reads ?? []).map((kind) => ownDocumentArea(kind, ""));
      const { rows: found } = await pool.query<{ total: string; epoch: string; dialogue: number | null; areas: [string, string, string][] }>(
        `WITH d AS (SELECT "id" FROM "Dialogue" WHERE "slug" = $1)
         SELECT (SELECT count(*) FROM "DataArea") AS total, (SELECT "epoch" FROM "DataAreaPrune") AS epoch, (SELECT "id" FROM d) AS dialogue,
                (SELECT coalesce(json_agg(json_build_array(g."area", g.n::text, g.top::text)), '[]'::json)
                   FROM (SELECT "area", count(*) AS n, max("id") AS top FROM "DataArea"
                          WHERE "area" = ANY($2::text[] || ARRAY(SELECT p || d."id" FROM d, unnest($3::text[]) AS p)) GROUP BY "area") AS g) AS areas`,
        [slug ?? null, areasOf({ ...what, document: undefined }, null), own],
      );
      const { total, epoch, dialogue, areas } = found[0]!;
      const all = areasOf(what, dialogue);
      const rows = areas.map(([area, n, top]) => ({ area, n, top }));
      if (Number(total) > PRUNE_ABOVE && !pruning) pruning = prune(pool).finally(() => (pruning = null));
      const counts = new Map(rows.map((r) => [r.area, `${r.n}:${r.top}`]));
      return `pg:${epoch}:${stampOf(all, counts)}${slug === undefined ? "" : `;dialogue=${dialogue ?? "none"}`}`;
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
