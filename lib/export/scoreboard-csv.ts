import type { Scoreboard } from "@/lib/contract";
import { DIMENSIONS } from "@/lib/judging/scores";

/** RFC 4180 quoting; text that a spreadsheet would run as a formula is prefixed with `'` (names come from files). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const safe = "=+-@\t\r".includes(value[0] ?? "") ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.split('"').join('""')}"` : safe;
}

/** The per-agent scoreboard as CSV: one row an agent, its dimensions, total and every round's score. */
export function scoreboardCsv(board: Scoreboard): string {
  const rounds = [...new Set(board.agents.flatMap((r) => Object.keys(r.rounds ?? {})))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  const header = ["agent", ...DIMENSIONS, "total", ...rounds];
  const rows = board.agents.map((r) => [r.agent, ...DIMENSIONS.map((d) => r[d]), r.total, ...rounds.map((k) => r.rounds?.[k])]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
