import { z } from "zod";
import { auditRuleTitle } from "@/lib/audit-rules";
import { firstValue } from "@/lib/url-params";

/**
 * The /audit corpus view, pure: its URL state (two filters to compare) and the tables it shows, built from the
 * aggregates lib/db/audit-corpus.ts reads. Every figure carries the number of dialogues behind it, and a figure over
 * fewer than MIN_DIALOGUES says so.
 */

/** Below this many dialogues a figure is shown with a plain warning: one dialogue more or less would change it a lot. */
export const MIN_DIALOGUES = 5;

/**
 * One side of a comparison: what the stored rows can say of a dialogue. Its source, an agent who took part (by the
 * name the dialogue gives it), and a range of months of its date (inclusive). An empty side is every dialogue.
 */
export interface CorpusFilter {
  source: string | null;
  agent: string | null;
  /** `YYYY-MM`, inclusive. */
  from: string | null;
  to: string | null;
}

export const EMPTY_FILTER: CorpusFilter = { source: null, agent: null, from: null, to: null };

export interface AuditViewQuery {
  a: CorpusFilter;
  b: CorpusFilter;
}

const month = firstValue(
  z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .optional(),
).catch(null);
const name = firstValue(z.string().trim().min(1).max(200).nullable().optional()).catch(null);

/** A side's fields from the URL (`a.source`, `a.agent`, `a.from`, `a.to`); each malformed one is dropped on its own. */
function sideOf(params: Record<string, string | string[] | undefined>, side: "a" | "b"): CorpusFilter {
  const read = <T>(schema: z.ZodType<T>, key: string) => schema.parse(params[`${side}.${key}`]) ?? null;
  const filter = { source: read(name, "source"), agent: read(name, "agent"), from: read(month, "from"), to: read(month, "to") };
  // A range given backwards is read the way it was meant.
  return filter.from && filter.to && filter.from > filter.to ? { ...filter, from: filter.to, to: filter.from } : filter;
}

export function parseAuditViewQuery(params: Record<string, string | string[] | undefined>): AuditViewQuery {
  return { a: sideOf(params, "a"), b: sideOf(params, "b") };
}

export function isEmptyFilter(f: CorpusFilter): boolean {
  return !f.source && !f.agent && !f.from && !f.to;
}

/** The view's address: only the fields set. */
export function auditViewHref(query: AuditViewQuery): string {
  const params = new URLSearchParams();
  for (const side of ["a", "b"] as const)
    for (const key of ["source", "agent", "from", "to"] as const) {
      const value = query[side][key];
      if (value) params.set(`${side}.${key}`, value);
    }
  const text = params.toString();
  return text ? `/audit?${text}` : "/audit";
}

/** A filter in words: "source blue, agent Muffin, 2026-01 to 2026-03"; "every dialogue" when empty. */
export function describeFilter(f: CorpusFilter): string {
  const parts = [
    f.source ? `source ${f.source}` : null,
    f.agent ? `with ${f.agent}` : null,
    f.from && f.to ? (f.from === f.to ? f.from : `${f.from} to ${f.to}`) : f.from ? `from ${f.from}` : f.to ? `up to ${f.to}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : "every dialogue";
}

/** The first month after `YYYY-MM`, for an inclusive range compared as text against dates (`2026-03-12 20:26Z` < `2026-04`). */
export function nextMonth(m: string): string {
  const [y, mm] = m.split("-").map(Number) as [number, number];
  return mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, "0")}`;
}

/** A share with its 95 % Wilson interval: honest at small counts and at 0 or 100 %, where the normal one is not. */
export interface Share {
  count: number;
  of: number;
  /** null when `of` is 0: no share to speak of. */
  rate: number | null;
  low: number | null;
  high: number | null;
  /** Fewer than MIN_DIALOGUES behind it. */
  few: boolean;
}

export function share(count: number, of: number): Share {
  if (of === 0) return { count, of, rate: null, low: null, high: null, few: true };
  const z = 1.96;
  const p = count / of;
  const denominator = 1 + (z * z) / of;
  const centre = (p + (z * z) / (2 * of)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / of + (z * z) / (4 * of * of))) / denominator;
  return { count, of, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), few: of < MIN_DIALOGUES };
}

/** A share as text: "25 % (3 of 12)"; a dash with nothing behind it. */
export function formatShare(s: Share): string {
  if (s.rate === null) return "—";
  return `${Math.round(s.rate * 100)} % (${s.count} of ${s.of})`;
}

/** A share's interval as text: "9–53 %". */
export function formatInterval(s: Share): string {
  if (s.low === null || s.high === null) return "";
  return `${Math.round(s.low * 100)}–${Math.round(s.high * 100)} %`;
}

