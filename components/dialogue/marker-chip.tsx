import type { ReactNode } from "react";
import type { Marker } from "@/lib/contract";

const COLORS: Record<string, string> = {
  PERSPECTIVE: "bg-sky-100 text-sky-950 dark:bg-sky-900/50 dark:text-sky-50",
  TENSION: "bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-50",
  RESOLVED: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900/50 dark:text-emerald-50",
  REFINEMENT: "bg-violet-100 text-violet-950 dark:bg-violet-900/50 dark:text-violet-50",
  CONCESSION: "bg-rose-100 text-rose-950 dark:bg-rose-900/50 dark:text-rose-50",
  MOVE: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50",
};

/**
 * A marker where it stands in its contribution: its type and id link to its own address, then its description as
 * rendered markdown, whole (it wraps, never truncated). Opened by a link (`#marker-7`), it is outlined.
 */
export function MarkerChip({ marker, anchor, description }: { marker: Marker; anchor: string; description: ReactNode }) {
  return (
    <span
      id={anchor}
      data-marker-chip=""
      className={`scroll-mt-24 rounded-md px-1.5 py-0.5 [box-decoration-break:clone] target:outline-2 target:outline-offset-2 target:outline-blue-600 ${COLORS[marker.type] ?? COLORS.MOVE}`}
    >
      <a href={`#${anchor}`} className="font-semibold tracking-wide text-xs focus-visible:outline-2 focus-visible:outline-blue-600">
        {marker.type}
        {marker.id ? <span className="font-mono"> {marker.id}</span> : null}
      </a>
      {description ? <span className="ml-1.5">{description}</span> : null}
    </span>
  );
}
