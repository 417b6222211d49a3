import type { AcorDocument } from "@/lib/contract";
import { summariseRun, type AcorRunSummary } from "@/lib/views/acor/acor-runs";
import { MessageCard, messageAnchor } from "./message-card";
import { OutcomeBadge, StatusChip, TYPE_COLORS } from "./outcome";
import { RunLint } from "./run-lint";

function Summary({ run }: { run: AcorRunSummary }) {
  const rows: [string, React.ReactNode][] = [
    ["Tool", run.tool ? <code className="font-mono">{run.tool}</code> : <span className="text-slate-500 dark:text-slate-400">unknown</span>],
    ["Outcome", <OutcomeBadge key="o" outcome={run.outcome} />],
    ["Final status", run.finalStatus ?? "none"],
    ["Errors", run.errors],
    ["Messages", run.length],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Transitions({ run }: { run: AcorRunSummary }) {
  if (run.transitions.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No status message.</p>;
  return (
    <ol aria-label="Status transitions" className="flex flex-wrap items-center gap-1 text-sm">
      {run.transitions.map((t, i) => (
        <li key={t.index} className="flex items-center gap-1">
          {i > 0 ? (
            <span aria-hidden="true" className="text-slate-400">
              →
            </span>
          ) : null}
          <a href={`#${messageAnchor(t.index)}`} className="rounded-full focus-visible:outline-2 focus-visible:outline-blue-600">
            <StatusChip status={t.status} />
          </a>
        </li>
      ))}
      {run.outcome === "input-needed" ? (
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="text-slate-400">
            →
          </span>
          <OutcomeBadge outcome="input-needed" />
        </li>
      ) : null}
    </ol>
  );
}

/** One cell a message, Progress cells as tall as their percentage; below, the last percentage reached as a bar. */
function Sequence({ doc, run }: { doc: AcorDocument; run: AcorRunSummary }) {
  const last = run.progress[run.progress.length - 1];
  return (
    <div className="space-y-2">
      <ol
        aria-label="Message sequence"
        className="flex h-10 items-end gap-px overflow-hidden rounded border border-slate-200 bg-slate-50 p-0.5 dark:border-slate-800 dark:bg-slate-950"
      >
        {doc.messages.map((m, i) => {
          const height = m.type === "Progress" && typeof m.percent === "number" ? Math.max(8, Math.min(100, m.percent)) : 100;
          const label = `${i + 1}. ${m.type}${m.title ? `: ${m.title}` : ""}`;
          return (
            <li key={i} className="flex h-full min-w-1 flex-1 items-end">
              <a
                href={`#${messageAnchor(i)}`}
                title={label}
                className={`block w-full rounded-sm focus-visible:outline-2 focus-visible:outline-blue-600 ${TYPE_COLORS[m.type]}`}
                style={{ height: `${height}%` }}
              >
                <span className="sr-only">{label}</span>
              </a>
            </li>
          );
        })}
      </ol>
      <ul aria-label="Message types" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {[...new Set(doc.messages.map((m) => m.type))].map((type) => (
          <li key={type} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-sm ${TYPE_COLORS[type]}`} />
            {type === "unknown" ? "Unknown" : type}
          </li>
        ))}
      </ul>
      {last ? (
        <div className="flex items-center gap-3 text-sm">
          <div
            role="progressbar"
            aria-label="Progress reached"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, last.percent)}
            className="h-2 flex-1 overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full bg-blue-600 dark:bg-blue-400" style={{ width: `${Math.min(100, last.percent)}%` }} />
          </div>
          <span className="whitespace-nowrap text-slate-600 dark:text-slate-400">
            {last.percent}% at message {last.index + 1} of {run.length}
          </span>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No progress reported.</p>
      )}
    </div>
  );
}

/**
 * One ACOR transcript as a run: what it ran, how it ended, the status transitions and progress over its messages,
 * then every message drawn by its type, with the lint beside it. `name` is the source file name (it names the tool).
 */
export function RunView({ doc, name, sourcePath = "" }: { doc: AcorDocument; name: string; sourcePath?: string }) {
  const run = summariseRun(doc, name);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <section
          aria-labelledby="acor-run-summary"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="acor-run-summary" className="text-lg font-semibold">
            Run
          </h2>
          <Summary run={run} />
          <Transitions run={run} />
          <Sequence doc={doc} run={run} />
        </section>
        {doc.preamble ? <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 font-mono text-xs dark:bg-slate-950">{doc.preamble}</pre> : null}
        <section aria-labelledby="acor-messages">
          <h2 id="acor-messages" className="mb-2 text-lg font-semibold">
            Messages
          </h2>
          {doc.messages.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">No ACOR message was found in this text.</p> : null}
          <ol className="space-y-2">
            {doc.messages.map((m, i) => (
              <li key={i} id={messageAnchor(i)} className="scroll-mt-20">
                <MessageCard m={m} />
              </li>
            ))}
          </ol>
        </section>
      </div>
      <aside aria-labelledby="acor-lint" className="min-w-0">
        <h2 id="acor-lint" className="mb-2 text-lg font-semibold">
          Lint
        </h2>
        <RunLint diagnostics={doc.diagnostics} sourcePath={sourcePath} />
      </aside>
    </div>
  );
}
