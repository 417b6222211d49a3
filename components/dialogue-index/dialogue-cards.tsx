import type { ReactNode } from "react";
import Link from "next/link";
import { documentHref } from "@/lib/document-href";
import { StatusBadge } from "@/components/dialogue/status-badge";
import type { DialogueListItem } from "@/lib/db/dialogues";
import { formatBytes, sourceLabel } from "@/lib/dialogue-index";
import { FileName, ScoredByMe } from "./columns";

/** The index on phones: one card a dialogue, the table's numbers in a line. */
export function DialogueCards({ rows, judge }: { rows: DialogueListItem[]; judge: boolean }) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label="Dialogues">
      {rows.map((d) => (
        <li key={d.slug} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <p className="font-medium">
            <Link href={documentHref(d.kind, d.slug)} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
              {d.title}
            </Link>
            <FileName name={d.fileName} />
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {d.kind !== "dialogue" ? <span className="font-medium">{d.kindLabel}</span> : null}
            <StatusBadge status={d.status} />
            <span className="tabular-nums">{d.date?.slice(0, 10) ?? "—"}</span>
            <span title={d.source}>{sourceLabel(d.source)}</span>
            <span className="tabular-nums">{formatBytes(d.byteSize)}</span>
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <Stat label="Rounds">{d.roundCount}</Stat>
            <Stat label="Agents">{d.agentCount}</Stat>
            <Stat label="ALIGNMENT">{d.totalAlignment ?? "—"}</Stat>
            <Stat label="Open T" tone={d.openTensionCount > 0 ? "text-amber-700 dark:text-amber-300" : undefined}>
              {d.openTensionCount}
            </Stat>
            <Stat label="Resolved">{d.resolvedTensionCount}</Stat>
            <Stat label="Findings" tone={d.auditFindingCount > 0 ? "text-amber-700 dark:text-amber-300" : undefined}>
              {d.auditFindingCount > 0 ? (
                <Link href={`${documentHref(d.kind, d.slug)}#audit`} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
                  {d.auditFindingCount}
                </Link>
              ) : (
                0
              )}
            </Stat>
            <Stat label="Lint">
              {d.errorCount}E {d.warningCount}W
            </Stat>
            {judge ? (
              <Stat label="Scored by me">
                <ScoredByMe value={d.scoredByMe} />
              </Stat>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** One figure on a card: its label and value inline, the value bold (in `tone` when it asks for attention). */
function Stat({ label, tone = "text-slate-900 dark:text-slate-100", children }: { label: string; tone?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline">{label} </dt>
      <dd className={`inline font-semibold tabular-nums ${tone}`}>{children}</dd>
    </div>
  );
}
