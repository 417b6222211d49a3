import type { EdgeKind } from "@/lib/argument-map/graph";
import { EDGE_COLORS } from "@/lib/argument-map/highlight";
import { EDGE_VERBS } from "@/lib/argument-map/view";

/** Which colour is which move, and which outline is which kind of node. */
export function MapLegend({ kinds }: { kinds: EdgeKind[] }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      <li className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-5 rounded-sm border-2 border-l-[5px] border-amber-600 dark:border-amber-400" aria-hidden /> tension
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-5 rounded-sm border-2 border-l-[5px] border-blue-600 dark:border-blue-400" aria-hidden /> perspective
      </li>
      {kinds.map((k) => (
        <li key={k} className="inline-flex items-center gap-1.5">
          <svg width="22" height="8" aria-hidden>
            <line x1="0" x2="22" y1="4" y2="4" stroke={EDGE_COLORS[k]} strokeWidth="2" strokeDasharray={k === "referenced" ? "5 4" : undefined} />
          </svg>
          {EDGE_VERBS[k]}
        </li>
      ))}
    </ul>
  );
}
