import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AgentFormatFindings } from "@/components/audit/agent-format-findings";
import { BucketTable, ShareNote } from "@/components/audit/bucket-table";
import { ComparisonView } from "@/components/audit/comparison";
import { MostFindingsList } from "@/components/audit/most-findings";
import { auditRules, isDialogueRule } from "@/lib/audit-rules";
import { auditViewHref, bucketRows, compareSides, EMPTY_FILTER, parseAuditViewQuery, ruleColumns } from "@/lib/audit-view";
import { requireReader } from "@/lib/auth/guard";
import { AUDIT_RULE_CODES } from "@/lib/contract";
import { comparisonChoices, findingsByKind, findingsByMonth, findingsBySource, mostFindings, sideAggregate } from "@/lib/db/audit-corpus";
import { db } from "@/lib/db/client";
import { kindLabel } from "@/lib/document-kinds";
import { counted } from "@/lib/plural";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Audit" };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The audit over the corpus: findings by rule over time and by source, the documents with the most, and two filters compared. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseAuditViewQuery(await searchParams);
  await requireReader(auditViewHref(query));
  const d = db();
  const [months, sources, kinds, most, all, a, b, choices] = await Promise.all([
    findingsByMonth(d),
    findingsBySource(d),
    findingsByKind(d),
    mostFindings(d),
    sideAggregate(d, EMPTY_FILTER),
    sideAggregate(d, query.a),
    sideAggregate(d, query.b),
    comparisonChoices(d),
  ]);
  const columns = ruleColumns(AUDIT_RULE_CODES, []);
  const agentColumns = ruleColumns(
    auditRules()
      .map((r) => r.code)
      .filter((c) => !isDialogueRule(c)),
    kinds,
  ).filter((c) => !isDialogueRule(c.code));
  const kindRows = bucketRows(kinds, agentColumns, "size", "?").map((r) => ({ ...r, label: kindLabel(r.key) }));
  return (
    <section aria-labelledby="audit-title" className="space-y-8">
      <header className="space-y-1">
        <h1 id="audit-title" className="text-2xl font-semibold tracking-tight">
          Audit
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          Was convergence earned? Of {counted(all.dialogues, "dialogue")} with rounds, {all.withFindings.toLocaleString("en")} have at least one finding of the
          convergence audit ({counted(all.findings, "finding")} in all). Every figure says how many dialogues are behind it.
        </p>
      </header>
      <Section id="over-time" title="By rule over time">
        <BucketTable
          caption="Dialogues with a finding of each rule, by the month of the dialogue's date"
          bucketLabel="Month"
          rows={bucketRows(months, columns, "month", "Undated")}
          columns={columns}
          noun="Dialogues"
        />
        <ShareNote />
      </Section>
      <Section id="by-source" title="By source">
        <BucketTable
          caption="Dialogues with a finding of each rule, by source"
          bucketLabel="Source"
          rows={bucketRows(sources, columns, "size", "?")}
          columns={columns}
          noun="Dialogues"
        />
      </Section>
      <Section id="most" title="The most findings">
        <MostFindingsList rows={most} />
      </Section>
      <Section id="compare" title="Compare two filters">
        <ComparisonView query={query} comparison={compareSides(query, a, b, columns)} choices={choices} />
      </Section>
      {/* CLAIM VS DELIVERY: the agent formats' aggregates go here (see components/audit/agent-format-findings.tsx). */}
      <Section id="agent-formats" title="Claim against delivery (agent formats)">
        <AgentFormatFindings rows={kindRows} columns={agentColumns} />
      </Section>
    </section>
  );
}
