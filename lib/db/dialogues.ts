import { baseName } from "@/lib/contract";
import { ANY_FINDING, auditRules, auditRuleTitle } from "@/lib/audit-rules";
import { kindLabel, kindOptions, statusLabel, statusOptions, statusTone, type StatusTone } from "@/lib/document-kinds";
import { DEFAULT_INDEX_QUERY, type IndexQuery, type IndexSort } from "@/lib/dialogue-index";
import type { SortDirection } from "@/lib/sorting";
import type { Prisma } from "@/generated/sqlite/client";
import { dialectOf, type Db } from "./client";
import { searchKeyOf } from "./search-key";
import { Binder, selectRows, type Dialect, type Statement } from "./sql";

export interface DialogueListItem {
  slug: string;
  kind: string;
  /** What a reader calls the kind and the status, and the status's tone (from the formats' vocabularies), so client tables need no format registry. */
  kindLabel: string;
  statusLabel: string;
  statusTone: StatusTone;
  title: string;
  /** The file (or directory) it was read from, when another live document has the same title; null when its title is its own. */
  fileName: string | null;
  /** A dialogue's status, or another kind's status word. */
  status: string;
  date: string | null;
  source: string;
  roundCount: number;
  agentCount: number;
  perspectiveCount: number;
  openTensionCount: number;
  resolvedTensionCount: number;
  totalAlignment: number | null;
  /** How many findings its audit has (any format's). */
  auditFindingCount: number;
  /** The document's bytes as imported. */
  byteSize: number;
  errorCount: number;
  warningCount: number;
  /** For a judge: of the rounds with agents to score, how many they have scored every agent of; null for others. */
  scoredByMe: { scored: number; rounds: number } | null;
}

export interface DialogueIndexPage {
  rows: DialogueListItem[];
  /** Dialogues matching the filter. */
  matching: number;
  /** Dialogues in the database, whatever the filter: zero means the empty state. */
  everything: number;
  /** Live documents that came from anywhere but the bundled samples: zero means the database is not in use yet. */
  ownDocuments: number;
  /** The query as served: the page is clamped to the last one. */
  query: IndexQuery;
  pageCount: number;
  /** Facet counts: each under the other filters, so choosing one shows what the others leave. */
  statuses: { value: string; count: number }[];
  /** What the status filter offers: the chosen kind's statuses (else the dialogue's and those present), labelled and counted. */
  statusOptions: { value: string; label: string; count: number }[];
  sources: { value: string; count: number }[];
  kinds: { value: string; label: string; count: number }[];
  /** What the audit filter offers: "with any finding", then each rule with findings under the other filters, counted in documents. */
  audits: { value: string; label: string; count: number }[];
  /** Stubs (dialogues with no rounds) under the other filters: hidden unless the query asks for them. */
  stubCount: number;
}

/** Every word must occur in the title or path, literally and case-insensitively on both databases. */
function textFilter(q: string): Prisma.DialogueWhereInput[] {
  return searchKeyOf(q)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 10)
    .map((word) => ({ searchKey: { contains: word } }));
}

/** Documents with a finding of any of these rules (`any`: of any rule at all); no condition for an empty filter. */
export function auditFilter(codes: readonly string[]): Prisma.DialogueWhereInput[] {
  if (codes.length === 0) return [];
  if (codes.includes(ANY_FINDING)) return [{ auditFindingCount: { gt: 0 } }];
  return [{ auditFindings: { some: { rule: { in: [...codes] } } } }];
}

/** A stub is a dialogue with no rounds yet (a scaffold); other kinds without rounds are whole documents. */
const STUB: Prisma.DialogueWhereInput = { kind: "dialogue", roundCount: 0 };
const NOT_STUB: Prisma.DialogueWhereInput = { OR: [{ kind: { not: "dialogue" } }, { roundCount: { gt: 0 } }] };

/** The index's filter alone (no sort, no page): what a dataset export of "the current view" holds. */
export function indexWhere(query: Pick<IndexQuery, "q" | "kind" | "status" | "source" | "stubs"> & { audit?: readonly string[] }): Prisma.DialogueWhereInput {
  return {
    AND: [
      { removedAt: null },
      ...textFilter(query.q),
      ...(query.stubs ? [] : [NOT_STUB]),
      ...(query.kind ? [{ kind: query.kind }] : []),
      ...(query.status ? [{ status: query.status }] : []),
      ...(query.source ? [{ source: { name: query.source } }] : []),
      ...auditFilter(query.audit ?? []),
    ],
  };
}

