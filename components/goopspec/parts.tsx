import type { GoopFlag, GoopProgress } from "@/lib/contract";
import { CopyButton } from "./copy-button";

export const box = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";
export const label = "text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";
export const chip = "inline-flex rounded px-1.5 py-0.5 font-mono text-xs";

/** A flag as the reader should see it: yes/no for booleans, the text as written otherwise (a template's `true|false`). */
export const flagText = (flag: GoopFlag) => (flag === null ? "—" : flag === true ? "yes" : flag === false ? "no" : flag);

/** `Wave 2 of 3` with a bar when both counts are numbers; the text as written otherwise. */
export function Progress({ name, progress }: { name: string; progress: GoopProgress | null }) {
  if (!progress) return null;
  const { current, total } = progress;
  const numeric = typeof current === "number" && typeof total === "number" && total > 0;
  return (
    <div className="min-w-32">
      <p className="text-sm">
        {name} {current ?? "?"} of {total ?? "?"}
      </p>
      {numeric ? (
        <div
          role="progressbar"
          aria-label={`${name} progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={Math.min(current, total)}
          className="mt-1 h-1.5 w-full rounded bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-1.5 rounded bg-blue-600 dark:bg-blue-400" style={{ width: `${Math.min(100, (current / total) * 100)}%` }} />
        </div>
      ) : null}
    </div>
  );
}

/** The next command in a box it can be copied from. */
export function NextCommand({ command }: { command: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code aria-label="Next command" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm dark:bg-slate-800">
        {command}
      </code>
      <CopyButton text={command} label="Copy command" />
    </div>
  );
}

/** One labelled part of the card; nothing when it has nothing to show. */
export function Part({ title, id, children, when = true }: { title: string; id?: string; children: React.ReactNode; when?: boolean }) {
  if (!when) return null;
  return (
    <section id={id} aria-label={title} className="scroll-mt-16 space-y-1.5">
      <h3 className={label}>{title}</h3>
      {children}
    </section>
  );
}
