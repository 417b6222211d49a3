import Link from "next/link";
import { FacetForm } from "@/components/search/facet-form";
import type { SearchResult } from "@/lib/db/search";
import { searchHref, type SearchRequest } from "@/lib/search/request";

/** Whether any filter narrows the search (facets, dates or dialogues). */
export function isFiltered(request: SearchRequest): boolean {
  const facets = [
    request.types,
    request.statuses,
    request.agents,
    request.rounds,
    request.dialogueStatuses,
    request.sources,
    request.kinds,
    request.audits,
    request.dialogues,
  ];
  return facets.some((values) => values.length > 0) || request.from !== null || request.to !== null;
}

/** The facets, folded on a phone and open beside the results when wide, with a way to clear them. */
export function SearchFilters({ request, facets }: { request: SearchRequest; facets: SearchResult["facets"] }) {
  const filtered = isFiltered(request);
  return (
    <aside aria-label="Filters" className="lg:col-start-1 lg:row-start-1">
      <details className="lg:hidden">
        <summary className="cursor-pointer text-sm font-medium">Filters{filtered ? " (on)" : ""}</summary>
        <div className="mt-3">
          <FacetForm request={request} facets={facets} idPrefix="phone" />
        </div>
      </details>
      <div className="hidden lg:block">
        <FacetForm request={request} facets={facets} idPrefix="wide" />
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
              kinds: [],
              audits: [],
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
  );
}