/** Per dialogue, its rounds with agents to score and how many of them the judge scored every agent of. */
function scoredStatement(dialect: Dialect, judgeId: string, dialogueIds: number[]): Statement {
  const binder = new Binder(dialect);
  const judge = binder.bind(judgeId);
  const list = binder.list(dialogueIds);
  // A round counts when it has agents to score; it is scored when none of them lacks a score by this judge.
  const text = `
  SELECT r."dialogueId" AS id, COUNT(*) AS rounds,
    SUM(CASE WHEN NOT EXISTS (
      SELECT 1 FROM "Contribution" c
      WHERE c."roundId" = r."id" AND c."judge" = false
        AND NOT EXISTS (SELECT 1 FROM "JudgeScore" s WHERE s."dialogueId" = r."dialogueId" AND s."round" = r."number" AND s."agent" = c."agent" AND s."judgeId" = ${judge})
    ) THEN 1 ELSE 0 END) AS scored
  FROM "Round" r
  WHERE r."dialogueId" IN (${list}) AND EXISTS (SELECT 1 FROM "Contribution" c WHERE c."roundId" = r."id" AND c."judge" = false)
  GROUP BY r."dialogueId"`;
  return { text, values: binder.values };
}

/** How many rounds of each dialogue a judge has scored every agent of, in one query for the page. */
export async function scoredRounds(db: Db, judgeId: string, dialogueIds: number[]): Promise<Map<number, { scored: number; rounds: number }>> {
  if (dialogueIds.length === 0) return new Map();
  const rows = await selectRows<{ id: number | bigint; rounds: number | bigint; scored: number | bigint | null }>(
    db,
    scoredStatement(dialectOf(db), judgeId, dialogueIds),
  );
  return new Map(rows.map((r) => [Number(r.id), { scored: Number(r.scored ?? 0), rounds: Number(r.rounds) }]));
}

/** Of these titles, those more than one live document has (many A52 responses and GoopSpec reports share one). */
async function repeatedTitles(db: Db, titles: string[]): Promise<Set<string>> {
  if (titles.length === 0) return new Set();
  const groups = await db.dialogue.groupBy({ by: ["title"], where: { removedAt: null, title: { in: [...new Set(titles)] } }, _count: { _all: true } });
  return new Set(groups.filter((g) => g._count._all > 1).map((g) => g.title));
}

export interface ListOptions {
  /** The signed-in judge, for the "Scored by me" column; null or absent for viewers. */
  judgeId?: string | null;
}

/** One page of the dialogue index: filtered, sorted and paged in the database, with facet counts. */
const LIST_SELECT = {
  id: true,
  slug: true,
  kind: true,
  title: true,
  path: true,
  status: true,
  date: true,
  roundCount: true,
  agentCount: true,
  perspectiveCount: true,
  openTensionCount: true,
  resolvedTensionCount: true,
  totalAlignment: true,
  auditFindingCount: true,
  byteSize: true,
  errorCount: true,
  warningCount: true,
  source: { select: { name: true } },
} as const satisfies Prisma.DialogueSelect;

type ListRow = Prisma.DialogueGetPayload<{ select: typeof LIST_SELECT }>;

function listItem(row: ListRow): Omit<DialogueListItem, "scoredByMe" | "fileName"> {
  const { source, slug, kind, title, status, date, roundCount, agentCount, perspectiveCount, openTensionCount, resolvedTensionCount } = row;
  const r = { slug, kind, title, status, date, roundCount, agentCount, perspectiveCount, openTensionCount, resolvedTensionCount };
  const { totalAlignment, auditFindingCount, byteSize, errorCount, warningCount } = row;
  return {
    ...r,
    totalAlignment,
    auditFindingCount,
    byteSize,
    errorCount,
    warningCount,
    kindLabel: kindLabel(r.kind),
    statusLabel: statusLabel(r.status),
    statusTone: statusTone(r.status),
    source: source.name,
  };
}

/**
 * The audit filter's options under the other filters: documents with any finding, then each rule that has findings
 * (every rule a format declares, and any other code stored), each counted in documents, the chosen ones kept at zero.
 */
async function auditFacets(db: Db, others: Prisma.DialogueWhereInput[], chosen: readonly string[]) {
  const present = await db.auditFinding.groupBy({ by: ["rule"], where: { dialogue: { removedAt: null } } });
  const declared = auditRules().map((r) => r.code);
  const codes = [...new Set([...declared.filter((c) => present.some((p) => p.rule === c)), ...present.map((p) => p.rule), ...chosen])].filter(
    (c) => c !== ANY_FINDING,
  );
  const counts = await Promise.all([
    db.dialogue.count({ where: { AND: [...others, ...auditFilter([ANY_FINDING])] } }),
    ...codes.map((code) => db.dialogue.count({ where: { AND: [...others, ...auditFilter([code])] } })),
  ]);
  return [
    { value: ANY_FINDING, label: "Any finding", count: counts[0]! },
    ...codes.map((code, i) => ({ value: code, label: auditRuleTitle(code), count: counts[i + 1]! })),
  ];
}

