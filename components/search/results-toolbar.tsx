import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import type { SearchResult } from "@/lib/db/search";
import { searchHref, type SearchRequest } from "@/lib/search/request";

const n = (x: number) => x.toLocaleString("en");

/** What was found (markers, or dialogues when grouped), the list/grouped switch and the downloads of every result. */
export function ResultsToolbar({ request, result }: { request: SearchRequest; result: SearchResult }) {
  const grouped = request.group === "dialogue";
  const first = (result.page - 1) * request.limit + 1;
  const plus = result.capped ? "+" : "";
  const summary =
    result.total === 0
      ? "Nothing found."
      : grouped
        ? `${n(result.total)}${plus} ${result.total === 1 ? "marker" : "markers"} in ${n(result.groupCount)} ${result.groupCount === 1 ? "dialogue" : "dialogues"}`
        : `${n(first)}–${n(first + result.hits.length - 1)} of ${n(result.total)}${plus} ${result.total === 1 ? "marker" : "markers"}`;
  const exportQuery = (format: string) => {
    const query = searchHref({ ...request, page: 1, group: null }).split("?")[1];
    return `/api/search/export?format=${format}${query ? `&${query}` : ""}`;
  };
  const tab = (on: boolean) =>
    `rounded px-2 py-1 focus-visible:outline-2 focus-visible:outline-blue-600 ${on ? "bg-white font-semibold shadow-sm dark:bg-slate-700" : "text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {summary}
        {request.q === "" && result.total > 0 ? " (all markers, newest dialogue first: type words to search)" : ""}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label="Show results" className="flex rounded-md bg-slate-100 p-0.5 text-sm dark:bg-slate-800">
          <Link href={searchHref(request, { group: null, page: 1 })} aria-current={grouped ? undefined : "page"} className={tab(!grouped)}>
            List
          </Link>
          <Link href={searchHref(request, { group: "dialogue", page: 1 })} aria-current={grouped ? "page" : undefined} className={tab(grouped)}>
            By dialogue
          </Link>
        </nav>
        {result.total > 0 ? (
          <span className="flex items-center gap-2 text-sm">
            <a href={exportQuery("csv")} download className={buttonClass("secondary", "sm")}>
              Download CSV
            </a>
            <a href={exportQuery("json")} download className={buttonClass("secondary", "sm")}>
              Download JSON
            </a>
          </span>
        ) : null}
      </div>
    </div>
  );
}
