import { SortHeader } from "@/components/data-table/sort-header";
import { TableShell } from "@/components/data-table/table-shell";
import type { ScoreRow } from "@/lib/contract";
import { isRoundSort, SCORE_COLUMNS, type ScoreColumn, type ScoreSort, scoreSortHref, type ScoreView } from "@/lib/dialogue-view";
import { DIMENSIONS, MEASURE_LABELS } from "@/lib/judging/scores";
import type { SortDirection } from "@/lib/sorting";
import { roundCells, sortScoreRows } from "./score-model";

const LABEL: Record<ScoreColumn, string> = { agent: "Agent", ...MEASURE_LABELS };
const cell = "px-3 py-2 text-right tabular-nums";

function Delta({ delta, from }: { delta: number | null; from: number | null }) {
  if (delta === null) return null;
  const tone = delta > 0 ? "text-emerald-700 dark:text-emerald-400" : delta < 0 ? "text-red-700 dark:text-red-400" : "text-slate-500 dark:text-slate-400";
  return (
    <span className={`ml-1 text-xs ${tone}`}>
      <span aria-hidden="true">{delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : "±0"}</span>
      <span className="sr-only">
        {delta === 0 ? "unchanged" : `${delta > 0 ? "up" : "down"} ${Math.abs(delta)}`}
        {from !== null ? ` from round ${from}` : ""}
      </span>
    </span>
  );
}

/**
 * The per-agent scoreboard, sorted by a column named in the URL so a sorted view can be linked: the totals per
 * dimension, or (view=rounds) each round's score with its change from the round before.
 */
export function ScoreboardTable({
  rows,
  rounds,
  view,
  sort,
  direction,
  slug,
}: {
  rows: ScoreRow[];
  rounds: number[];
  view: ScoreView;
  sort: ScoreSort;
  direction: SortDirection;
  slug: string;
}) {
  const sorted = sortScoreRows(rows, sort, direction);
  const header = (column: ScoreSort, label: string, align: "left" | "right" = "right") => (
    <SortHeader
      key={column}
      href={scoreSortHref(slug, { view, sort, dir: direction }, column)}
      sorted={column === sort && direction}
      align={align}
      className="px-3 py-2"
    >
      {label}
    </SortHeader>
  );
  return (
    <TableShell
      focusable
      caption={`Scoreboard${view === "rounds" ? " by round" : ""}, sorted by ${isRoundSort(sort) ? `round ${sort.slice(1)}` : LABEL[sort]} ${direction === "asc" ? "ascending" : "descending"}`}
    >
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
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {r.agent}
            </th>
            {view === "totals"
              ? DIMENSIONS.map((d) => (
                  <td key={d} className={cell}>
                    {r[d] ?? "—"}
                  </td>
                ))
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
    </TableShell>
  );
}
