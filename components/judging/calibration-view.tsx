import Link from "next/link";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { linkClass } from "@/components/ui/styles";
import { alphaVerdict } from "@/lib/judging/agreement";
import type { CalibrationUnit, MeasureCalibration } from "@/lib/judging/calibration";
import { fmtAlpha } from "./agreement-table";

type DocumentLinks = Map<number, { slug: string; title: string }>;

const signed = (n: number | null) => (n === null ? "—" : `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n).toFixed(2)}`);
// Everything here is on the common 0–1 scale (each score by its own rubric's bounds, the file's by its own scale).
const onScale = (n: number) => n.toFixed(2);
const range = (r: [number, number] | null, fmt: (n: number) => string) => (r ? `${fmt(r[0])} – ${fmt(r[1])}` : "—");

/** α and leniency against the people's consensus per measure, with intervals and the units each counts. */
export function CalibrationTable({ measures, label, regionLabel }: { measures: MeasureCalibration[]; label: string; regionLabel: string }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={regionLabel}>
      <table className="w-full min-w-[40rem] text-sm" aria-label={label}>
        <thead>
          <ColumnHeads
            rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
            className="py-1 font-medium"
            columns={[
              { label: "Measure" },
              { label: "α", className: "text-right" },
              { label: "95 % interval", className: "pl-3 text-right" },
              { label: "Leniency", className: "pl-3 text-right" },
              { label: "95 % interval", className: "pl-3 text-right" },
              { label: "Shared units", className: "pl-3 text-right" },
              { label: "Reads as", className: "pl-3" },
            ]}
          />
        </thead>
        <tbody>
          {measures.map((m) => (
            <tr key={m.measure} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-medium">
                {m.label}
              </th>
              <td className="py-1 text-right font-mono tabular-nums">{m.units > 0 ? fmtAlpha(m.alpha) : "—"}</td>
              <td className="py-1 pl-3 text-right font-mono whitespace-nowrap tabular-nums">{range(m.interval, fmtAlpha)}</td>
              <td className="py-1 pl-3 text-right font-mono tabular-nums">{signed(m.leniency)}</td>
              <td className="py-1 pl-3 text-right font-mono whitespace-nowrap tabular-nums">{range(m.leniencyInterval, (n) => signed(n))}</td>
              <td className="py-1 pl-3 text-right font-mono tabular-nums">{m.units}</td>
              <td className="py-1 pl-3 whitespace-nowrap text-slate-600 dark:text-slate-400">{m.units > 1 ? alphaVerdict(m.alpha) : "not enough data"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The units where a judge's overall is furthest from the people's, each a link to its round. */
export function CalibrationGaps({ disagreements, slugOf, judge }: { disagreements: CalibrationUnit[]; slugOf: DocumentLinks; judge: string }) {
  return (
    <section aria-labelledby="calibration-gaps" className="space-y-2">
      <h2 id="calibration-gaps" className="text-lg font-semibold">
        Where it differs most from people
      </h2>
      {disagreements.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No round that both {judge} and a person scored yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The rounds where {judge}&apos;s overall is furthest from the people&apos;s mean, largest gap first.
          </p>
          <ol className="space-y-1 text-sm">
            {disagreements.map((d) => {
              const doc = slugOf.get(d.dialogueId);
              return (
                <li key={`${d.dialogueId}:${d.round}:${d.agent}`}>
                  {doc ? (
                    <Link href={`/d/${doc.slug}/judge?round=${d.round}`} className={linkClass}>
                      {doc.title}, round {d.round}, {d.agent}
                    </Link>
                  ) : (
                    `round ${d.round}, ${d.agent}`
                  )}
                  : {onScale(d.judge)} against the people&apos;s {onScale(d.consensus)} ({signed(d.gap)}, {d.people === 1 ? "1 person" : `${d.people} people`})
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
