import Link from "next/link";
import { StatusBadge } from "@/components/dialogue/status-badge";
import type { SearchGroup } from "@/lib/db/search";
import { searchHref, type SearchRequest } from "@/lib/search/request";
import { ResultCard } from "./search-results";

/** Results grouped by dialogue: one block each, its count, its best results and a link to all of them. */
export function GroupedResults({ groups, request }: { groups: SearchGroup[]; request: SearchRequest }) {
  return (
    <ol className="space-y-4" aria-label="Dialogues">
      {groups.map((g) => (
        <li key={g.dialogue.slug} className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <section aria-label={`${g.dialogue.title}: ${g.count} ${g.count === 1 ? "result" : "results"}`}>
            <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
              <h2 className="min-w-0 font-semibold break-words">
                <Link href={`/d/${g.dialogue.slug}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
                  {g.dialogue.title}
                </Link>
              </h2>
              <StatusBadge status={g.dialogue.status} />
              <span className="text-sm tabular-nums text-slate-600 dark:text-slate-400">
                {g.count.toLocaleString("en")} {g.count === 1 ? "result" : "results"}
              </span>
              {g.dialogue.date ? <span className="text-xs tabular-nums text-slate-500 dark:text-slate-400">{g.dialogue.date.slice(0, 10)}</span> : null}
            </header>
            <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={`Best results in ${g.dialogue.title}`}>
              {g.hits.map((hit) => (
                <li key={hit.markerId} className="px-4 py-3">
                  <ResultCard hit={hit} showDialogue={false} />
                </li>
              ))}
            </ol>
            {g.count > g.hits.length ? (
              <p className="border-t border-slate-200 px-4 py-2 text-sm dark:border-slate-800">
                <Link
                  href={searchHref(request, { dialogues: [g.dialogue.slug], group: null, page: 1 })}
                  className="font-medium text-blue-700 underline dark:text-blue-300"
                >
                  All {g.count.toLocaleString("en")} results in {g.dialogue.title}
                </Link>
              </p>
            ) : null}
          </section>
        </li>
      ))}
    </ol>
  );
}
