import type { PanelFacts } from "@/lib/agents/panel-design";
import { type AgentFactsFilter, dialogueWhere } from "./agent-facts";
import type { Db } from "./client";

const n = (v: unknown) => Number(v ?? 0);

/**
 * What the panel design view reads, in two grouped queries over the dialogues a filter keeps: per dialogue its status,
 * rounds, untracked tensions and audit findings; per panel member (the Judge aside) its tier and role.
 */
export async function getPanelFacts(db: Db, filter: AgentFactsFilter = {}): Promise<PanelFacts> {
  const where = dialogueWhere(db, filter);
  const [dialogues, agents] = await Promise.all([
    // SWITCH when the document row stores its audit's findings count: read that column instead of `findings` here.
    // Until then the count is the `declared-with-open-business` rule's from stored rows: a converged dialogue's open,
    // partial or untracked tensions (its dissent and the other rules need the text, which this query never reads).
    db.$queryRawUnsafe<{ id: unknown; status: string; rounds: unknown; untracked: unknown; findings: unknown }[]>(
      `SELECT d."id" AS "id", d."status" AS "status", d."roundCount" AS "rounds",
         COALESCE(SUM(CASE WHEN t."status" = 'untracked' THEN 1 ELSE 0 END), 0) AS "untracked",
         CASE WHEN d."status" = 'converged' THEN COALESCE(SUM(CASE WHEN t."status" IN ('open', 'partial', 'untracked') THEN 1 ELSE 0 END), 0) ELSE 0 END AS "findings"
       FROM "Dialogue" d LEFT JOIN "Tension" t ON t."dialogueId" = d."id"
       WHERE ${where.sql} GROUP BY d."id", d."status", d."roundCount"`,
      ...where.values,
    ),
    db.$queryRawUnsafe<{ dialogueId: unknown; tier: string | null; role: string | null }[]>(
      `SELECT a."dialogueId" AS "dialogueId", a."tier" AS "tier", a."role" AS "role"
       FROM "Agent" a JOIN "Dialogue" d ON d."id" = a."dialogueId" WHERE a."judge" = false AND ${where.sql}`,
      ...where.values,
    ),
  ]);
  return {
    dialogues: dialogues.map((d) => ({
      id: n(d.id),
      converged: d.status === "converged",
      rounds: n(d.rounds),
      untracked: n(d.untracked),
      findings: n(d.findings),
    })),
    agents: agents.map((a) => ({ dialogueId: n(a.dialogueId), tier: a.tier, role: a.role })),
    findingsFrom: "open-business",
  };
}
