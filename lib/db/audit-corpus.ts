import { AUDIT_RULE_CODES } from "@/lib/contract";
import { nextMonth, type BucketAggregate, type CorpusFilter, type SideAggregate } from "@/lib/audit-view";
import type { Prisma } from "@/generated/sqlite/client";
import type { ClaimRow } from "@/lib/views/claims/claims-summary";
import type { Db } from "./client";

/**
 * The audit over the corpus, aggregated by the database (grouped counts, never rows per finding), so /audit stays fast
 * at tens of thousands of dialogues. The convergence audit's figures count dialogues that are live and have rounds
 * (the index's default); the agent formats' findings are counted per kind.
 */

// The same SQL on SQLite and PostgreSQL: constants only, no parameters.
const AUDITED = `d."removedAt" IS NULL AND d."kind" = 'dialogue' AND d."roundCount" > 0`;
const MONTH = `CASE WHEN d."date" LIKE '____-__%' THEN substr(d."date", 1, 7) ELSE NULL END`;

type CountRow = { key: string | null; rule?: string; dialogues: number | bigint; findings?: number | bigint };

function buckets(totals: CountRow[], byRule: CountRow[]): BucketAggregate[] {
  const map = new Map<string | null, BucketAggregate>();
  for (const t of totals) map.set(t.key, { key: t.key, dialogues: Number(t.dialogues), rules: {} });
  for (const r of byRule) {
    const bucket = map.get(r.key);
    if (bucket && r.rule) bucket.rules[r.rule] = { dialogues: Number(r.dialogues), findings: Number(r.findings ?? 0) };
  }
  return [...map.values()];
}

/** The convergence audit by the month of each dialogue's date (undated ones together). */
export async function findingsByMonth(db: Db): Promise<BucketAggregate[]> {
  const [totals, byRule] = await Promise.all([
    db.$queryRawUnsafe<CountRow[]>(`SELECT ${MONTH} AS "key", COUNT(*) AS "dialogues" FROM "Dialogue" d WHERE ${AUDITED} GROUP BY ${MONTH}`),
    db.$queryRawUnsafe<CountRow[]>(
      `SELECT ${MONTH} AS "key", f."rule" AS "rule", COUNT(DISTINCT f."dialogueId") AS "dialogues", COUNT(*) AS "findings"
       FROM "AuditFinding" f JOIN "Dialogue" d ON d."id" = f."dialogueId" WHERE ${AUDITED} GROUP BY ${MONTH}, f."rule"`,
    ),
  ]);
  return buckets(totals, byRule);
}

/** The convergence audit by source. */
export async function findingsBySource(db: Db): Promise<BucketAggregate[]> {
  const [totals, byRule] = await Promise.all([
    db.$queryRawUnsafe<CountRow[]>(
      `SELECT s."name" AS "key", COUNT(*) AS "dialogues" FROM "Dialogue" d JOIN "Source" s ON s."id" = d."sourceId" WHERE ${AUDITED} GROUP BY s."name"`,
    ),
    db.$queryRawUnsafe<CountRow[]>(
      `SELECT s."name" AS "key", f."rule" AS "rule", COUNT(DISTINCT f."dialogueId") AS "dialogues", COUNT(*) AS "findings"
       FROM "AuditFinding" f JOIN "Dialogue" d ON d."id" = f."dialogueId" JOIN "Source" s ON s."id" = d."sourceId"
       WHERE ${AUDITED} GROUP BY s."name", f."rule"`,
    ),
  ]);
  return buckets(totals, byRule);
}

/** The agent formats' findings (claim against delivery), by kind: each kind's live documents, and per rule those with one. */
export async function findingsByKind(db: Db): Promise<BucketAggregate[]> {
  const live = `d."removedAt" IS NULL AND d."kind" <> 'dialogue'`;
  const [totals, byRule] = await Promise.all([
    db.$queryRawUnsafe<CountRow[]>(`SELECT d."kind" AS "key", COUNT(*) AS "dialogues" FROM "Dialogue" d WHERE ${live} GROUP BY d."kind"`),
    db.$queryRawUnsafe<CountRow[]>(
      `SELECT d."kind" AS "key", f."rule" AS "rule", COUNT(DISTINCT f."dialogueId") AS "dialogues", COUNT(*) AS "findings"
       FROM "AuditFinding" f JOIN "Dialogue" d ON d."id" = f."dialogueId" WHERE ${live} GROUP BY d."kind", f."rule"`,
    ),
  ]);
  return buckets(totals, byRule);
}

