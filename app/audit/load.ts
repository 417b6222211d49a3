import { auditRules, isDialogueRule } from "@/lib/audit-rules";
import { auditViewHref, bucketRows, compareSides, EMPTY_FILTER, isEmptyFilter, kindRowsByFormat, parseAuditViewQuery, ruleColumns } from "@/lib/audit-view";
import { requireReader } from "@/lib/auth/guard";
import { AUDIT_RULE_CODES, FORMATS } from "@/lib/contract";
import { claimRows, comparisonChoices, findingsByKind, findingsByMonth, findingsBySource, mostFindings, sideAggregate } from "@/lib/db/audit-corpus";
import { db } from "@/lib/db/client";
import { kindLabel } from "@/lib/document-kinds";
import { claimsSummary } from "@/lib/views/claims/claims-summary";

/** What /audit shows, gathered at once: the convergence audit over the corpus, two filters compared, and claim against delivery. */
export async function loadAuditPage(searchParams: Record<string, string | string[] | undefined>) {
  const query = parseAuditViewQuery(searchParams);
  await requireReader(auditViewHref(query));
  const d = db();
  // The kinds whose format sets a claim against a delivery: their documents without a finding count too.
  const rulesByKind = new Map(FORMATS.filter((f) => (f.auditRules ?? []).length > 0).map((f) => [f.kind, new Set(f.auditRules!.map((r) => r.code))]));
  const audited = [...rulesByKind.keys()];
  const [months, sources, kinds, most, all, a, b, choices, claims] = await Promise.all([
    findingsByMonth(d),
    findingsBySource(d),
    findingsByKind(d),
    mostFindings(d),
    sideAggregate(d, EMPTY_FILTER),
    // An empty side is the whole corpus, read once above.
    isEmptyFilter(query.a) ? null : sideAggregate(d, query.a),
    isEmptyFilter(query.b) ? null : sideAggregate(d, query.b),
    comparisonChoices(d),
    claimRows(d, audited),
  ]);
  const columns = ruleColumns(AUDIT_RULE_CODES, []);
  const agentCodes = auditRules()
    .map((r) => r.code)
    .filter((c) => !isDialogueRule(c));
  const agentColumns = ruleColumns(agentCodes, kinds).filter((c) => !isDialogueRule(c.code));
  return {
    query,
    all,
    columns,
    monthRows: bucketRows(months, columns, "month", "Undated"),
    sourceRows: bucketRows(sources, columns, "size", "?"),
    most,
    comparison: compareSides(query, a ?? all, b ?? all, columns),
    choices,
    agentColumns,
    // Only kinds whose format audits; a rule of another format is marked as not applying rather than shown as 0 %.
    kindRows: kindRowsByFormat(bucketRows(kinds, agentColumns, "size", "?"), rulesByKind).map((r) => ({ ...r, label: kindLabel(r.key) })),
    claims: claimsSummary(claims),
  };
}
