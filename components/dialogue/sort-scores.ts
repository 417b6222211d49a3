import type { ScoreRow } from "@/lib/contract";

export const SCORE_COLUMNS = ["agent", "wisdom", "consistency", "truth", "relationships", "total"] as const;
export type ScoreColumn = (typeof SCORE_COLUMNS)[number];
export type SortDirection = "asc" | "desc";

/** Pure: the rows in the requested order; missing values sort last either way. */
export function sortScoreRows(rows: ScoreRow[], column: ScoreColumn, direction: SortDirection): ScoreRow[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (column === "agent") return sign * a.agent.localeCompare(b.agent);
    const x = a[column] ?? null;
    const y = b[column] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y) || a.agent.localeCompare(b.agent);
  });
}
