import { type MeasureAgreement, alphaVerdict } from "@/lib/judging/agreement";
import { MEASURE_LABELS } from "@/lib/judging/scores";
import { ColumnHeads } from "@/components/data-table/column-heads";

export const fmtAlpha = (a: number | null) => (a === null ? "—" : a.toFixed(3));

/** Krippendorff's α per dimension, among judges and with the file's Judge: one dialogue's or all of them. */
export function AgreementTable({ agreement, label, caption }: { agreement: MeasureAgreement[]; label: string; caption?: string }) {
  return (
    // Focusable so a keyboard can scroll it on a phone.
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[36rem] text-sm" aria-label={label}>
        {caption ? <caption className="mb-2 text-left font-medium">{caption}</caption> : null}
        <thead>
          <ColumnHeads
            rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
            className="py-1 font-medium"
            columns={[
              { label: "Dimension" },
              { label: "Judges", className: "text-right" },
              { label: "95 % interval", className: "text-right" },
              { label: "Judges + file", className: "text-right" },
              { label: "Shared units", className: "text-right" },
              { label: "Reads as", className: "pl-3" },
            ]}
          />
        </thead>
        <tbody>
          {agreement.map((a) => (
            <tr key={a.measure} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-medium">
                {MEASURE_LABELS[a.measure]}
              </th>
              <td className="py-1 text-right font-mono tabular-nums">{fmtAlpha(a.judges)}</td>
              <td className="py-1 pl-3 text-right font-mono whitespace-nowrap tabular-nums">
                {a.interval ? `${fmtAlpha(a.interval[0])} – ${fmtAlpha(a.interval[1])}` : "—"}
              </td>
              <td className="py-1 text-right font-mono tabular-nums">{fmtAlpha(a.withFile)}</td>
              <td className="py-1 text-right font-mono tabular-nums">{a.units}</td>
              <td className="py-1 pl-3 text-slate-600 dark:text-slate-400">{alphaVerdict(a.judges)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Units are agents in rounds scored by two or more judges; the interval is a 95 % bootstrap over units (1,000 resamples). The file records only each
        round&apos;s total, so agreement with it is on totals.
      </p>
    </div>
  );
}
