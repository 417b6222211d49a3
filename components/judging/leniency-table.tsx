import { ColumnHeads } from "@/components/data-table/column-heads";
import type { JudgeLeniency } from "@/lib/judging/agreement";

const signed = (n: number | null) => (n === null ? "—" : `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n).toFixed(2)}`);

/** Within half a point a round of the others (0.025 on the 0–1 scale), a judge reads as in line with them. */
function reading(total: number | null, margin: number): string {
  if (total === null) return "—";
  if (total >= margin) return "more generous";
  if (total <= -margin) return "harsher";
  return "in line";
}

/** Per judge, the mean difference from the other judges on the units they share: who is harsh, who is lenient. */
export function LeniencyTable({
  rows,
  names,
  label,
  measures,
  scale = "points",
}: {
  rows: JudgeLeniency[];
  names: Map<string, string>;
  label: string;
  /** The columns, in order; the last is the overall one (the total, or the overall on the 0–1 scale). */
  measures: { key: string; label: string }[];
  scale?: "points" | "0–1";
}) {
  if (rows.length === 0 || measures.length === 0) return null;
  const overall = measures.at(-1)!.key;
  const sorted = [...rows].sort((a, b) => (a.difference[overall] ?? 0) - (b.difference[overall] ?? 0));
  return (
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[36rem] text-sm" aria-label={label}>
        <caption className="mb-2 text-left font-medium">Each judge against the others (mean difference a unit)</caption>
        <thead>
          <ColumnHeads
            rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
            className="py-1 font-medium"
            columns={[
              { label: "Judge" },
              { label: "Shared units", className: "text-right" },
              ...measures.map((m) => ({ label: m.label, className: "text-right" })),
              { label: "Reads as", className: "pl-3" },
            ]}
          />
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.judgeId} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-medium">
                {names.get(r.judgeId) ?? "a judge"}
              </th>
              <td className="py-1 text-right font-mono tabular-nums">{r.units}</td>
              {measures.map((m) => (
                <td key={m.key} className={`py-1 pl-2 text-right font-mono tabular-nums ${m.key === overall ? "font-semibold" : ""}`}>
                  {signed(r.difference[m.key] ?? null)}
                </td>
              ))}
              <td className="py-1 pl-3 text-slate-600 dark:text-slate-400">{reading(r.difference[overall] ?? null, scale === "0–1" ? 0.025 : 0.5)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
