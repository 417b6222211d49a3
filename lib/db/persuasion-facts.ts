import type { PersuasionFacts } from "@/lib/agents/persuasion-board";
import { type AgentFactsFilter, dialogueWhere } from "./agent-facts";
import type { Db } from "./client";

const n = (v: unknown) => Number(v ?? 0);

/**
 * Who moved whom across the dialogues a filter keeps, counted by the database (three grouped queries, no move rows
 * read back): per agent name (case aside), the dialogues they sat in, those in which they moved, and those in which
 * another agent's move credits them. A move counts only where its agent, or its mover, is a panel member of that dialogue.
 */
export async function getPersuasionFacts(db: Db, filter: AgentFactsFilter = {}): Promise<PersuasionFacts> {
  const where = dialogueWhere(db, filter);
  const member = (column: string) =>
    `EXISTS (SELECT 1 FROM "Agent" a WHERE a."dialogueId" = p."dialogueId" AND a."judge" = false AND LOWER(a."name") = LOWER(p."${column}"))`;
  const [agents, moved, moving] = await Promise.all([
    db.$queryRawUnsafe<{ key: string; name: string; dialogues: unknown }[]>(
      `SELECT LOWER(a."name") AS "key", MIN(a."name") AS "name", COUNT(DISTINCT a."dialogueId") AS "dialogues"
       FROM "Agent" a JOIN "Dialogue" d ON d."id" = a."dialogueId" WHERE a."judge" = false AND ${where.sql} GROUP BY LOWER(a."name")`,
      ...where.values,
    ),
    db.$queryRawUnsafe<{ key: string; dialogues: unknown; count: unknown }[]>(
      `SELECT LOWER(p."agent") AS "key", COUNT(DISTINCT p."dialogueId") AS "dialogues", SUM(CASE WHEN p."moverRank" = 0 THEN 1 ELSE 0 END) AS "count"
       FROM "PersuasionMove" p JOIN "Dialogue" d ON d."id" = p."dialogueId" WHERE ${where.sql} AND ${member("agent")} GROUP BY LOWER(p."agent")`,
      ...where.values,
    ),
    db.$queryRawUnsafe<{ key: string; dialogues: unknown; count: unknown }[]>(
      `SELECT LOWER(p."mover") AS "key", COUNT(DISTINCT p."dialogueId") AS "dialogues", COUNT(*) AS "count"
       FROM "PersuasionMove" p JOIN "Dialogue" d ON d."id" = p."dialogueId" WHERE p."mover" IS NOT NULL AND ${where.sql} AND ${member("mover")} GROUP BY LOWER(p."mover")`,
      ...where.values,
    ),
  ]);
  return {
    agents: agents.map((a) => ({ key: a.key, name: a.name, dialogues: n(a.dialogues) })),
    moved: moved.map((m) => ({ key: m.key, dialogues: n(m.dialogues), count: n(m.count) })),
    moving: moving.map((m) => ({ key: m.key, dialogues: n(m.dialogues), count: n(m.count) })),
  };
}
