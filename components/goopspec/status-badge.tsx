const STYLES: Record<string, string> = {
  COMPLETE: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  PARTIAL: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  BLOCKED: "bg-red-100 text-red-800 ring-1 ring-red-300 dark:bg-red-900/60 dark:text-red-200 dark:ring-red-800",
  CHECKPOINT: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
};
const OTHER = "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300";

/** A report's status as written; a status outside the spec's four (or a template's `A|B`) shows in grey. */
export function GoopStatusBadge({ status }: { status: string | null }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status ?? ""] ?? OTHER}`}>
      {status ?? "No status"}
    </span>
  );
}
