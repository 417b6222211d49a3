import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AgentFormatFindings } from "@/components/audit/agent-format-findings";
import { BucketTable, ShareNote } from "@/components/audit/bucket-table";
import { ClaimsSummaryView } from "@/components/audit/claims-summary";
import { ComparisonView } from "@/components/audit/comparison";
import { MostFindingsList } from "@/components/audit/most-findings";
import { counted } from "@/lib/plural";
import { loadAuditPage } from "./load";

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
  const m = await loadAuditPage(await searchParams);
  const { all, columns } = m;
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
          rows={m.monthRows}
          columns={columns}
          noun="Dialogues"
        />
        <ShareNote />
      </Section>
      <Section id="by-source" title="By source">
        <BucketTable caption="Dialogues with a finding of each rule, by source" bucketLabel="Source" rows={m.sourceRows} columns={columns} noun="Dialogues" />
      </Section>
      <Section id="most" title="The most findings">
        <MostFindingsList rows={m.most} />
      </Section>
      <Section id="compare" title="Compare two filters">
        <ComparisonView query={m.query} comparison={m.comparison} choices={m.choices} />
      </Section>
      <Section id="agent-formats" title="Claim against delivery (agent formats)">
        <ClaimsSummaryView summary={m.claims} />
        <AgentFormatFindings rows={m.kindRows} columns={m.agentColumns} />
      </Section>
    </section>
  );
}
