import type { ReactNode } from "react";
import type { ParsedDialogue } from "@/lib/contract";
import { ColumnHeads } from "@/components/data-table/column-heads";

const cell = "px-3 py-1.5";
const head = "px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

/** The panel who spoke, and the expert pool it was drawn from (each role marked with who held it, if anyone). */
export function PanelTable({ dialogue }: { dialogue: ParsedDialogue }) {
  const members = dialogue.panel.filter((m) => !m.judge);
  if (members.length === 0 && dialogue.roster.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No Expert Panel or expert pool in this dialogue.</p>;
  const rounds = dialogue.rounds.filter((r) => r.panel && r.panel.length > 0);
  return (
    <div className="space-y-4">
      {members.length > 0 ? (
        <ScrollRegion label="Expert panel">
          <table className="w-full bg-white text-sm dark:bg-slate-900">
            <caption className="sr-only">Expert panel</caption>
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <ColumnHeads
                className={head}
                columns={[
                  { label: "Agent" },
                  { label: "Role" },
                  { label: "Tier" },
                  { label: "Relevance", className: "text-right" },
                  ...(rounds.length > 0 ? [{ label: "Rounds" }] : []),
                ]}
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
                  {rounds.length > 0 ? (
                    <td className={cell}>
                      {rounds
                        .filter((r) => r.panel!.some((p) => p.name === m.name))
                        .map((r) => r.number)
                        .join(", ") || "—"}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {dialogue.roster.length > 0 ? (
        <ScrollRegion label="Expert pool">
          <table className="w-full bg-white text-sm dark:bg-slate-900">
            <caption className="px-3 py-2 text-left text-sm font-semibold">
              Expert pool ({dialogue.roster.filter((e) => e.selected).length} of {dialogue.roster.length} selected)
            </caption>
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <ColumnHeads
                className={head}
                columns={[{ label: "Role" }, { label: "Tier" }, { label: "Relevance", className: "text-right" }, { label: "Selected" }]}
              />
            </thead>
            <tbody>
              {dialogue.roster.map((e, i) => (
                <tr key={`${e.role}-${i}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {e.role}
                  </th>
                  <td className={cell}>{e.tier ?? "—"}</td>
                  <td className={`${cell} text-right tabular-nums`}>{e.relevance !== null ? e.relevance.toFixed(2) : "—"}</td>
                  <td className={cell}>{e.selected ? (e.name ? `yes: ${e.name}` : "yes") : "no"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}

/** A table's frame that scrolls sideways on a phone: a named region, focusable so the keyboard can scroll it too. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800"
    >
      {children}
    </div>
  );
}