/** Where a page of the index ends: the last row's value in the sort column, its title and its id (the two tie-breaks). */
export interface IndexPosition {
  value: string | number | null;
  title: string;
  id: number;
}

type KeyCondition = { gt: string | number } | { lt: string | number } | { equals: string | number } | null;

/** What the index knows of each sort's column: how to order by it, how to select past a value, a row's value in it. */
interface SortColumn {
  order: (dir: SortDirection) => Prisma.DialogueOrderByWithRelationInput;
  where: (condition: KeyCondition) => Prisma.DialogueWhereInput;
  value: (row: KeysetRow) => string | number | null;
  type: "string" | "number";
  /** Null values sort last whichever the direction. */
  nullable: boolean;
}

const KEYSET_SELECT = { ...LIST_SELECT, searchKey: true } as const satisfies Prisma.DialogueSelect;
type KeysetRow = Prisma.DialogueGetPayload<{ select: typeof KEYSET_SELECT }>;

/** A column of the document row itself. */
const column = <F extends keyof KeysetRow & keyof Prisma.DialogueWhereInput>(field: F, type: SortColumn["type"], nullable = false): SortColumn => ({
  order: (dir) => ({ [field]: nullable ? { sort: dir, nulls: "last" } : dir }),
  where: (condition) => ({ [field]: condition }),
  value: (row) => row[field] as string | number | null,
  type,
  nullable,
});
const SORT_COLUMNS: Record<IndexSort, SortColumn> = {
  // The lower-cased key, so "goop-…" and "Rate …" sort as a reader expects on both databases (SQLite compares bytes).
  title: column("searchKey", "string"),
  kind: column("kind", "string"),
  status: column("status", "string"),
  date: column("date", "string", true),
  source: {
    order: (dir) => ({ source: { name: dir } }),
    // Only ever given a string: positionFits holds a cursor's value to the column's type.
    where: (condition) => ({ source: { name: condition ?? undefined } }) as Prisma.DialogueWhereInput,
    value: (row) => row.source.name,
    type: "string",
    nullable: false,
  },
  rounds: column("roundCount", "number"),
  agents: column("agentCount", "number"),
  perspectives: column("perspectiveCount", "number"),
  open: column("openTensionCount", "number"),
  resolved: column("resolvedTensionCount", "number"),
  total: column("totalAlignment", "number", true),
  findings: column("auditFindingCount", "number"),
  size: column("byteSize", "number"),
  errors: column("errorCount", "number"),
  warnings: column("warningCount", "number"),
};

/** The index's order: the sort column, then title, then id, so every row has one place. */
const indexOrder = (sort: IndexSort, dir: SortDirection): Prisma.DialogueOrderByWithRelationInput[] => [
  SORT_COLUMNS[sort].order(dir),
  { title: "asc" },
  { id: "asc" },
];

/** Whether a position's value can stand in a sort's column: of its type, or null where the column holds nulls. */
export function positionFits(sort: IndexSort, value: unknown): boolean {
  const key = SORT_COLUMNS[sort];
  return value === null ? key.nullable : key.type === "number" ? Number.isInteger(value) : typeof value === key.type;
}

/** The rows after a position in the index's order (the sort column, then title, then id; nulls last). */
export function afterPosition(sort: IndexSort, dir: SortDirection, at: IndexPosition): Prisma.DialogueWhereInput {
  const key = SORT_COLUMNS[sort];
  const laterTie: Prisma.DialogueWhereInput = { OR: [{ title: { gt: at.title } }, { title: at.title, id: { gt: at.id } }] };
  if (at.value === null) return { AND: [key.where(null), laterTie] };
  return {
    OR: [
      key.where(dir === "asc" ? { gt: at.value } : { lt: at.value }),
      { AND: [key.where({ equals: at.value }), laterTie] },
      ...(key.nullable ? [key.where(null)] : []),
    ],
  };
}

export interface KeysetPage {
  rows: Omit<DialogueListItem, "scoredByMe" | "fileName">[];
  /** Documents matching the filter, wherever the page stands. */
  matching: number;
  /** Where the next page starts, or null when this one is the last. */
  next: IndexPosition | null;
}

/**
 * A page of the index after a position rather than at a page number: a document that arrives or leaves while a client
 * walks the list neither repeats a row nor skips one, as an offset would. For the API; the index page keeps numbers.
 */
