import { Button } from "@/components/ui/button";
import { searchHref, type SearchRequest } from "@/lib/search/request";

const field =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600";

/** Hidden fields that carry the chosen facets through a new query typed into the box: the facets of its address. */
function CarriedFacets({ request }: { request: SearchRequest }) {
  const facetsOnly = searchHref(request, { q: "", from: null, to: null, sort: "relevance", page: 1 });
  return [...new URLSearchParams(facetsOnly.split("?")[1] ?? "")].map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}

/** The query box, sort and dates; a plain GET form, so a search is an address and works without script. */
export function SearchForm({ request }: { request: SearchRequest }) {
  return (
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
          <code>agent:Muffin</code>, <code>status:open</code>, <code>type:tension</code> (perspective, resolution, refinement, concession) filter. Anything else
          is read as words.
        </p>
      </details>
    </form>
  );
}
