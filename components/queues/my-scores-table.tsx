import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { MyScore } from "@/lib/db/my-scores";
import { DIMENSIONS, MEASURE_LABELS, totalOf } from "@/lib/judging/scores";

const head = "py-1 pr-3 font-medium";

/** A judge's own current scores: what, the values, when, and the queues the round is in. */
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
            {[...DIMENSIONS, "total" as const].map((d) => (
              <th key={d} scope="col" className={`${head} text-right`}>
                {MEASURE_LABELS[d]}
              </th>
            ))}
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
              {DIMENSIONS.map((d) => (
                <td key={d} className="py-1 pr-3 text-right font-mono tabular-nums">
                  {s[d]}
                </td>
              ))}
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
