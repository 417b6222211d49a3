import type { Marker } from "@/lib/contract";

const COLORS: Record<string, string> = {
  PERSPECTIVE: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
  TENSION: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  RESOLVED: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  REFINEMENT: "bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100",
  CONCESSION: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
  MOVE: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

export function MarkerChip({ marker, anchor }: { marker: Marker; anchor: string }) {
  return (
    <li id={anchor} className="max-w-full min-w-0 scroll-mt-24">
      <a href={`#${anchor}`} className={`inline-flex max-w-full items-baseline gap-1.5 rounded-md px-2 py-1 text-xs focus-visible:outline-2 focus-visible:outline-blue-600 ${COLORS[marker.type] ?? COLORS.MOVE}`}>
        <span className="font-semibold tracking-wide">{marker.type}</span>
        {marker.id ? <span className="font-mono">{marker.id}</span> : null}
        {marker.description ? <span className="min-w-0 truncate">{marker.description}</span> : null}
      </a>
    </li>
  );
}
