import { hasBlockers, type GoopReport, type GoopspecDocument } from "@/lib/contract";
import { GoopFindings } from "./findings";
import { GoopStatusBadge } from "./status-badge";
import { NextCommand, Part, Progress, box, chip, flagText, label } from "./parts";

const ACTION_STYLE: Record<string, string> = {
  created: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  modified: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  deleted: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
};

function Header({ report }: { report: GoopReport }) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <GoopStatusBadge status={report.status} />
        <span className="font-mono text-sm font-semibold">{report.agent ?? "no agent"}</span>
        {report.taskId ? <span className={`${chip} bg-slate-100 dark:bg-slate-800`}>{report.taskId}</span> : null}
        {report.template ? <span className={`${chip} bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200`}>template</span> : null}
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">{report.version ? `schema ${report.version}` : "no version"}</span>
      </div>
      {report.taskName ? <p className="font-medium">{report.taskName}</p> : null}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2 text-sm">
        <p>
          <span className={label}>Phase</span> <span className="font-mono">{report.phase ?? "—"}</span>
        </p>
        <Progress name="Wave" progress={report.wave} />
        <Progress name="Task" progress={report.task} />
        {report.specLocked !== null ? (
          <p>
            <span className={label}>Spec locked</span> {flagText(report.specLocked)}
          </p>
        ) : null}
        {report.interviewComplete !== null ? (
          <p>
            <span className={label}>Interview</span> {report.interviewComplete === true ? "complete" : flagText(report.interviewComplete)}
          </p>
        ) : null}
      </div>
    </header>
  );
}