export interface MostFindings {
  slug: string;
  kind: string;
  title: string;
  date: string | null;
  source: string;
  findings: number;
  rules: Record<string, number>;
}

/** The documents with the most findings, any kind, with their findings by rule. */
export async function mostFindings(db: Db, take = 20): Promise<MostFindings[]> {
  const rows = await db.dialogue.findMany({
    where: { removedAt: null, auditFindingCount: { gt: 0 } },
    orderBy: [{ auditFindingCount: "desc" }, { date: { sort: "desc", nulls: "last" } }, { id: "asc" }],
    take,
    select: { id: true, slug: true, kind: true, title: true, date: true, auditFindingCount: true, source: { select: { name: true } } },
  });
  const groups = await db.auditFinding.groupBy({ by: ["dialogueId", "rule"], where: { dialogueId: { in: rows.map((r) => r.id) } }, _count: { _all: true } });
  return rows.map((r) => ({
    slug: r.slug,
    kind: r.kind,
    title: r.title,
    date: r.date,
    source: r.source.name,
    findings: r.auditFindingCount,
    rules: Object.fromEntries(groups.filter((g) => g.dialogueId === r.id).map((g) => [g.rule, g._count._all])),
  }));
}

/** The audited dialogues one side of a comparison takes in. */
function sideWhere(f: CorpusFilter): Prisma.DialogueWhereInput {
  return {
    AND: [
      { removedAt: null, kind: "dialogue", roundCount: { gt: 0 } },
      ...(f.source ? [{ source: { name: f.source } }] : []),
      ...(f.agent ? [{ agents: { some: { name: f.agent, judge: false } } }] : []),
      ...(f.from ? [{ date: { gte: f.from } }] : []),
      ...(f.to ? [{ date: { lt: nextMonth(f.to) } }] : []),
    ],
  };
}

/** One side's dialogues, those with any finding, its findings, and per convergence rule the dialogues with one. */
export async function sideAggregate(db: Db, f: CorpusFilter): Promise<SideAggregate> {
  const where = sideWhere(f);
  const [dialogues, withFindings, sum, ...perRule] = await Promise.all([
    db.dialogue.count({ where }),
    db.dialogue.count({ where: { AND: [where, { auditFindingCount: { gt: 0 } }] } }),
    db.dialogue.aggregate({ where, _sum: { auditFindingCount: true } }),
    ...AUDIT_RULE_CODES.map((rule) => db.dialogue.count({ where: { AND: [where, { auditFindings: { some: { rule } } }] } })),
  ]);
  return {
    dialogues,
    withFindings,
    findings: sum._sum.auditFindingCount ?? 0,
    rules: Object.fromEntries(AUDIT_RULE_CODES.map((rule, i) => [rule, perRule[i]!])),
  };
}

/** What the comparison's pickers offer: sources with audited dialogues, and the agents who took part in most. */
export async function comparisonChoices(db: Db): Promise<{ sources: string[]; agents: string[] }> {
  const [sources, agents] = await Promise.all([
    db.source.findMany({
      where: { deletedAt: null, dialogues: { some: { removedAt: null, kind: "dialogue", roundCount: { gt: 0 } } } },
      orderBy: { name: "asc" },
      select: { name: true },
    }),
    db.agent.groupBy({
      by: ["name"],
      where: { judge: false, dialogue: { removedAt: null, kind: "dialogue" } },
      _count: { _all: true },
      orderBy: { _count: { name: "desc" } },
      take: 200,
    }),
  ]);
  return { sources: sources.map((s) => s.name), agents: agents.map((a) => a.name).sort((x, y) => x.localeCompare(y)) };
}

/**
 * Claim against delivery, as rows for its view model: one per finding of a live document of a kind whose format has an
 * audit, and one with no rule for each such document without a finding (it still counts among the documents behind a rate).
 */
export async function claimRows(db: Db, kinds: readonly string[]): Promise<ClaimRow[]> {
  if (kinds.length === 0) return [];
  const rows = await db.dialogue.findMany({
    where: { removedAt: null, kind: { in: [...kinds] } },
    select: { kind: true, auditSubject: true, date: true, slug: true, title: true, auditFindings: { select: { rule: true }, orderBy: { ordinal: "asc" } } },
    orderBy: { id: "asc" },
  });
  return rows.flatMap((d): ClaimRow[] => {
    const base = { kind: d.kind, subject: d.auditSubject, date: d.date, slug: d.slug, title: d.title };
    return d.auditFindings.length === 0 ? [{ ...base, rule: null }] : d.auditFindings.map((f) => ({ ...base, rule: f.rule }));
  });
}
