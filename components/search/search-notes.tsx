import Link from "next/link";
import type { SearchResult } from "@/lib/db/search";
import { searchHref, type SearchRequest } from "@/lib/search/request";

/** What the reader should know about these results: words ignored, a search kept to some dialogues, a capped count. */
export function SearchNotes({ request, result }: { request: SearchRequest; result: SearchResult }) {
  return (
    <>
      {result.query.ignored.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ignored:{" "}
          {result.query.ignored.map((i) => (
            <code key={i} className="mr-2">
              {i}
            </code>
          ))}
        </p>
      ) : null}
      {request.dialogues.length > 0 ? (
        <p className="text-sm">
          In {request.dialogues.length === 1 ? "one dialogue" : `${request.dialogues.length} dialogues`} only (<code>{request.dialogues.join(", ")}</code>).{" "}
          <Link href={searchHref(request, { dialogues: [], page: 1 })} className="font-medium text-blue-700 underline dark:text-blue-300">
            Search every dialogue
          </Link>
        </p>
      ) : null}
      {result.capped || result.ranking === "label-then-newest" ? (
        <p className="rounded-md border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {result.capped
            ? `More than ${result.candidateLimit.toLocaleString("en")} markers match: counts and order cover the newest ${result.candidateLimit.toLocaleString("en")}. `
            : ""}
          {result.ranking === "label-then-newest" ? "A broad search lists markers named by the words first, newest first. " : ""}
          Add words or filters to narrow it.
        </p>
      ) : null}
    </>
  );
}
