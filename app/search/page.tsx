import { currentViewer, requireReader } from "@/lib/auth/guard";
import type { Metadata } from "next";
import { GroupedResults } from "@/components/search/grouped-results";
import { ResultsToolbar } from "@/components/search/results-toolbar";
import { SavedSearches } from "@/components/search/saved-searches";
import { SearchResults } from "@/components/search/search-results";
import { ResultPages } from "@/components/search/result-pages";
import { SearchFilters } from "@/components/search/search-filters";
import { SearchForm } from "@/components/search/search-form";
import { SearchNotes } from "@/components/search/search-notes";
import { db } from "@/lib/db/client";
import { listSavedSearches } from "@/lib/db/saved-searches";
import { CANDIDATE_LIMIT, searchMarkers } from "@/lib/db/search";
import { parseSearchRequest, searchHref } from "@/lib/search/request";
import { afterShellSent } from "@/lib/streaming";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search" };

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireReader("/search");
  const viewer = await currentViewer();
  // The skeleton (loading.tsx) goes out before the search's synchronous SQLite reads begin (lib/streaming.ts).
  await afterShellSent();
  const request = parseSearchRequest(await searchParams);
  const [result, saved] = await Promise.all([searchMarkers(db(), request), viewer ? listSavedSearches(db(), viewer.id) : null]);
  const first = (result.page - 1) * request.limit + 1;
  const canonical = searchHref(request, { page: 1 }).split("?")[1] ?? "";
  return (
    <section aria-labelledby="search-heading" className="space-y-5">
      <h1 id="search-heading" className="text-2xl font-semibold tracking-tight">
        Search tensions and perspectives
      </h1>
      <SearchForm request={request} />
      {/* Saved searches sit under the filters when wide, and after the results on a phone (not above them). */}
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <SearchFilters request={request} facets={result.facets} />
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ResultsToolbar request={request} result={result} />
          <SearchNotes request={request} result={result} />
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
          <ResultPages request={request} result={result} />
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
