import { ColumnHeads } from "@/components/data-table/column-heads";
import type { JudgeProgress } from "@/lib/judging/queue";

/** For admins: each judge's progress in a queue, whoever is furthest behind their share first. */
export function JudgesProgressTable({ rows }: { rows: (JudgeProgress & { name: string })[] }) {
  return (
    <section aria-labelledby="queue-judges-heading" className="space-y-2">
      <h2 id="queue-judges-heading" className="text-lg font-semibold">
        Judges
      </h2>
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full min-w-[32rem] text-sm" aria-label="Progress by judge">
          <thead>
            <ColumnHeads
              rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
              className="py-1 font-medium"
              columns={[
                { label: "Judge" },
                { label: "Done", className: "text-right" },
                { label: "Holding", className: "text-right" },
                { label: "Skipped", className: "text-right" },
                { label: "Share", className: "text-right" },
                { label: "Behind", className: "text-right" },
              ]}
            />
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.judgeId} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <th scope="row" className="py-1 text-left font-medium">
                  {p.name}
                </th>
                <td className="py-1 text-right font-mono tabular-nums">{p.done}</td>
                <td className="py-1 text-right font-mono tabular-nums">{p.reserved}</td>
                <td className="py-1 text-right font-mono tabular-nums">{p.skipped}</td>
                <td className="py-1 text-right font-mono tabular-nums">{p.share}</td>
                <td className={`py-1 text-right font-mono tabular-nums ${p.behind > 0 ? "font-semibold text-amber-800 dark:text-amber-300" : ""}`}>
                  {p.behind}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
