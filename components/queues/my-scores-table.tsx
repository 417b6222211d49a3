import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { MyScore } from "@/lib/db/my-scores";
import { totalOf } from "@/lib/judging/scores";

const head = "py-1 pr-3 font-medium";

/** A judge's own current scores: what, the values under the score's own rubric, when, and the queues the round is in. */
export function MyScoresTable({ scores }: { scores: MyScore[] }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="My scores, scrollable">
      <table className="w-full min-w-[56rem] text-sm" aria-label="My scores">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <th scope="col" className={head}>
              Document
            </th>
            <th scope="col" className={`${head} text-right`}>
              Round
            </th>
            <th scope="col" className={head}>
              Agent
            </th>
            <th scope="col" className={head}>
              Rubric
            </th>
            <th scope="col" className={head}>
              Scores
            </th>
            <th scope="col" className={`${head} text-right`}>
              Total
            </th>
            <th scope="col" className={`${head} text-right`}>
              Version
            </th>
            <th scope="col" className={head}>
              Saved (UTC)
            </th>
            <th scope="col" className={head}>
              Queue
            </th>
          </tr>
        </thead>
        <tbody>
          {scores.map((s) => (
            <tr key={`${s.dialogueId}:${s.round}:${s.agent}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                <Link href={`/d/${s.slug}/judge?round=${s.round}`} className={linkClass}>
                  {s.title}
                </Link>
              </th>
              <td className="py-1 pr-3 text-right font-mono tabular-nums">{s.round}</td>
              <td className="py-1 pr-3">{s.agent}</td>
              <td className="py-1 pr-3">
                {s.rubric.name} v{s.rubric.version}
              </td>
              <td className="py-1 pr-3">
                <span className="flex flex-wrap gap-x-3">
                  {s.rubric.dimensions.map((d) => (
                    <span key={d.key} className="whitespace-nowrap">
                      {d.label} <span className="font-mono tabular-nums">{s.values[d.key] ?? "—"}</span>
                    </span>
                  ))}
                </span>
              </td>
              <td className="py-1 pr-3 text-right font-mono font-semibold tabular-nums">{totalOf(s)}</td>
              <td className="py-1 pr-3 text-right font-mono tabular-nums">{s.version}</td>
              <td className="py-1 pr-3 font-mono whitespace-nowrap tabular-nums">{s.savedAt.toISOString().slice(0, 16).replace("T", " ")}</td>
              <td className="py-1 pr-3">
                {s.queues.length === 0
                  ? "—"
                  : s.queues.map((q, i) => (
                      <span key={q.id}>
                        {i > 0 ? ", " : ""}
                        <Link href={`/queues/${q.id}`} className={linkClass}>
                          {q.name}
                        </Link>
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
