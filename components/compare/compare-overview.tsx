import type { ReactNode } from "react";
import { StatusBadge } from "@/components/dialogue/status-badge";
import { TableShell } from "@/components/data-table/table-shell";
import type { ComparedSide } from "@/lib/compare/compare-dialogues";

const converged = (s: ComparedSide) =>
  s.convergedAt === null ? "Not converged" : `Round ${s.convergedAt} (${s.roundsToConvergence} round${s.roundsToConvergence === 1 ? "" : "s"})`;

/** The two dialogues' outlines, one row a fact: the numbers a reader compares first. */
export function CompareOverview({ a, b, statusA, statusB }: { a: ComparedSide; b: ComparedSide; statusA: string; statusB: string }) {
  const rows: [string, ReactNode, ReactNode][] = [
    ["Status", <StatusBadge key="a" status={statusA} />, <StatusBadge key="b" status={statusB} />],
    ["Rounds", a.rounds, b.rounds],
    ["Converged in", converged(a), converged(b)],
    ["Total ALIGNMENT", a.totalAlignment ?? "—", b.totalAlignment ?? "—"],
    ["Tensions", `${a.tensions.length} (${a.resolved} resolved, ${a.open} open)`, `${b.tensions.length} (${b.resolved} resolved, ${b.open} open)`],
    ["Dissent recorded", a.outcome.dissent.length, b.outcome.dissent.length],
  ];
  return (
    <TableShell caption="The two dialogues at a glance">
      <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-medium">
            <span className="sr-only">Fact</span>
          </th>
          <th scope="col" className="px-3 py-2 text-left font-medium">
            A
          </th>
          <th scope="col" className="px-3 py-2 text-left font-medium">
            B
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map(([label, va, vb]) => (
          <tr key={label}>
            <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
              {label}
            </th>
            <td className="px-3 py-2 tabular-nums">{va}</td>
            <td className="px-3 py-2 tabular-nums">{vb}</td>
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}
