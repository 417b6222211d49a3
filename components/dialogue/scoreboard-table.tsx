import Link from "next/link";
import type { ScoreRow } from "@/lib/contract";
import { SCORE_COLUMNS, sortScoreRows, type ScoreColumn, type SortDirection } from "./sort-scores";

const LABEL: Record<ScoreColumn, string> = { agent: "Agent", wisdom: "Wisdom", consistency: "Consistency", truth: "Truth", relationships: "Relationships", total: "Total" };

/** The dialogue's per-agent scoreboard, sorted by a column named in the URL, so a sorted view can be linked. */
export function ScoreboardTable({ rows, sort, direction, basePath }: { rows: ScoreRow[]; sort: ScoreColumn; direction: SortDirection; basePath: string }) {
  if (rows.length === 0) return <p className="text-slate-600 dark:text-slate-400">The dialogue has no per-agent scoreboard.</p>;
  const rounds = [...new Set(rows.flatMap((r) => Object.keys(r.rounds ?? {})))];
  const sorted = sortScoreRows(rows, sort, direction);
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full bg-white text-sm dark:bg-slate-900">
        <caption className="sr-only">Scoreboard, sorted by {LABEL[sort]} {direction === "asc" ? "ascending" : "descending"}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {SCORE_COLUMNS.map((column) => {
              const active = column === sort;
              const next: SortDirection = active && direction === "desc" ? "asc" : "desc";
              return (
                <th key={column} scope="col" aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"} className={`px-3 py-2 ${column === "agent" ? "text-left" : "text-right"}`}>
                  <Link href={`${basePath}?sort=${column}&dir=${next}#scoreboard`} scroll={false} className="hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-white">
                    {LABEL[column]}{active ? (direction === "asc" ? " ↑" : " ↓") : ""}
                  </Link>
                </th>
              );
            })}
            {rounds.map((r) => <th key={r} scope="col" className="px-3 py-2 text-right">{r}</th>)}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.agent} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="px-3 py-2 text-left font-medium">{r.agent}</th>
              {(["wisdom", "consistency", "truth", "relationships"] as const).map((d) => <td key={d} className={cell}>{r[d] ?? "—"}</td>)}
              <td className={`${cell} font-semibold`}>{r.total ?? "—"}</td>
              {rounds.map((name) => <td key={name} className={cell}>{r.rounds?.[name] ?? "—"}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
