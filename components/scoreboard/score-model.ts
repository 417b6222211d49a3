import type { Marker, MarkerType, RoundMetrics, RoundProgress, ScoreRow } from "@/lib/contract";
import { isRoundSort, type ScoreSort } from "@/lib/dialogue-view";
import type { SortDirection } from "@/lib/sorting";

export { isRoundSort };

/** The rounds the per-agent table has columns for, in round order (`R0`, `R1`, …). */
export function roundNumbers(rows: ScoreRow[]): number[] {
  const seen = new Set<number>();
  for (const r of rows) for (const key of Object.keys(r.rounds ?? {})) seen.add(Number(key.slice(1)));
  return [...seen].filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
}

function value(row: ScoreRow, sort: ScoreSort): number | null {
  if (isRoundSort(sort)) return row.rounds?.[`R${sort.slice(1)}`] ?? null;
  if (sort === "agent") return null;
  return row[sort] ?? null;
}

/** Pure: the rows in the requested order; missing values sort last either way; ties by name. */
export function sortScoreRows(rows: ScoreRow[], sort: ScoreSort, direction: SortDirection): ScoreRow[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort === "agent") return sign * a.agent.localeCompare(b.agent);
    const x = value(a, sort);
    const y = value(b, sort);
    if (x === null || y === null) return x === y ? a.agent.localeCompare(b.agent) : x === null ? 1 : -1;
    return sign * (x - y) || a.agent.localeCompare(b.agent);
  });
}

export interface RoundCell {
  round: number;
  value: number | null;
  /** Change from the agent's previous scored round; null for the first, or when either is missing. */
  delta: number | null;
}

/** One agent's score in each round with the round-over-round change. */
export function roundCells(row: ScoreRow, rounds: number[]): RoundCell[] {
  let previous: number | null = null;
  return rounds.map((round) => {
    const v = row.rounds?.[`R${round}`] ?? null;
    const cell = { round, value: v, delta: v !== null && previous !== null ? v - previous : null };
    if (v !== null) previous = v;
    return cell;
  });
}

export interface DialogueRound {
  round: number;
  /** The round's own score (the Judge's table, or the agents' per-round scores summed). */
  score: number | null;
  /** The dialogue's ALIGNMENT after the round (the table's cumulative column, or a score line). */
  alignment: number | null;
  /** ALIGNMENT gained since the round before; null for the first round recorded or when the one before is not. */
  gained: number | null;
  velocity: number | null;
  convergePercent: number | null;
  openTensions: number | null;
}

/** Where the by-round figures come from, so the page can say it in words. */
export type ByRoundSource = "agents" | "round-table" | "score-lines" | "totals-only" | "none";

export function byRoundSource(metrics: RoundMetrics[], rows: ScoreRow[], progress: RoundProgress[] = []): ByRoundSource {
  if (roundNumbers(rows).length > 0) return "agents";
  if (metrics.length > 0) return "round-table";
  if (progress.length > 0) return "score-lines";
  return rows.length > 0 ? "totals-only" : "none";
}

/**
 * The dialogue's trajectory by round: from the Judge's round table when there is one, else summed from the agents'
 * per-round scores (velocity is then the change in that sum), else from the score lines' ALIGNMENT by round.
 */
export function dialogueRounds(metrics: RoundMetrics[], rows: ScoreRow[], progress: RoundProgress[] = []): DialogueRound[] {
  if (metrics.length > 0) {
    return metrics.map((m, i) => {
      const before = i > 0 && metrics[i - 1]!.round === m.round - 1 ? (metrics[i - 1]!.cumulative ?? null) : null;
      const alignment = m.cumulative ?? null;
      return {
        round: m.round,
        score: m.score ?? null,
        alignment,
        gained: alignment !== null && before !== null ? alignment - before : null,
        velocity: m.velocity ?? null,
        convergePercent: m.convergePercent ?? null,
        openTensions: m.openTensions ?? null,
      };
    });
  }
  if (roundNumbers(rows).length === 0) {
    return progress.map((p, i) => {
      const before = i > 0 && progress[i - 1]!.round === p.round - 1 ? progress[i - 1]!.alignment : null;
      return {
        round: p.round,
        score: null,
        alignment: p.alignment,
        gained: before !== null ? p.alignment - before : null,
        velocity: null,
        convergePercent: null,
        openTensions: null,
      };
    });
  }
  let previous: number | null = null;
  return roundNumbers(rows).map((round) => {
    const values = rows.map((r) => r.rounds?.[`R${round}`]).filter((v): v is number => v !== undefined);
    const score = values.length > 0 ? values.reduce((s, v) => s + v, 0) : null;
    const velocity = score !== null && previous !== null ? score - previous : null;
    if (score !== null) previous = score;
    return { round, score, alignment: null, gained: null, velocity, convergePercent: null, openTensions: null };
  });
}

/** The marker kinds counted by round, each with the marker types that count as it. */
export const ACTIVITY: { key: string; name: string; types: MarkerType[] }[] = [
  { key: "perspectives", name: "Perspectives raised", types: ["PERSPECTIVE"] },
  { key: "tensions", name: "Tensions raised", types: ["TENSION"] },
  { key: "resolved", name: "Tensions resolved", types: ["RESOLVED", "RESOLUTION", "REFINED RESOLUTION"] },
  { key: "concessions", name: "Concessions", types: ["CONCESSION", "CONCEDE-WITH-SCOPE"] },
];

/**
 * How many markers of each kind each round holds: per-round data every dialogue with markers records, even when its
 * scoreboard has only totals. Kinds no round uses are left out; null when there are fewer than two rounds to compare.
 */
export function markerActivity(
  markers: Pick<Marker, "type" | "round">[],
  rounds: number[],
): { rounds: number[]; series: { key: string; name: string; values: number[] }[] } | null {
  if (rounds.length < 2) return null;
  const at = new Map(rounds.map((r, i) => [r, i]));
  const series = ACTIVITY.map((kind) => {
    const values = rounds.map(() => 0);
    for (const m of markers) if (m.round !== null && at.has(m.round) && kind.types.includes(m.type)) values[at.get(m.round)!]!++;
    return { key: kind.key, name: kind.name, values };
  }).filter((s) => s.values.some((v) => v > 0));
  return series.length > 0 ? { rounds, series } : null;
}
