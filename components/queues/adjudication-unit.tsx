import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { Disagreement } from "@/lib/judging/adjudication";
import type { ScoreValues } from "@/lib/judging/scores";
import { AdjudicateForm } from "./adjudicate-form";

export interface AdjudicationUnitModel extends Disagreement {
  title: string;
  slug: string;
  final: { values: ScoreValues; note: string | null; leadName: string; updatedAt: Date } | null;
}

const mean = (values: number[]) => Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10;

/** One agent's round: each judge's score per dimension side by side, the range (marked where it passes the threshold), and the final. */
export function AdjudicationUnit({ queueId, unit }: { queueId: number; unit: AdjudicationUnitModel }) {
  const label = `${unit.title}, round ${unit.round}: ${unit.agent}`;
  const dimensions = unit.rubric.dimensions;
  const suggested: ScoreValues = Object.fromEntries(
    dimensions.map((d) => [
      d.key,
      unit.final?.values[d.key] ?? Math.round(mean(unit.judges.flatMap((j) => (j.values[d.key] === undefined ? [] : [j.values[d.key]!])))),
    ]),
  );
  return (
    <article aria-label={label} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-semibold">
        <Link href={`/d/${unit.slug}/judge?round=${unit.round}`} className={linkClass}>
          {unit.title}
        </Link>
        , round {unit.round}: {unit.agent}
      </h2>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Scores of ${label}`}>
        <table className="w-full min-w-[30rem] text-sm" aria-label={`Judges' scores of ${label}`}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="py-1 font-medium">
                Judge
              </th>
              {dimensions.map((d) => (
                <th key={d.key} scope="col" className="py-1 text-right font-medium">
                  {d.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {unit.judges.map((j) => (
              <tr key={j.judgeId} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 text-left font-medium">
                  {j.judgeName}
                </th>
                {dimensions.map((d) => (
                  <td key={d.key} className="py-1 text-right font-mono tabular-nums">
                    {j.values[d.key] ?? "—"}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1 text-left font-medium">
                Range
              </th>
              {dimensions.map((d) => (
                <td
                  key={d.key}
                  className={`py-1 text-right font-mono tabular-nums ${unit.flagged.includes(d.key) ? "font-semibold text-amber-800 dark:text-amber-300" : ""}`}
                >
                  {unit.ranges[d.key] ?? "—"}
                  {unit.flagged.includes(d.key) ? <span> (over)</span> : null}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {unit.final ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Final by {unit.final.leadName}, {unit.final.updatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC
          {unit.final.note ? `: ${unit.final.note}` : ""}
        </p>
      ) : null}
      {unit.adjudicable ? (
        <AdjudicateForm
          queueId={queueId}
          unit={{ dialogueId: unit.dialogueId, round: unit.round, agent: unit.agent, key: `${unit.key}:${unit.rubric.id}` }}
          rubricVersionId={unit.rubric.id}
          dimensions={dimensions}
          values={suggested}
          note={unit.final?.note ?? ""}
          label={label}
          recorded={unit.final !== null}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Scored under {unit.rubric.name} v{unit.rubric.version}: a final can be recorded only under a W/C/T/R rubric.
        </p>
      )}
    </article>
  );
}
