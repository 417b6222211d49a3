import { AUDIT_RULES, type AnyAuditFinding, type AnyAuditRule, type AuditFinding } from "@/lib/contract";
import { Badge } from "@/components/ui/badge";
import { capped, PAGE_BUDGET } from "@/lib/page-budget";
import { EvidenceLines } from "./evidence-lines";

/**
 * The convergence audit: findings grouped by rule (in the rules' order), each with its agent, tension and round and
 * the lines that support it, every line a link to the source view. The empty state says what was checked.
 */
export function AuditPanel({ findings, markers, sourcePath }: { findings: AuditFinding[]; markers: number; sourcePath: string }) {
  const empty =
    markers === 0
      ? "No findings: the dialogue has no markers, so nothing says whether its agreement was argued or given."
      : `No findings: ${AUDIT_RULES.length} rules checked over ${markers.toLocaleString("en")} markers (${AUDIT_RULES.map((r) => r.title.toLowerCase()).join(", ")}).`;
  return <FindingsByRule findings={findings} rules={AUDIT_RULES} sourcePath={sourcePath} empty={empty} />;
}

/**
 * Any format's audit findings grouped by rule (in the rules' order), each with its subject, tension and round and the
 * lines that support it, every line a link to the source view; `empty` says what was checked when nothing was found.
 */
export function FindingsByRule({
  findings,
  rules,
  sourcePath,
  empty,
  label = "Audit findings by rule",
}: {
  label?: string;
  findings: readonly AnyAuditFinding[];
  rules: readonly AnyAuditRule[];
  sourcePath: string;
  empty: string;
}) {
  if (findings.length === 0) return <p className="muted">{empty}</p>;
  const groups = rules.map((rule) => ({ rule, findings: findings.filter((f) => f.rule === rule.code) })).filter((g) => g.findings.length > 0);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {findings.length} {findings.length === 1 ? "finding" : "findings"} under {groups.length} {groups.length === 1 ? "rule" : "rules"}; each rule is defined
        in the docs (audit.md).
      </p>
      <ul aria-label={label} className="space-y-3">
        {groups.map(({ rule, findings: list }) => (
          <li key={rule.code} className="rounded border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-base font-semibold">
              {rule.title}
              <Badge tone="warning">{list.length}</Badge>
              <span className="font-mono text-xs font-normal text-slate-500 dark:text-slate-400">{rule.code}</span>
            </h3>
            <p className="mb-2 text-sm muted">{rule.summary}</p>
            <ol className="space-y-2 text-sm">
              {capped(list).shown.map((f, i) => (
                <li key={i} className="border-t border-slate-100 pt-2 first:border-t-0 first:pt-0 dark:border-slate-800">
                  <p className="flex flex-wrap gap-1.5">
                    {f.agent ? <Badge tone="muted">{f.agent}</Badge> : null}
                    {f.tension ? <Badge tone="accent">{f.tension}</Badge> : null}
                    {f.round !== undefined ? <Badge tone="neutral">round {f.round}</Badge> : null}
                  </p>
                  <p className="mt-1 break-words">{f.message}</p>
                  <EvidenceLines lines={f.evidence} sourcePath={sourcePath} label="Evidence" />
                </li>
              ))}
              {list.length > PAGE_BUDGET.listItems ? (
                <li className="muted">and {(list.length - PAGE_BUDGET.listItems).toLocaleString("en")} more (every one in `roundtable parse --json`)</li>
              ) : null}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}
