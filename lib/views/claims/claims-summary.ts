import { z } from "zod";
import type { Interval } from "@/lib/agents/bootstrap";
import { wilsonInterval } from "@/lib/agents/wilson";
import { documentHref } from "@/lib/document-href";

/**
 * One row per audit finding of an agent-format document, and one with `rule: null` for a document with none (it
 * still counts among the documents behind a rate). `subject` is the model, agent or tool the document names; null
 * when it names none.
 */
export const claimRowSchema = z.object({
  kind: z.string().min(1),
  subject: z.string().nullable(),
  date: z.union([z.date(), z.string()]).nullable(),
  rule: z.string().nullable(),
  slug: z.string().min(1),
  title: z.string(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

/** Under this many documents a figure is shown with a plain warning: a rate from so few says little. */
export const FEW_DOCUMENTS = 5;

export interface ClaimsDocumentLink {
  slug: string;
  title: string;
  kind: string;
  href: string;
  findings: number;
}

/** One figure: the documents of a subject or a month, how many have a finding, and the documents behind it. */
export interface ClaimsFigure {
  key: string;
  label: string;
  documents: number;
  /** Documents with at least one finding: the rate's numerator. */
  flagged: number;
  findings: number;
  /** flagged / documents; null with no documents. */
  rate: number | null;
  /** The rate's 95 % Wilson interval. */
  interval: Interval | null;
  /** Every document behind the figure, those with the most findings first. */
  links: ClaimsDocumentLink[];
  /** A plain sentence when there are fewer than FEW_DOCUMENTS documents; null otherwise. */
  warning: string | null;
}

export interface ClaimsSummary {
  total: ClaimsFigure;
  /** Per model, agent or tool, the most documents first; documents naming none under "Not named". */
  bySubject: ClaimsFigure[];
  /** Per month of the document's date, oldest first; undated documents last. */
  byMonth: ClaimsFigure[];
}

const UNNAMED = "\u0000unnamed";
const UNDATED = "\u0000undated";

/** `2026-03` from a date or an ISO string; null when there is none or it is not a date. */
function monthOf(date: Date | string | null): string | null {
  if (date === null) return null;
  const d = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthLabel = (key: string) => (key === UNDATED ? "Undated" : `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`);

interface Doc {
  slug: string;
  title: string;
  kind: string;
  subjects: Set<string>;
  month: string;
  findings: number;
}

function figure(key: string, label: string, docs: Doc[]): ClaimsFigure {
  const flagged = docs.filter((d) => d.findings > 0).length;
  const findings = docs.reduce((sum, d) => sum + d.findings, 0);
  const links = [...docs]
    .sort((a, b) => b.findings - a.findings || a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug))
    .map((d) => ({ slug: d.slug, title: d.title, kind: d.kind, href: documentHref(d.kind, d.slug), findings: d.findings }));
  const n = docs.length;
  return {
    key,
    label,
    documents: n,
    flagged,
    findings,
    rate: n === 0 ? null : flagged / n,
    interval: wilsonInterval(flagged, n),
    links,
    warning: n < FEW_DOCUMENTS ? `Only ${n === 1 ? "1 document" : `${n} documents`}: too few to read a rate from.` : null,
  };
}

function groupBy(docs: Doc[], keys: (d: Doc) => Iterable<string>): Map<string, Doc[]> {
  const groups = new Map<string, Doc[]>();
  for (const d of docs)
    for (const k of keys(d)) {
      const list = groups.get(k);
      if (list) list.push(d);
      else groups.set(k, [d]);
    }
  return groups;
}

/**
 * Claim against delivery across documents: per subject and per month, how many documents, how many of them with a
 * finding (with a 95 % Wilson interval), how many findings, and the documents behind each figure. A document is
 * counted once per figure, under every subject its rows name (a document naming none is "Not named").
 */
export function claimsSummary(rows: readonly ClaimRow[]): ClaimsSummary {
  const bySlug = new Map<string, Doc>();
  for (const row of rows) {
    let doc = bySlug.get(row.slug);
    if (!doc) {
      doc = { slug: row.slug, title: row.title, kind: row.kind, subjects: new Set(), month: monthOf(row.date) ?? UNDATED, findings: 0 };
      bySlug.set(row.slug, doc);
    }
    const subject = row.subject?.trim();
    if (subject) doc.subjects.add(subject);
    if (row.rule !== null) doc.findings++;
  }
  const docs = [...bySlug.values()];
  const subjects = groupBy(docs, (d) => (d.subjects.size > 0 ? d.subjects : [UNNAMED]));
  const months = groupBy(docs, (d) => [d.month]);
  const bySubject = [...subjects]
    .map(([key, list]) => figure(key, key === UNNAMED ? "Not named" : key, list))
    .sort((a, b) => Number(a.key === UNNAMED) - Number(b.key === UNNAMED) || b.documents - a.documents || a.label.localeCompare(b.label));
  const byMonth = [...months]
    .map(([key, list]) => figure(key, monthLabel(key), list))
    .sort((a, b) => Number(a.key === UNDATED) - Number(b.key === UNDATED) || a.key.localeCompare(b.key));
  return { total: figure("all", "All documents", docs), bySubject, byMonth };
}
