import { DIMENSIONS, NO_ROLE, SEEN } from "@/lib/agents/leaderboard";
import type { Dialect } from "./sql";
import type { Tx } from "./client";

const SEAT_COLUMNS = [
  "dialogueId",
  "grouping",
  "agent",
  "key",
  "label",
  "other",
  "seen",
  "unit",
  "scored",
  ...DIMENSIONS,
  "raised",
  "resolved",
  "conceded",
  "moves",
] as const;
const MOVES = ["raised", "resolved", "conceded", "moves"] as const;

/**
 * The statement that writes the agents board's seats (AgentSeat) from a dialogue's stored rows, or from every
 * dialogue's when `scope` is "all" (the bench's generated rows). A seat is a spelling of an agent in a dialogue: a
 * panel member's (the Judge aside), the file's Judge's overall scores' or a move's on a tension. Its role is the panel's
 * for its trimmed name as the database lowers it (the first in code order when two seats share that name). Each seat
 * is placed once per grouping, under its row's key (its label as the database lowers it); the seats of one row in one
 * dialogue are a unit, whose dimensions are the means of their overall scores' means and whose moves are theirs
 * together: what the board used to work out from every score and move on each view. NO_ROLE is written into the rows
 * (changing it needs a PROJECTION_VERSION bump).
 */
export function agentSeatsSql(dialect: Dialect, scope: "dialogue" | "all"): { sql: string; binds: number } {
  let binds = 0;
  const only = (column: string) => {
    if (scope === "all") return "";
    binds++;
    return ` AND ${column} = ${dialect === "postgres" ? "$1" : "?"}`;
  };
  const noRole = `'${NO_ROLE.replace(/'/g, "''")}'`;
  const dims = DIMENSIONS.map((d) => `AVG(CASE WHEN s."dimension" = '${d}' THEN s."value" END) AS "${d}"`).join(", ");
  const count = (kind: string) => `SUM(CASE WHEN e."kind" = '${kind}' THEN 1 ELSE 0 END) AS "${kind}"`;
  // One seat's figures, placed under a grouping's key, label and other value.
  const place = (grouping: string, label: string, other: string) =>
    `SELECT s.did, '${grouping}' AS grp, s.spelling, lower(${label}) AS k, ${label} AS label, ${other} AS other, s.seen,
            CASE WHEN sc.did IS NULL THEN 0 ELSE 1 END AS scored, ${DIMENSIONS.map((d) => `sc."${d}"`).join(", ")},
            ${MOVES.map((m) => `COALESCE(mv."${m}", 0) AS "${m}"`).join(", ")}
     FROM seats s
     LEFT JOIN roles r ON r.did = s.did AND r.k = lower(trim(s.spelling))
     LEFT JOIN sc ON sc.did = s.did AND sc.spelling = s.spelling
     LEFT JOIN mv ON mv.did = s.did AND mv.spelling = s.spelling`;
  const unit = `OVER (PARTITION BY p.did, p.grp, p.k)`;
  const sql = `
    WITH panel AS (SELECT a."dialogueId" AS did, a."name" AS spelling, NULLIF(trim(a."role"), '') AS role
                   FROM "Agent" a WHERE a."judge" = false${only(`a."dialogueId"`)}),
    roles AS (SELECT did, lower(trim(spelling)) AS k, MIN(role COLLATE ${dialect === "postgres" ? '"C"' : "BINARY"}) AS role FROM panel GROUP BY did, lower(trim(spelling))),
    sc AS (SELECT s."dialogueId" AS did, s."agent" AS spelling, ${dims}
           FROM "Score" s WHERE s."origin" = 'file' AND s."round" IS NULL${only(`s."dialogueId"`)}
           GROUP BY s."dialogueId", s."agent"),
    mv AS (SELECT e."dialogueId" AS did, e."agent" AS spelling, ${["raised", "resolved", "conceded"].map(count).join(", ")}, COUNT(*) AS "moves"
           FROM "TensionEvent" e WHERE e."agent" IS NOT NULL${only(`e."dialogueId"`)}
           GROUP BY e."dialogueId", e."agent"),
    seats AS (SELECT did, spelling, MIN(seen) AS seen
              FROM (SELECT did, spelling, ${SEEN.panel} AS seen FROM panel
                    UNION ALL SELECT did, spelling, ${SEEN.score} FROM sc
                    UNION ALL SELECT did, spelling, ${SEEN.move} FROM mv) x
              GROUP BY did, spelling),
    placed AS (${place("name", "trim(s.spelling)", "r.role")}
               UNION ALL ${place("role", `COALESCE(r.role, ${noRole})`, "NULLIF(trim(s.spelling), '')")})
    INSERT INTO "AgentSeat" (${SEAT_COLUMNS.map((c) => `"${c}"`).join(", ")})
    SELECT p.did, p.grp, p.spelling, p.k, p.label, p.other, p.seen,
           ROW_NUMBER() OVER (PARTITION BY p.did, p.grp, p.k ORDER BY p.spelling) = 1, MAX(p.scored) ${unit} = 1,
           ${DIMENSIONS.map((d) => `AVG(p."${d}") ${unit}`).join(", ")},
           ${MOVES.map((m) => `SUM(p."${m}") ${unit}`).join(", ")}
    FROM placed p`;
  return { sql, binds };
}

/** Writes a dialogue's seats from its rows, in the transaction that wrote them (after its earlier seats were cleared). */
export async function writeAgentSeats(tx: Tx, dialect: Dialect, dialogueId: number): Promise<void> {
  const { sql, binds } = agentSeatsSql(dialect, "dialogue");
  await tx.$executeRawUnsafe(sql, ...Array.from({ length: dialect === "postgres" ? 1 : binds }, () => dialogueId));
}
