import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { linkClass } from "@/components/ui/styles";
import { auditRuleTitle } from "@/lib/audit-rules";
import type { MostFindings } from "@/lib/db/audit-corpus";
import { documentHref } from "@/lib/document-href";
import { kindLabel } from "@/lib/document-kinds";

/** The documents with the most findings, each linked to its audit section, with its findings by rule. */
export function MostFindingsList({ rows }: { rows: MostFindings[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No document has a finding.</p>;
  return (
    <ol
      aria-label="Documents with the most findings"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {rows.map((r) => (
        <li key={r.slug} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <span className="w-8 shrink-0 text-right font-semibold text-amber-700 tabular-nums dark:text-amber-300">{r.findings}</span>
          <span className="min-w-0 flex-1 basis-60">
            <Link href={`${documentHref(r.kind, r.slug)}#audit`} className={linkClass}>
              {r.title}
            </Link>
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              {[r.kind !== "dialogue" ? kindLabel(r.kind) : null, r.date?.slice(0, 10) ?? "undated", r.source].filter(Boolean).join(" · ")}
            </span>
          </span>
          <span className="flex flex-wrap gap-1">
            {Object.entries(r.rules).map(([rule, n]) => (
              <Badge key={rule} tone="muted">
                {auditRuleTitle(rule)} {n}
              </Badge>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}