function Artifacts({ report }: { report: GoopReport }) {
  return (
    <>
      <Part title={`Files (${report.files.length})`} when={report.files.length > 0}>
        <ul className="space-y-1 text-sm">
          {report.files.map((f, i) => (
            <li key={`${f.path}-${i}`} className="flex flex-wrap items-baseline gap-2">
              <span className={`${chip} ${ACTION_STYLE[f.action ?? ""] ?? "bg-slate-100 dark:bg-slate-800"}`}>{f.action ?? "?"}</span>
              <code className="break-all font-mono text-xs">{f.path ?? "(no path)"}</code>
              {f.text ? <span className="text-slate-600 dark:text-slate-400">{f.text}</span> : null}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={`Commits (${report.commits.length})`} when={report.commits.length > 0}>
        <ul className="space-y-1 text-sm">
          {report.commits.map((c, i) => (
            <li key={`${c.sha}-${i}`}>
              <code className="font-mono text-xs text-slate-500 dark:text-slate-400">{c.sha ?? "no sha"}</code> {c.message}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={`Memory (${report.memory.length})`} when={report.memory.length > 0}>
        <ul className="space-y-1 text-sm">
          {report.memory.map((m, i) => (
            <li key={`${m.type}-${i}`}>
              <span className={`${chip} bg-slate-100 dark:bg-slate-800`}>{m.type ?? "memory"}</span> {m.text}
              {m.importance !== null ? <span className="text-xs text-slate-500 dark:text-slate-400"> (importance {m.importance})</span> : null}
            </li>
          ))}
        </ul>
      </Part>
    </>
  );
}

function Checks({ report }: { report: GoopReport }) {
  const passed = report.checks.filter((c) => c.passed === true).length;
  const failed = report.checks.filter((c) => c.passed === false).length;
  return (
    <Part title={report.checks.length === 0 ? "Checks" : `Checks: ${passed} passed, ${failed} failed`}>
      {report.checks.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No verification was reported.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {report.checks.map((c, i) => (
            <li key={`${c.name}-${i}`} className={c.passed === false ? "rounded bg-red-50 px-2 py-1 text-red-900 dark:bg-red-950/60 dark:text-red-200" : ""}>
              <span aria-hidden="true">{c.passed === true ? "✓" : c.passed === false ? "✗" : "?"}</span>{" "}
              <span className="font-medium">{c.name ?? "check"}</span>{" "}
              <span className="text-xs">{c.passed === true ? "passed" : c.passed === false ? "failed" : `passed: ${c.passed ?? "—"}`}</span>
              {c.text ? <span className="text-slate-600 dark:text-slate-400"> — {c.text}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function Handoff({ report, idPrefix }: { report: GoopReport; idPrefix: string }) {
  const h = report.handoff;
  if (!h)
    return (
      <Part title="Handoff">
        <p className="text-sm text-red-700 dark:text-red-300">No handoff: nobody is told what comes next.</p>
      </Part>
    );
  const blocked = hasBlockers(h.blockers);
  return (
    <Part title="Handoff">
      <p className="text-sm">
        {h.ready === true ? "Ready to continue." : h.ready === false ? "Not ready to continue." : `Ready: ${flagText(h.ready)}`}
        {h.suggestNewSession === true ? " Suggests a new session." : null}
      </p>
      {h.nextAction ? (
        <p className="text-sm">
          <span className={label}>Next</span> → <span className="font-mono font-semibold">{h.nextAction.agent ?? "no agent"}</span>: {h.nextAction.text}
        </p>
      ) : (
        <p className="text-sm text-amber-800 dark:text-amber-300">No next action.</p>
      )}
      {h.filesToRead && h.filesToRead.length > 0 ? (
        <p className="text-sm">
          <span className={label}>Read</span>{" "}
          {h.filesToRead.map((f, i) => (
            <code key={`${f}-${i}`} className="mr-2 font-mono text-xs">
              {f}
            </code>
          ))}
        </p>
      ) : null}
      <div
        id={`${idPrefix}blockers`}
        className={`scroll-mt-16 rounded p-2 text-sm ${blocked ? "border border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100" : "text-slate-600 dark:text-slate-400"}`}
      >
        <span className={label}>Blockers</span> <span className="whitespace-pre-line">{h.blockers ?? "none stated"}</span>
      </div>
      {h.nextCommand ? <NextCommand command={h.nextCommand} /> : null}
    </Part>
  );
}

function Extras({ report }: { report: GoopReport }) {
  return (
    <Part title={`Other elements (${report.extra.length})`} when={report.extra.length > 0}>
      <ul className="space-y-1 text-sm">
        {report.extra.map((e, i) => (
          <li key={`${e.name}-${i}`}>
            <details>
              <summary className="cursor-pointer">
                <code className="font-mono text-xs">{e.name === "#text" ? "text" : `<${e.name}>`}</code> in{" "}
                <code className="font-mono text-xs">{e.parent}</code>, line {e.line}
              </summary>
              <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-800">{e.raw}</pre>
            </details>
          </li>
        ))}
      </ul>
    </Part>
  );
}

/**
 * One GoopSpec report: status, agent, task and progress, summary, artifacts, checks, the handoff with its blockers and
 * a copyable next command, anything the spec does not name; the findings beside it. Server component. The blockers
 * are at `#${idPrefix}blockers`, where the session board links.
 */
export function ReportCard({ doc, sourcePath = "", idPrefix = "" }: { doc: GoopspecDocument; sourcePath?: string; idPrefix?: string }) {
  const report = doc.report;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article aria-label={report ? `Report by ${report.agent ?? "unknown agent"}` : "No report"} className={`${box} space-y-4`}>
        {report ? (
          <>
            <Header report={report} />
            <Part title="Summary">
              <p className="whitespace-pre-line">{report.summary ?? "No summary."}</p>
            </Part>
            <Artifacts report={report} />
            <Checks report={report} />
            <Handoff report={report} idPrefix={idPrefix} />
            <Extras report={report} />
            {doc.envelopes > 1 ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{doc.envelopes} envelopes in this response; the last one is shown.</p>
            ) : null}
          </>
        ) : (
          <p>
            This response holds no <code className="font-mono">&lt;goop_report&gt;</code> envelope.
          </p>
        )}
      </article>
      <aside aria-label="Findings" className="space-y-2">
        <h3 className="font-semibold">Findings ({doc.diagnostics.length})</h3>
        <GoopFindings diagnostics={doc.diagnostics} sourcePath={sourcePath} />
      </aside>
    </div>
  );
}
