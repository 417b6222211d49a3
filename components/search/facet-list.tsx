import type { FacetCount } from "@/lib/db/search";
import type { SearchRequest } from "@/lib/search/request";
import { FacetCheckbox } from "./facet-checkbox";

export type FacetKey = "types" | "statuses" | "agents" | "rounds" | "dialogueStatuses" | "sources" | "kinds" | "audits";

/** Each facet's parameter in the address (repeated for several values). */
export const FACET_PARAM: Record<FacetKey, string> = {
  types: "type",
  statuses: "status",
  agents: "agent",
  rounds: "round",
  dialogueStatuses: "dstatus",
  sources: "source",
  kinds: "kind",
  audits: "audit",
};

/**
 * One facet as checkboxes, each value with its count: several values of a facet widen the search (OR), facets narrow
 * it (AND). Counts ignore the facet's own choice, so a value that is not ticked says what ticking it would add.
 */
export function FacetList<K extends FacetKey>({
  title,
  facet,
  counts,
  request,
  idPrefix,
  label = (v) => String(v),
  offered,
}: {
  title: string;
  facet: K;
  counts: FacetCount<SearchRequest[K][number]>[];
  request: SearchRequest;
  /** Two copies of the filters exist (phone and wide layouts): ids must not collide. */
  idPrefix: string;
  label?: (value: SearchRequest[K][number]) => string;
  /** The values this facet offers for the chosen kinds; others are left out (a chosen one still shows). */
  offered?: readonly unknown[];
}) {
  const chosen = request[facet] as unknown[];
  // A chosen value with no results left still shows, so it can be taken away.
  const values = [
    ...counts.filter((c) => !offered || offered.includes(c.value) || chosen.includes(c.value)),
    ...chosen.filter((v) => !counts.some((c) => c.value === v)).map((v) => ({ value: v as SearchRequest[K][number], count: 0 })),
  ];
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</legend>
      <ul className="space-y-0.5 text-sm">
        {values.map(({ value, count }, i) => {
          const on = chosen.includes(value);
          const id = `${idPrefix}-${FACET_PARAM[facet]}-${i}`;
          return (
            // Keyed by its state too, so a checkbox follows the address when it changes elsewhere (Clear filters, Back).
            <li key={`${String(value)}-${on}`}>
              <label
                htmlFor={id}
                className={`flex cursor-pointer items-center gap-2 rounded px-1.5 py-0.5 ${on ? "bg-blue-100 font-medium text-blue-900 dark:bg-blue-900/50 dark:text-blue-100" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
              >
                <FacetCheckbox id={id} name={FACET_PARAM[facet]} value={String(value)} checked={on} />
                <span className="min-w-0 flex-1 truncate">{label(value)}</span>
                <span className="tabular-nums text-xs text-slate-500 dark:text-slate-400">{count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
