import Link from "next/link";
import type { SearchResult } from "@/lib/db/search";
import { searchHref, type SearchRequest } from "@/lib/search/request";

/** Previous and next pages of results (of dialogues, when grouped), each an address. */
export function ResultPages({ request, result }: { request: SearchRequest; result: SearchResult }) {
  if (result.pageCount <= 1) return null;
  return (
    <nav aria-label="Result pages" className="flex items-center justify-between text-sm">
      {result.page > 1 ? (
        <Link href={searchHref(request, { page: result.page - 1 })} rel="prev" className="font-medium text-blue-700 underline dark:text-blue-300">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600 dark:text-slate-400">
        {request.group === "dialogue" ? "Dialogues page" : "Page"} {result.page} of {result.pageCount}
      </span>
      {result.page < result.pageCount ? (
        <Link href={searchHref(request, { page: result.page + 1 })} rel="next" className="font-medium text-blue-700 underline dark:text-blue-300">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
