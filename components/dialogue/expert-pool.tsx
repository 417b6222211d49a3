import type { ReactNode } from "react";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { sat, type ExpertPoolView, type Seat } from "@/lib/views/dialogue/expert-pool";

const cell = "px-3 py-1.5";
const head = "px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

const rounds = (list: number[]) => (list.length > 0 ? list.map((r) => `R${r}`).join(", ") : "—");

/** A seat in words, for the cell's accessible name and its tooltip. */
function seatText(s: Seat): string {
  if (s.listed === true) return s.spoke ? "on the panel, spoke" : "on the panel, silent";
  if (s.listed === false) return s.spoke ? "not on the listed panel, spoke" : "not on the panel";
  return s.spoke ? "spoke" : "absent";
}

function SeatMark({ seat }: { seat: Seat }) {
  const on = sat(seat);
  return (
    <span
      title={seatText(seat)}
      aria-label={seatText(seat)}
      role="img"
      className={
        on && seat.spoke
          ? "inline-block size-3.5 rounded-full bg-blue-600 dark:bg-blue-400"
          : on
            ? "inline-block size-3.5 rounded-full border-2 border-blue-600 dark:border-blue-400"
            : seat.spoke
              ? "inline-block size-3.5 rotate-45 bg-amber-500"
              : "inline-block size-1.5 rounded-full bg-slate-300 dark:bg-slate-600"
      }
    />
  );
}

/**
 * The expert pool the panel was drawn from and who sat in which round, so a reader sees the panel rotate. Where a
 * round lists no panel of its own, who spoke in it is who sat.
 */
export function ExpertPool({ view }: { view: ExpertPoolView }) {
  const changes = view.rotation.filter((r) => r.joined.length + r.left.length > 0);
  // A pool read from `expert-pool.json` alone names roles, not who held them: "not selected" would be a guess.
  const linked = view.pool.some((e) => e.selected || e.agent !== null);
  const unlisted = (view.rows[0]?.seats ?? []).filter((s) => s.listed === null).map((s) => `R${s.round}`);
  const source = !view.roundScoped
    ? " (who spoke in each round)"
    : unlisted.length > 0
      ? ` (from each round's panel; ${unlisted.join(", ")} ${unlisted.length === 1 ? "lists" : "list"} none, so who spoke)`
      : " (from each round's panel)";
  return (
    <div className="space-y-4">
      {view.pool.length === 0 ? (
        <p className="text-sm muted">
          This dialogue has no expert pool: no <code>## Expert Pool</code> table or <code>expert-pool.json</code> names the experts its panel was drawn from.
        </p>
      ) : (
        <ScrollRegion label="Expert pool">
          <table className="w-full bg-white text-sm dark:bg-slate-900">
            <caption className="px-3 py-2 text-left text-sm font-semibold">
              {linked
                ? `Expert pool (${view.pool.filter((e) => e.selected).length} of ${view.pool.length} selected)`
                : `Expert pool (${view.pool.length} ${view.pool.length === 1 ? "role" : "roles"}; the dialogue does not record which agent held which)`}
            </caption>
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <ColumnHeads
                className={head}
                columns={[{ label: "Role" }, { label: "Tier" }, { label: "Relevance", className: "text-right" }, { label: "Held by" }, { label: "Rounds" }]}
              />
            </thead>
            <tbody>
              {view.pool.map((e, i) => (
                <tr key={`${e.role}-${i}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {e.role}
                  </th>
                  <td className={cell}>{e.tier ?? "—"}</td>
                  <td className={`${cell} text-right tabular-nums`}>{e.relevance !== null ? e.relevance.toFixed(2) : "—"}</td>
                  <td className={cell}>{e.agent ?? (e.selected ? "selected" : linked ? <span className="muted">not selected</span> : "—")}</td>
                  <td className={`${cell} whitespace-nowrap`}>{rounds(e.rounds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {view.rows.length > 0 && view.rounds.length > 0 ? (
        <div className="space-y-2">
          <ScrollRegion label="Panel by round">
            <table className="bg-white text-sm dark:bg-slate-900">
              <caption className="px-3 py-2 text-left text-sm font-semibold">Panel by round{source}</caption>
              <thead className="border-b border-slate-200 dark:border-slate-800">
                <tr>
                  <th scope="col" className={head}>
                    Agent
                  </th>
                  <th scope="col" className={head}>
                    Tier
                  </th>
                  {view.rounds.map((r) => (
                    <th key={r} scope="col" className={`${head} text-center`}>
                      R{r}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.agent} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
                      {row.agent}
                      {row.role ? <span className="block max-w-56 truncate text-xs font-normal text-slate-500 dark:text-slate-400">{row.role}</span> : null}
                    </th>
                    <td className={cell}>{row.tier ?? "—"}</td>
                    {row.seats.map((s) => (
                      <td key={s.round} className={`${cell} text-center`}>
                        <SeatMark seat={s} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs muted">
            <span className="inline-flex items-center gap-1.5">
              <SeatMark seat={{ round: 0, listed: true, spoke: true }} /> sat and spoke
            </span>
            {view.roundScoped ? (
              <>
                <span className="inline-flex items-center gap-1.5">
                  <SeatMark seat={{ round: 0, listed: true, spoke: false }} /> on the panel, silent
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <SeatMark seat={{ round: 0, listed: false, spoke: true }} /> spoke, not on the round&apos;s panel
                </span>
              </>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <SeatMark seat={{ round: 0, listed: null, spoke: false }} /> absent
            </span>
          </p>
          {changes.length > 0 ? (
            <ul aria-label="Panel changes" className="space-y-0.5 text-sm">
              {changes.map((c) => (
                <li key={c.round}>
                  <span className="font-medium">Round {c.round}:</span> {c.joined.length > 0 ? `joined ${c.joined.join(", ")}` : ""}
                  {c.joined.length > 0 && c.left.length > 0 ? "; " : ""}
                  {c.left.length > 0 ? `left ${c.left.join(", ")}` : ""}
                </li>
              ))}
            </ul>
          ) : view.rounds.length > 1 ? (
            <p className="text-sm muted">The same panel sat in every round.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A table's frame that scrolls sideways on a phone: a named region, focusable so the keyboard can scroll it too. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className="overflow-x-auto rounded-lg border border-slate-200 focus-ring dark:border-slate-800">
      {children}
    </div>
  );
}
