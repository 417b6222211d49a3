import Form from "next/form";
import { ANY_FINDING, auditRuleTitle } from "@/lib/audit-rules";
import { kindLabel, searchVocabulary, statusLabel } from "@/lib/document-kinds";
import type { SearchResult } from "@/lib/db/search";
import { searchHref, type SearchRequest } from "@/lib/search/request";
import { FacetList } from "./facet-list";

/** The parts of the address the filters do not set, carried through as hidden fields. */
function Carried({ request }: { request: SearchRequest }) {
  const rest = searchHref({ ...request, types: [], statuses: [], agents: [], rounds: [], dialogueStatuses: [], sources: [], kinds: [], audits: [], page: 1 });
  return [...new URLSearchParams(rest.split("?")[1] ?? "")].map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}

/** Every facet as checkboxes in one GET form: a change runs the search (client-side); without script, Apply does. */
export function FacetForm({ request, facets, idPrefix }: { request: SearchRequest; facets: SearchResult["facets"]; idPrefix: string }) {
  // Each kind has its own words: a chosen kind's facets offer only its vocabulary, and are named for it.
  const vocabulary = searchVocabulary(request.kinds);
  const onlyDialogues = request.kinds.length > 0 && request.kinds.every((k) => k === "dialogue");
  return (
    <Form action="/search" className="space-y-5" aria-label="Filters">
      <Carried request={request} />
      <FacetList idPrefix={idPrefix} title="Kind" facet="kinds" counts={facets.kind} request={request} label={kindLabel} />
      <FacetList idPrefix={idPrefix} title="Type" facet="types" counts={facets.type as never} request={request} offered={vocabulary.types} />
      <FacetList
        idPrefix={idPrefix}
        title={onlyDialogues ? "Tension status" : "Entry status"}
        facet="statuses"
        counts={facets.status}
        request={request}
        offered={vocabulary.statuses}
      />
      <FacetList idPrefix={idPrefix} title="Agent" facet="agents" counts={facets.agent} request={request} />
      <FacetList idPrefix={idPrefix} title="Round" facet="rounds" counts={facets.round} request={request} label={(r) => `Round ${r}`} />
      <FacetList
        idPrefix={idPrefix}
        title={onlyDialogues ? "Dialogue status" : "Document status"}
        facet="dialogueStatuses"
        counts={facets.dialogueStatus as never}
        request={request}
        label={statusLabel}
        offered={vocabulary.documentStatuses}
      />
      <FacetList idPrefix={idPrefix} title="Source" facet="sources" counts={facets.source} request={request} />
      <FacetList
        idPrefix={idPrefix}
        title="Audit findings"
        facet="audits"
        counts={facets.audit}
        request={request}
        label={(code) => (code === ANY_FINDING ? "Any finding" : auditRuleTitle(code))}
      />
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium dark:border-slate-700">
          Apply filters
        </button>
      </noscript>
    </Form>
  );
}
