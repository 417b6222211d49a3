import { buildSessionBoard, type BoardEntry, type BoardInput } from "@/lib/views/goopspec/goopspec-board";
import { GoopStatusBadge } from "./status-badge";
import { NextCommand, box, label } from "./parts";

const anchor = (id: string) => `board-${id}`;

function EntryCard({ entry }: { entry: BoardEntry }) {
  const r = entry.report;
  const h = r.handoff;
  const tone = entry.blocked
    ? "border-red-400 ring-2 ring-red-200 dark:border-red-700 dark:ring-red-900"
    : entry.failedChecks.length > 0
      ? "border-amber-400 dark:border-amber-700"
      : "";
  return (
    <li id={anchor(entry.id)} className={`${box} scroll-mt-16 space-y-2 ${tone}`}>
      <div className="flex flex-wrap items-center gap-2">
        <GoopStatusBadge status={r.status} />
        <span className="font-mono text-sm font-semibold">{r.agent ?? "no agent"}</span>
        {r.taskId ? <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{r.taskId}</span> : null}
      </div>
      <p className="text-sm font-medium">
        {entry.href ? (
          <a href={entry.href} className="underline hover:text-blue-800 dark:hover:text-blue-200">
            {entry.title}
          </a>
        ) : (
          entry.title
        )}
      </p>
      {r.summary ? <p className="text-sm text-slate-700 dark:text-slate-300">{r.summary}</p> : null}
      {r.checks.length > 0 ? (
        <p className="text-xs">
          {r.checks.length - entry.failedChecks.length} of {r.checks.length} checks passed
          {entry.failedChecks.length > 0 ? (
            <span className="font-semibold text-red-700 dark:text-red-300"> · failed: {entry.failedChecks.map((c) => c.name ?? "check").join(", ")}</span>
          ) : null}
        </p>
      ) : null}
      {entry.blocked ? (
        <div className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100">
          <p className="font-semibold">Blocked</p>
          <p className="line-clamp-3 whitespace-pre-line">{h?.blockers ?? "No blockers stated."}</p>
          {entry.href ? (
            <a href={`${entry.href}#blockers`} className="text-xs underline">
              Blockers of {entry.title}
            </a>
          ) : null}
        </div>
      ) : null}
      {h?.nextAction ? (
        <p className="text-xs">
          <span className={label}>Hands to</span> <span className="font-mono">{h.nextAction.agent ?? "no agent"}</span>: {h.nextAction.text}
        </p>
      ) : null}
      {h?.nextCommand ? <NextCommand command={h.nextCommand} /> : null}
      {entry.findings > 0 ? (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          {entry.findings} finding{entry.findings === 1 ? "" : "s"}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The reports of one session in the order the workflow ran them, grouped by phase and wave, with BLOCKED reports and
 * failed checks standing out and the chain of handoffs below. Server component; the documents come parsed.
 */
export function SessionBoard({ inputs }: { inputs: BoardInput[] }) {
  const board = buildSessionBoard(inputs);
  const groups: { name: string; entries: BoardEntry[] }[] = [];
  for (const entry of board.entries) {
    const last = groups[groups.length - 1];
    if (last?.name === entry.group) last.entries.push(entry);
    else groups.push({ name: entry.group, entries: [entry] });
  }
  const title = (id: string) => board.entries.find((e) => e.id === id)?.title ?? id;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        {board.entries.length} report{board.entries.length === 1 ? "" : "s"}
        {board.blocked.length > 0 ? <span className="font-semibold text-red-700 dark:text-red-300"> · {board.blocked.length} blocked</span> : null}
        {board.failing.length > 0 ? (
          <span className="font-semibold text-amber-800 dark:text-amber-300"> · {board.failing.length} with failed checks</span>
        ) : null}
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {groups.map((g, i) => (
          <section key={`${g.name}-${i}`} aria-label={g.name} className="space-y-2">
            <h3 className="font-semibold">{g.name}</h3>
            <ol className="space-y-3">
              {g.entries.map((e) => (
                <EntryCard key={e.id} entry={e} />
              ))}
            </ol>
          </section>
        ))}
      </div>
      {board.handoffs.length > 0 ? (
        <section aria-label="Handoffs" className="space-y-2">
          <h3 className="font-semibold">Handoffs</h3>
          <ol className="space-y-1 text-sm">
            {board.handoffs.map((h) => (
              <li key={h.from}>
                <a href={`#${anchor(h.from)}`} className="underline">
                  {title(h.from)}
                </a>{" "}
                <span className="font-mono">{h.fromAgent ?? "?"}</span> → <span className="font-mono">{h.toAgent ?? "nobody named"}</span>
                {h.to ? (
                  <>
                    {" "}
                    (picked up in{" "}
                    <a href={`#${anchor(h.to)}`} className="underline">
                      {title(h.to)}
                    </a>
                    )
                  </>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400"> (not in this session)</span>
                )}
                {h.command ? <code className="ml-2 whitespace-nowrap font-mono text-xs">{h.command}</code> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {board.withoutReport.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Without an envelope: {board.withoutReport.map((w) => w.title).join(", ")}.</p>
      ) : null}
    </div>
  );
}
