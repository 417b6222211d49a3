import Link from "next/link";
import type { ScoreRow } from "@/lib/contract";
import { DIMENSIONS, MEASURE_LABELS } from "@/lib/judging/scores";
import { isRoundSort, roundCells, SCORE_COLUMNS, sortScoreRows, type ScoreColumn, type ScoreSort, type SortDirection } from "./score-model";

const LABEL: Record<ScoreColumn, string> = { agent: "Agent", ...MEASURE_LABELS };
const cell = "px-3 py-2 text-right tabular-nums";

export type ScoreView = "totals" | "rounds";

/** Where a click on a header leads: the other direction when it is the sorted column, else high scores first. */
function sortLink(basePath: string, view: ScoreView, column: ScoreSort, sort: ScoreSort, direction: SortDirection): string {
  const dir: SortDirection = column === sort ? (direction === "desc" ? "asc" : "desc") : column === "agent" ? "asc" : "desc";
  return `${basePath}?${view === "rounds" ? "view=rounds&" : ""}sort=${column}&dir=${dir}#scoreboard`;
}

function SortHeader({ column, label, sort, direction, href, align = "right" }: { column: ScoreSort; label: string; sort: ScoreSort; direction: SortDirection; href: string; align?: "left" | "right" }) {
  const active = column === sort;
  return (
    <th scope="col" aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"} className={`px-3 py-2 ${align === "left" ? "text-left" : "text-right"}`}>
      <Link href={href} scroll={false} className={`rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-white ${active ? "text-slate-900 dark:text-white" : ""}`}>
        {label}
        <span aria-hidden="true">{active ? (direction === "asc" ? " ↑" : " ↓") : ""}</span>
      </Link>
    </th>
  );
}

function Delta({ delta, from }: { delta: number | null; from: number | null }) {
  if (delta === null) return null;
  const tone = delta > 0 ? "text-emerald-700 dark:text-emerald-400" : delta < 0 ? "text-red-700 dark:text-red-400" : "text-slate-500 dark:text-slate-400";
  return (
    <span className={`ml-1 text-xs ${tone}`}>
      <span aria-hidden="true">{delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : "±0"}</span>
      <span className="sr-only">{delta === 0 ? "unchanged" : `${delta > 0 ? "up" : "down"} ${Math.abs(delta)}`}{from !== null ? ` from round ${from}` : ""}</span>
    </span>
  );
}

/**
 * The per-agent scoreboard, sorted by a column named in the URL so a sorted view can be linked: the totals per
 * dimension, or (view=rounds) each round's score with its change from the round before.
 */
export function ScoreboardTable({ rows, rounds, view, sort, direction, basePath }: { rows: ScoreRow[]; rounds: number[]; view: ScoreView; sort: ScoreSort; direction: SortDirection; basePath: string }) {
  const sorted = sortScoreRows(rows, sort, direction);
  const header = (column: ScoreSort, label: string, align?: "left" | "right") => (
    <SortHeader key={column} column={column} label={label} sort={sort} direction={direction} href={sortLink(basePath, view, column, sort, direction)} align={align} />
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full bg-white text-sm dark:bg-slate-900">
        <caption className="sr-only">
          Scoreboard{view === "rounds" ? " by round" : ""}, sorted by {isRoundSort(sort) ? `round ${sort.slice(1)}` : LABEL[sort]} {direction === "asc" ? "ascending" : "descending"}
        </caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {view === "totals"
              ? SCORE_COLUMNS.map((c) => header(c, LABEL[c], c === "agent" ? "left" : "right"))
              : [header("agent", "Agent", "left"), ...rounds.map((n) => header(`r${n}`, `R${n}`)), header("total", "Total")]}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.agent} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="px-3 py-2 text-left font-medium">{r.agent}</th>
              {view === "totals"
                ? DIMENSIONS.map((d) => <td key={d} className={cell}>{r[d] ?? "—"}</td>)
                : roundCells(r, rounds).map((c, i, all) => (
                    <td key={c.round} className={`${cell} whitespace-nowrap`}>
                      {c.value ?? "—"}
                      <Delta delta={c.delta} from={all.slice(0, i).findLast((p) => p.value !== null)?.round ?? null} />
                    </td>
                  ))}
              <td className={`${cell} font-semibold`}>{r.total ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
