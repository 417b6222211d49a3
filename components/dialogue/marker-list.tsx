import type { Marker } from "@/lib/contract";
import { markerAnchor, sourceAnchor } from "@/lib/anchors";
import type { Paged } from "@/lib/page-budget";
import { ListPager } from "./list-pager";

// A description is one line of the file, but a file may make it long: the list shows its start, the source the rest.
const DESCRIPTION_SHOWN = 300;

/** Markers by type, most first: what the page says of markers it does not draw in place. */
function countsByType(markers: Marker[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const m of markers) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The dialogue's markers when the page is over its budget (lib/page-budget.ts): counts by type, then one page of the
 * list, each row with the anchor its chip would have had and a link to its line in the source.
 */
export function MarkerList({
  markers,
  page,
  reason,
  sourcePath,
  href,
}: {
  markers: Marker[];
  page: Paged<Marker>;
  reason: string;
  sourcePath: string;
  href: (n: number) => string;
}) {
  return (
    <div>
      <p className="mb-2 text-sm text-amber-800 dark:text-amber-200">The markers are listed here rather than drawn in place: {reason}.</p>
      <dl aria-label="Markers by type" className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {countsByType(markers).map(([type, count]) => (
          <div key={type} className="flex gap-1">
            <dt className="font-medium">{type}</dt>
            <dd className="tabular-nums">{count.toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>
      <ListPager page={page} label="markers" href={href} />
      <ol start={page.from + 1} aria-label="Markers" className="space-y-1 text-sm">
        {page.items.map((m, i) => {
          const anchor = markerAnchor(page.from + i);
          return (
            <li key={anchor} id={anchor} data-marker-row="" className="scroll-mt-24 break-words target:outline-2 target:outline-blue-600">
              <a href={`#${anchor}`} className="font-mono text-xs font-semibold">
                {m.type}
                {m.id ? ` ${m.id}` : ""}
              </a>{" "}
              {m.description.length > DESCRIPTION_SHOWN ? `${m.description.slice(0, DESCRIPTION_SHOWN)}…` : m.description}
              <span className="muted">
                {m.agent ? ` · ${m.agent}` : ""}
                {m.round !== null ? ` · R${m.round}` : ""} ·{" "}
                <a href={`${sourcePath}#${sourceAnchor(m)}`} className="link">
                  {m.file ? `${m.file}:` : "line "}
                  {m.line}
                </a>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
