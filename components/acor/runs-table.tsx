import type { AcorDocument } from "@/lib/contract";
import { groupRunsByTool, summariseRun } from "@/lib/views/acor/acor-runs";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { OutcomeBadge } from "./outcome";

export interface RunRow {
  /** The source file name: it names the tool (`run__<tool>__<case>.md`). */
  name: string;
  doc: AcorDocument;
  /** Where the run's own page is, when it has one. */
  href?: string;
}

const count = (n: number) => <span className={n === 0 ? "text-slate-400 dark:text-slate-500" : "font-semibold text-red-700 dark:text-red-300"}>{n}</span>;

/**
 * Several transcripts as runs, grouped by tool (tools in the order first seen): final status, errors and duration in
 * messages (a transcript has no clock). A plain server table: the rows are few and need no client state.
 */
export function RunsTable({ runs }: { runs: RunRow[] }) {
  if (runs.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No ACOR runs.</p>;
  const hrefs = new Map(runs.map((r) => [r.name, r.href]));
  const groups = groupRunsByTool(runs.map((r) => summariseRun(r.doc, r.name)));
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[42rem] text-sm">
        <caption className="sr-only">ACOR runs by tool</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <ColumnHeads
            className="px-2 py-2 font-medium"
            columns={[
              { label: "Tool", className: "text-left" },
              { label: "Run", className: "text-left" },
              { label: "Final status", className: "text-left" },
              { label: "Errors", className: "text-right" },
              { label: "Messages", className: "text-right" },
              { label: "Progress", className: "text-right" },
            ]}
          />
        </thead>
        <tbody>
          {groups.flatMap(([tool, list]) =>
            list.map((run) => {
              const href = hrefs.get(run.name);
              const last = run.progress[run.progress.length - 1];
              return (
                <tr key={run.name} className="border-b border-slate-100 last:border-0 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50">
                  <td className="px-2 py-2 align-top whitespace-nowrap">
                    {tool ? <code className="font-mono text-xs">{tool}</code> : <span className="text-slate-500 dark:text-slate-400">unknown</span>}
                  </td>
                  <td className="max-w-72 min-w-48 px-2 py-2 align-top break-all">
                    {href ? (
                      <a
                        href={href}
                        className="font-medium text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200"
                      >
                        {run.name}
                      </a>
                    ) : (
                      run.name
                    )}
                  </td>
                  <td className="px-2 py-2 align-top">
                    <span className="flex flex-wrap items-center gap-1.5">
                      <OutcomeBadge outcome={run.outcome} />
                      <span className="text-xs text-slate-500 dark:text-slate-400">{run.finalStatus ? `Status: ${run.finalStatus}` : "no status"}</span>
                    </span>
                  </td>
                  <td className="px-2 py-2 text-right align-top tabular-nums">{count(run.errors)}</td>
                  <td className="px-2 py-2 text-right align-top tabular-nums">{run.length}</td>
                  <td className="px-2 py-2 text-right align-top tabular-nums">{last ? `${last.percent}%` : "—"}</td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
    </div>
  );
}