export async function listAfter(
  db: Db,
  query: Pick<IndexQuery, "q" | "kind" | "status" | "source" | "stubs" | "audit" | "sort" | "dir" | "size">,
  after: IndexPosition | null,
): Promise<KeysetPage> {
  const where = indexWhere(query);
  const [matching, found] = await Promise.all([
    db.dialogue.count({ where }),
    db.dialogue.findMany({
      where: after ? { AND: [where, afterPosition(query.sort, query.dir, after)] } : where,
      orderBy: indexOrder(query.sort, query.dir),
      take: query.size + 1,
      select: KEYSET_SELECT,
    }),
  ]);
  const rows = found.slice(0, query.size);
  const last = rows.at(-1);
  const next = found.length > query.size && last ? { value: SORT_COLUMNS[query.sort].value(last), title: last.title, id: last.id } : null;
  return { rows: rows.map(listItem), matching, next };
}

/** One document's index row by its slug (the API's summary), or null. */
export async function listItemBySlug(db: Db, slug: string): Promise<Omit<DialogueListItem, "scoredByMe" | "fileName"> | null> {
  const row = await db.dialogue.findFirst({ where: { slug, removedAt: null }, select: LIST_SELECT });
  return row ? listItem(row) : null;
}

export async function listDialogues(db: Db, query: IndexQuery = DEFAULT_INDEX_QUERY, options: ListOptions = {}): Promise<DialogueIndexPage> {
  const filters: Prisma.DialogueWhereInput[] = [{ removedAt: null }, ...textFilter(query.q)];
  const base = query.stubs ? filters : [...filters, NOT_STUB];
  const byStatus = query.status ? [{ status: query.status }] : [];
  const bySource = query.source ? [{ source: { name: query.source } }] : [];
  const byKind = query.kind ? [{ kind: query.kind }] : [];
  const byAudit = auditFilter(query.audit);
  const where = { AND: [...base, ...byKind, ...byStatus, ...bySource, ...byAudit] };

  const [matching, everything, ownDocuments, stubCount, statusGroups, sourceGroups, kindGroups] = await Promise.all([
    db.dialogue.count({ where }),
    db.dialogue.count({ where: { removedAt: null } }),
    db.dialogue.count({ where: { removedAt: null, source: { kind: { not: "samples" } } } }),
    db.dialogue.count({ where: { AND: [...filters, STUB, ...byKind, ...byStatus, ...bySource, ...byAudit] } }),
    db.dialogue.groupBy({ by: ["status"], where: { AND: [...base, ...byKind, ...bySource, ...byAudit] }, _count: { _all: true } }),
    db.dialogue.groupBy({ by: ["sourceId"], where: { AND: [...base, ...byKind, ...byStatus, ...byAudit] }, _count: { _all: true } }),
    db.dialogue.groupBy({ by: ["kind"], where: { AND: [...base, ...byStatus, ...bySource, ...byAudit] }, _count: { _all: true } }),
  ]);
  const audits = await auditFacets(db, [...base, ...byKind, ...byStatus, ...bySource], query.audit);
  const pageCount = Math.max(1, Math.ceil(matching / query.size));
  const page = Math.min(query.page, pageCount);
  const [rows, sourceNames] = await Promise.all([
    db.dialogue.findMany({
      where,
      orderBy: indexOrder(query.sort, query.dir),
      skip: (page - 1) * query.size,
      take: query.size,
      select: LIST_SELECT,
    }),
    db.source.findMany({ where: { id: { in: sourceGroups.map((g) => g.sourceId) } }, select: { id: true, name: true } }),
  ]);
  const nameOf = new Map(sourceNames.map((s) => [s.id, s.name]));
  const repeated = await repeatedTitles(
    db,
    rows.map((r) => r.title),
  );
  const scored = options.judgeId
    ? await scoredRounds(
        db,
        options.judgeId,
        rows.map((r) => r.id),
      )
    : null;
  const statuses = statusGroups.map((g) => ({ value: g.status, count: g._count._all })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    rows: rows.map((row) => ({
      ...listItem(row),
      fileName: repeated.has(row.title) ? baseName(row.path) : null,
      scoredByMe: scored ? (scored.get(row.id) ?? { scored: 0, rounds: 0 }) : null,
    })),
    matching,
    everything,
    ownDocuments,
    query: { ...query, page },
    pageCount,
    statuses,
    statusOptions: statusOptions(query.kind, statuses),
    sources: sourceGroups
      .map((g) => ({ value: nameOf.get(g.sourceId) ?? "?", count: g._count._all }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    stubCount,
    audits,
    kinds: kindOptions(
      query.kind,
      kindGroups.map((g) => ({ value: g.kind, count: g._count._all })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    ),
  };
}
