/** A labelled progress bar: done of total, as a percentage a screen reader reads too. */
export function ProgressBar({ label, done, total, percent }: { label: string; done: number; total: number; percent: number }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-3 text-sm">
        <span>{label}</span>
        <span className="font-mono whitespace-nowrap tabular-nums">
          {done} / {total} · {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={`h-2 rounded-full ${percent >= 100 ? "bg-emerald-600" : "bg-blue-700"}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
