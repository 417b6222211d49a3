import type { JudgeScoreVersion } from "@/lib/db/judging";
import { totalOf } from "@/lib/judging/scores";
import { Badge } from "@/components/ui/badge";

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** Every version of one agent's score in one round, newest first: who, when, what, and why it changed. */
export function ScoreHistory({ versions }: { versions: JudgeScoreVersion[] }) {
  if (versions.length === 0) return null;
  const newestFirst = [...versions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.version - a.version);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300">
        History ({versions.length} version{versions.length === 1 ? "" : "s"})
      </summary>
      <ol className="mt-2 space-y-2" aria-label="Score history">
        {newestFirst.map((v) => (
          <li key={v.id} className="rounded border border-slate-200 p-2 dark:border-slate-800">
            <p>
              <span className="font-medium">{v.judgeName}</span> · v{v.version} · <time dateTime={v.createdAt.toISOString()}>{when(v.createdAt)}</time>
              {v.afterReveal ? (
                <Badge tone="warning" className="ml-2">
                  after reveal
                </Badge>
              ) : null}
            </p>
            <p className="font-mono tabular-nums">
              {Object.entries(v.values)
                .map(([k, n]) => `${k} ${n}`)
                .join(" · ")}{" "}
              = {totalOf(v)}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Under {v.rubricName}, version {v.rubricVersion}
            </p>
            {v.rationale ? <p className="text-slate-600 dark:text-slate-400">Rationale: {v.rationale}</p> : null}
            {v.reason ? <p className="text-slate-600 dark:text-slate-400">Why changed: {v.reason}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