/** What lib/db reads for one bucket (a month, a source): its dialogues, and per rule the dialogues with a finding and the findings. */
export interface BucketAggregate {
  key: string | null;
  dialogues: number;
  rules: Record<string, { dialogues: number; findings: number }>;
}

export interface BucketRow {
  key: string;
  label: string;
  dialogues: number;
  few: boolean;
  /** `notApplicable`: the rule belongs to another format than the row's kind, so no share is read from it. */
  cells: { rule: string; share: Share; findings: number; notApplicable?: boolean }[];
}

export interface RuleColumn {
  code: string;
  title: string;
}

/** The rules shown as columns: those declared, in their order, then any other code the rows hold. */
export function ruleColumns(declared: readonly string[], buckets: readonly BucketAggregate[]): RuleColumn[] {
  const seen = new Set(declared);
  const extra = [...new Set(buckets.flatMap((b) => Object.keys(b.rules)))].filter((c) => !seen.has(c)).sort();
  return [...declared, ...extra].map((code) => ({ code, title: auditRuleTitle(code) }));
}

/**
 * Buckets as table rows, each rule's cell the share of the bucket's dialogues with a finding of it. Months sort oldest
 * first with the undated last; other buckets by dialogues, most first.
 */
export function bucketRows(buckets: readonly BucketAggregate[], columns: readonly RuleColumn[], order: "month" | "size", noKey: string): BucketRow[] {
  const rows = buckets.map((b) => ({
    key: b.key ?? "",
    label: b.key ?? noKey,
    dialogues: b.dialogues,
    few: b.dialogues < MIN_DIALOGUES,
    cells: columns.map((c) => ({ rule: c.code, share: share(b.rules[c.code]?.dialogues ?? 0, b.dialogues), findings: b.rules[c.code]?.findings ?? 0 })),
  }));
  return rows.sort((x, y) =>
    order === "month"
      ? (x.key === "" ? 1 : 0) - (y.key === "" ? 1 : 0) || x.key.localeCompare(y.key)
      : y.dialogues - x.dialogues || x.label.localeCompare(y.label),
  );
}

/** What lib/db reads for one side of the comparison. */
export interface SideAggregate {
  dialogues: number;
  withFindings: number;
  findings: number;
  rules: Record<string, number>;
}

export interface ComparisonRow {
  rule: string;
  title: string;
  a: Share;
  b: Share;
  /** Whether the two intervals are apart: only then does the view say one side has more. */
  apart: boolean;
}

export interface Comparison {
  a: { label: string; dialogues: number; few: boolean; findingsPerDialogue: number | null };
  b: { label: string; dialogues: number; few: boolean; findingsPerDialogue: number | null };
  rows: ComparisonRow[];
}

/** Two filters side by side: per rule (and "any finding"), the share of each side's dialogues with it, with intervals. */
export function compareSides(query: AuditViewQuery, a: SideAggregate, b: SideAggregate, columns: readonly RuleColumn[]): Comparison {
  const row = (rule: string, title: string, ca: number, cb: number): ComparisonRow => {
    const sa = share(ca, a.dialogues);
    const sb = share(cb, b.dialogues);
    const apart = sa.low !== null && sb.low !== null && (sa.low > sb.high! || sb.low > sa.high!);
    return { rule, title, a: sa, b: sb, apart };
  };
  const side = (f: CorpusFilter, s: SideAggregate) => ({
    label: describeFilter(f),
    dialogues: s.dialogues,
    few: s.dialogues < MIN_DIALOGUES,
    findingsPerDialogue: s.dialogues > 0 ? s.findings / s.dialogues : null,
  });
  return {
    a: side(query.a, a),
    b: side(query.b, b),
    rows: [row("any", "Any finding", a.withFindings, b.withFindings), ...columns.map((c) => row(c.code, c.title, a.rules[c.code] ?? 0, b.rules[c.code] ?? 0))],
  };
}

/**
 * Rows of kinds (one per agent format) with each rule of another format marked as not applying: an A52 response is never
 * read for a GoopSpec rule, so its cell says so rather than "0 %". Kinds without rules of their own are left out.
 */
export function kindRowsByFormat(rows: readonly BucketRow[], rulesByKind: ReadonlyMap<string, ReadonlySet<string>>): BucketRow[] {
  return rows.flatMap((r) => {
    const own = rulesByKind.get(r.key);
    return own ? [{ ...r, cells: r.cells.map((c) => ({ ...c, notApplicable: !own.has(c.rule) })) }] : [];
  });
}
