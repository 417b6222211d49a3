import type { ParsedDialogue } from "@/lib/contract";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { expertPoolView } from "@/lib/views/dialogue/expert-pool";
import { ClosedPart } from "./closed-part";
import { ExpertPool, ScrollRegion } from "./expert-pool";

const cell = "px-3 py-1.5";
const head = "px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

/** The panel, the expert pool it was drawn from, and who sat in which round. */
export function PanelTable({ dialogue, poolHref }: { dialogue: ParsedDialogue; poolHref?: string }) {
  const view = expertPoolView(dialogue);
  const members = dialogue.panel.filter((m) => !m.judge);
  return (
    <div className="space-y-4">
      {members.length > 0 ? (
        <ScrollRegion label="Expert panel">
          <table className="w-full bg-white text-sm dark:bg-slate-900">
            <caption className="sr-only">Expert panel</caption>
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <ColumnHeads
                className={head}
                columns={[{ label: "Agent" }, { label: "Role" }, { label: "Tier" }, { label: "Relevance", className: "text-right" }]}
              />
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.name} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {m.emoji} {m.name}
                  </th>
                  <td className={cell}>{m.role ?? "—"}</td>
                  <td className={cell}>{m.tier ?? "—"}</td>
                  <td className={`${cell} text-right tabular-nums`}>{m.relevance !== null ? m.relevance.toFixed(2) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {poolHref && view.pool.length > 0 ? (
        // A long dialogue's pool opens when asked, from the page of its parts (app/d/[slug]/parts/[part]).
        <ClosedPart part="expert-pool" href={poolHref} className="text-sm">
          Show the expert pool ({view.pool.length} {view.pool.length === 1 ? "role" : "roles"}) and who sat in each round
        </ClosedPart>
      ) : (
        <div data-part="expert-pool">
          <ExpertPool view={view} />
        </div>
      )}
    </div>
  );
}
