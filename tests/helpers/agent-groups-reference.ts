import { type AgentGroup, DIMENSIONS, type Dimension, emptySums, type Group, NO_ROLE, SEEN } from "@/lib/agents/leaderboard";
import { type AgentFactsFilter, type AgentGroupsRead, dialogueWhere } from "@/lib/db/agent-facts";
import { dialectOf, type Db } from "@/lib/db/client";

type GroupRow = { tag: string; k: string; a: string | null; b: string | null; n: unknown; v: unknown } & Record<string, unknown>;

/**
 * The reference the agents board's seats (AgentSeat) are tested against: the statement the board used before them,
 * which worked the same groups out of every panel seat, score and move on each view (issue 29, item 5). Kept here only.
 */
export async function agentGroupsFromRows(db: Db, by: Group, rankOn: Dimension, filter: AgentFactsFilter = {}): Promise<AgentGroupsRead> {
  const where = dialogueWhere(db, filter);
  const noRole = `'${NO_ROLE.replace(/'/g, "''")}'`;
  // The row a spelling `x` in dialogue `did` belongs to (`r` is its panel role), and the other grouping's value.
  const label = (x: string) => (by === "name" ? `trim(${x})` : `COALESCE(r.role, ${noRole})`);
  const other = (x: string) => (by === "name" ? `r.role` : `NULLIF(trim(${x}), '')`);
  const roleJoin = (t: string) => `LEFT JOIN roles r ON r.did = ${t}.did AND r.k = lower(trim(${t}.spelling))`;
  const dims = DIMENSIONS.map((d) => `AVG(CASE WHEN s."dimension" = '${d}' THEN s."value" END) AS "${d}"`).join(", ");
  const unitDims = DIMENSIONS.map((d) => `AVG(sc."${d}") AS "${d}"`).join(", ");
  const sumDims = DIMENSIONS.map((d) => `SUM(u."${d}") AS "s_${d}", COUNT(u."${d}") AS "n_${d}"`).join(", ");
  // The typed branch first: PostgreSQL types a UNION's columns from left to right, and NULLs alone would become text.
  const nullDims = DIMENSIONS.map((d) => `NULL AS "s_${d}", NULL AS "n_${d}"`).join(", ");
  const sql = `
    WITH dd AS (SELECT d."id" FROM "Dialogue" d WHERE ${where.sql}),
    panel AS (SELECT a."dialogueId" AS did, a."name" AS spelling, NULLIF(trim(a."role"), '') AS role
              FROM "Agent" a JOIN dd ON dd."id" = a."dialogueId" WHERE a."judge" = false),
    roles AS (SELECT did, lower(trim(spelling)) AS k, MIN(role COLLATE ${dialectOf(db) === "postgres" ? '"C"' : "BINARY"}) AS role FROM panel GROUP BY did, lower(trim(spelling))),
    sc AS (SELECT s."dialogueId" AS did, s."agent" AS spelling, ${dims}
           FROM "Score" s JOIN dd ON dd."id" = s."dialogueId" WHERE s."origin" = 'file' AND s."round" IS NULL
           GROUP BY s."dialogueId", s."agent"),
    mv AS (SELECT e."dialogueId" AS did, e."agent" AS spelling, e."kind" AS kind, COUNT(*) AS n
           FROM "TensionEvent" e JOIN dd ON dd."id" = e."dialogueId" WHERE e."agent" IS NOT NULL
           GROUP BY e."dialogueId", e."agent", e."kind"),
    seats AS (SELECT did, spelling, ${SEEN.panel} AS seen FROM panel
              UNION ALL SELECT did, spelling, ${SEEN.score} FROM sc
              UNION ALL SELECT DISTINCT did, spelling, ${SEEN.move} FROM mv),
    placed AS (SELECT s.did, s.seen, ${label("s.spelling")} AS label, ${other("s.spelling")} AS other FROM seats s ${roleJoin("s")}),
    units AS (SELECT lower(${label("sc.spelling")}) AS k, sc.did, ${unitDims} FROM sc ${roleJoin("sc")} GROUP BY lower(${label("sc.spelling")}), sc.did)
    SELECT 'units' AS tag, u.k AS k, NULL AS a, NULL AS b, COUNT(*) AS n, u."${rankOn}" AS v, ${sumDims} FROM units u GROUP BY u.k, u."${rankOn}"
    UNION ALL SELECT 'spelling', lower(label), label, other, MIN(seen), NULL, ${nullDims} FROM placed GROUP BY lower(label), label, other
    UNION ALL SELECT 'dialogues', lower(label), NULL, NULL, COUNT(DISTINCT did), NULL, ${nullDims} FROM placed GROUP BY lower(label)
    UNION ALL SELECT 'moves', lower(${label("mv.spelling")}), mv.kind, NULL, SUM(mv.n), NULL, ${nullDims} FROM mv ${roleJoin("mv")} GROUP BY lower(${label("mv.spelling")}), mv.kind
    UNION ALL SELECT 'scored', '', NULL, NULL, COUNT(DISTINCT did), NULL, ${nullDims} FROM sc
    UNION ALL SELECT 'count', '', NULL, NULL, COUNT(*), NULL, ${nullDims} FROM dd`;
  const [rows, sources] = await Promise.all([
    db.$queryRawUnsafe<GroupRow[]>(sql, ...where.values),
    db.source.findMany({ where: { deletedAt: null }, select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  const groups = new Map<string, AgentGroup>();
  const group = (k: string) => {
    let g = groups.get(k);
    if (!g)
      groups.set(k, (g = { key: k, labels: [], others: [], dialogues: 0, sums: emptySums(), rankUnits: [], raised: 0, resolved: 0, conceded: 0, moves: 0 }));
    return g;
  };
  let dialogueCount = 0;
  let scoredDialogues = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.tag === "count") dialogueCount = n;
    else if (row.tag === "scored") scoredDialogues = n;
    else if (row.tag === "spelling") {
      const g = group(row.k);
      g.labels.push({ text: String(row.a), seen: n });
      if (row.b) g.others.push({ text: row.b, seen: n });
    } else if (row.tag === "dialogues") group(row.k).dialogues = n;
    else if (row.tag === "units") {
      const g = group(row.k);
      if (row.v !== null) g.rankUnits.push({ value: Number(row.v), count: n });
      for (const d of DIMENSIONS) {
        g.sums[d].sum += Number(row[`s_${d}`] ?? 0);
        g.sums[d].n += Number(row[`n_${d}`] ?? 0);
      }
    } else if (row.tag === "moves") {
      const g = group(row.k);
      g.moves += n;
      if (row.a === "raised") g.raised += n;
      else if (row.a === "resolved") g.resolved += n;
      else if (row.a === "conceded") g.conceded += n;
    }
  }
  return { dialogueCount, scoredDialogues, sources: sources.map((s) => s.name), groups: [...groups.values()] };
}
