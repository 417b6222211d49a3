import { TableShell } from "@/components/data-table/table-shell";
import type { ScoreRow } from "@/lib/contract";

const cell = (v: number | undefined | null) => (v === undefined || v === null ? "—" : v);

/** One dialogue's final scoreboard, compact, for side by side. */
export function FinalScores({ side, rows, total }: { side: "A" | "B"; rows: ScoreRow[]; total: number | null }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{side} records no final scores.</p>;
  return (
    <TableShell caption={`${side}: final scores`}>
      <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th scope="col" className="px-2 py-1.5 text-left font-medium">
            {side}: agent
          </th>
          {[
            ["W", "Wisdom"],
            ["C", "Consistency"],
            ["T", "Truth"],
            ["R", "Relationships"],
          ].map(([short, long]) => (
            <th key={short} scope="col" className="px-2 py-1.5 text-right font-medium">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
          <th scope="col" className="px-2 py-1.5 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 tabular-nums dark:divide-slate-800">
        {rows.map((r) => (
          <tr key={`${r.agent}-${r.line}`}>
            <th scope="row" className="px-2 py-1.5 text-left font-medium">
              {r.agent}
            </th>
            <td className="px-2 py-1.5 text-right">{cell(r.wisdom)}</td>
            <td className="px-2 py-1.5 text-right">{cell(r.consistency)}</td>
            <td className="px-2 py-1.5 text-right">{cell(r.truth)}</td>
            <td className="px-2 py-1.5 text-right">{cell(r.relationships)}</td>
            <td className="px-2 py-1.5 text-right font-medium">{cell(r.total)}</td>
          </tr>
        ))}
      </tbody>
      {total !== null ? (
        <tfoot className="border-t border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            <td colSpan={6} className="px-2 py-1.5">
              Total ALIGNMENT {total}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </TableShell>
  );
}
