import Link from "next/link";
import type { FacetCount } from "@/lib/db/search";
import { searchHref, toggleFacet, type SearchRequest } from "@/lib/search/request";

type FacetKey = "types" | "statuses" | "agents" | "rounds" | "dialogueStatuses" | "sources";

/** One facet: each value with its count, a link that adds it to the search or takes it away. */
export function FacetList<K extends FacetKey>({
  title,
  facet,
  counts,
  request,
  label = (v) => String(v),
}: {
  title: string;
  facet: K;
  counts: FacetCount<SearchRequest[K][number]>[];
  request: SearchRequest;
  label?: (value: SearchRequest[K][number]) => string;
}) {
  const chosen = request[facet] as unknown[];
  // A chosen value with no results left still shows, so it can be taken away.
  const values = [...counts, ...chosen.filter((v) => !counts.some((c) => c.value === v)).map((v) => ({ value: v as SearchRequest[K][number], count: 0 }))];
  if (values.length === 0) return null;
  return (
    <section aria-labelledby={`facet-${facet}`}>
      <h3 id={`facet-${facet}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {title}
      </h3>
      <ul className="space-y-0.5 text-sm">
        {values.map(({ value, count }) => {
          const on = chosen.includes(value);
          return (
            <li key={String(value)}>
              <Link
                href={searchHref(toggleFacet(request, facet, value))}
                aria-current={on ? "true" : undefined}
                className={`flex items-baseline justify-between gap-2 rounded px-1.5 py-0.5 focus-visible:outline-2 focus-visible:outline-blue-600 ${on ? "bg-blue-100 font-medium text-blue-900 dark:bg-blue-900/50 dark:text-blue-100" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
              >
                <span className="min-w-0 truncate">
                  <span aria-hidden="true" className="inline-block w-4">
                    {on ? "✓" : ""}
                  </span>
                  {label(value)}
                </span>
                <span className="tabular-nums text-xs text-slate-500 dark:text-slate-400">{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
