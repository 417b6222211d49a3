import { requireReader } from "@/lib/auth/guard";
import type { Metadata } from "next";
import Link from "next/link";
import { FacetForm } from "@/components/search/facet-form";
import { GroupedResults } from "@/components/search/grouped-results";
import { ResultsToolbar } from "@/components/search/results-toolbar";
import { SavedSearches } from "@/components/search/saved-searches";
import { SearchResults } from "@/components/search/search-results";
import { db } from "@/lib/db/client";
import { listSavedSearches } from "@/lib/db/saved-searches";
import { CANDIDATE_LIMIT, searchMarkers } from "@/lib/db/search";
import { parseSearchRequest, searchHref, type SearchRequest } from "@/lib/search/request";
import { Button } from "@/components/ui/button";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search" };

const field =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600";

/** Hidden fields that carry the chosen facets through a new query typed into the box: the facets of its address. */
function CarriedFacets({ request }: { request: SearchRequest }) {
  const facetsOnly = searchHref(request, { q: "", from: null, to: null, sort: "relevance", page: 1 });
  return [...new URLSearchParams(facetsOnly.split("?")[1] ?? "")].map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireReader("/search");
  const request = parseSearchRequest(await searchParams);
  const [result, saved] = await Promise.all([searchMarkers(db(), request), viewer ? listSavedSearches(db(), viewer.id) : null]);
  const filtered =
    request.types.length +
      request.statuses.length +
      request.agents.length +
      request.rounds.length +
      request.dialogueStatuses.length +
      request.sources.length +
      request.dialogues.length >
      0 ||
    request.from ||
    request.to;
  const first = (result.page - 1) * request.limit + 1;
  const canonical = searchHref(request, { page: 1 }).split("?")[1] ?? "";
  return (
    <section aria-labelledby="search-heading" className="space-y-5">
      <h1 id="search-heading" className="text-2xl font-semibold tracking-tight">
        Search tensions and perspectives
      </h1>
      <form role="search" action="/search" method="get" className="space-y-2">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
            <label htmlFor="search-q" className="text-xs font-medium text-slate-600 dark:text-slate-400">
              Query
            </label>
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={request.q}
              placeholder='e.g. erasure "event log" -cache type:tension status:open'
              maxLength={2000}
              className={field}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="search-sort" className="text-xs font-medium text-slate-600 dark:text-slate-400">
              Sort
            </label>
            <select id="search-sort" name="sort" defaultValue={request.sort} className={field}>
              <option value="relevance">Relevance</option>
              <option value="date">Newest dialogue first</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="search-from" className="text-xs font-medium text-slate-600 dark:text-slate-400">
              From
            </label>
            <input id="search-from" type="date" name="from" defaultValue={request.from ?? ""} className={field} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="search-to" className="text-xs font-medium text-slate-600 dark:text-slate-400">
              To
            </label>
            <input id="search-to" type="date" name="to" defaultValue={request.to ?? ""} className={field} />
          </div>
          <CarriedFacets request={request} />
          <Button size="sm">Search</Button>
        </div>
        <details className="text-xs text-slate-600 dark:text-slate-400">
          <summary className="cursor-pointer">Query syntax</summary>
          <p className="mt-1">
            Words must all match; <code>&quot;exact phrase&quot;</code>; <code>-word</code> leaves out; <code>migrat*</code> matches the start of a word;{" "}
            <code>agent:Muffin</code>, <code>status:open</code>, <code>type:tension</code> (perspective, resolution, refinement, concession) filter. Anything
            else is read as words.
          </p>
        </details>
      </form>
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
      {/* Saved searches sit under the filters when wide, and after the results on a phone (not above them). */}
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <aside aria-label="Filters" className="lg:col-start-1 lg:row-start-1">
          <details className="lg:hidden">
            <summary className="cursor-pointer text-sm font-medium">Filters{filtered ? " (on)" : ""}</summary>
            <div className="mt-3">
              <FacetForm request={request} facets={result.facets} idPrefix="phone" />
            </div>
          </details>
          <div className="hidden lg:block">
            <FacetForm request={request} facets={result.facets} idPrefix="wide" />
          </div>
          {filtered ? (
            <p className="mt-4 text-sm">
              <Link
                href={searchHref({
                  ...request,
                  types: [],
                  statuses: [],
                  agents: [],
                  rounds: [],
                  dialogueStatuses: [],
                  sources: [],
                  dialogues: [],
                  from: null,
                  to: null,
                  page: 1,
                })}
                className="font-medium text-blue-700 underline dark:text-blue-300"
              >
                Clear filters
              </Link>
            </p>
          ) : null}
        </aside>
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ResultsToolbar request={request} result={result} />
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
          {result.groups ? (
            <GroupedResults groups={result.groups} request={request} />
          ) : result.hits.length > 0 ? (
            <SearchResults hits={result.hits} firstOrdinal={first} />
          ) : null}
          {result.total > 0 ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Downloads hold every result of this search in this order, up to the newest {CANDIDATE_LIMIT.toLocaleString("en")} matching markers.
            </p>
          ) : null}
          {result.pageCount > 1 ? (
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
          ) : null}
        </div>
        {saved ? (
          <div className="border-t border-slate-200 pt-4 lg:col-start-1 lg:row-start-2 lg:self-start dark:border-slate-800">
            <SavedSearches saved={saved} query={canonical} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
