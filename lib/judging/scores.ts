import { z } from "zod";

export const DIMENSIONS = ["wisdom", "consistency", "truth", "relationships"] as const;
export type ScoreDimension = (typeof DIMENSIONS)[number];
/** A dimension, or ALIGNMENT: their sum. */
export type Measure = ScoreDimension | "total";
export const MEASURES: Measure[] = [...DIMENSIONS, "total"];
export const MEASURE_LABELS: Record<Measure, string> = { wisdom: "Wisdom", consistency: "Consistency", truth: "Truth", relationships: "Relationships", total: "Total" };

export type ScoreValues = Record<ScoreDimension, number>;

/** Blue's dimensions are unbounded non-negative integers; the cap only keeps a typo from becoming a statistic. */
export const dimensionSchema = z.coerce
  .number({ error: "Enter a whole number." })
  .int("Enter a whole number.")
  .min(0, "Scores are 0 or more.")
  .max(1_000_000, "That score is implausibly large.");

export function totalOf(s: ScoreValues): number {
  return s.wisdom + s.consistency + s.truth + s.relationships;
}

export function measureOf(s: ScoreValues, measure: Measure): number {
  return measure === "total" ? totalOf(s) : s[measure];
}

/** A judge's current (latest) score of one agent in one round. */
export interface CurrentScore extends ScoreValues {
  dialogueId: number;
  round: number;
  agent: string;
  judgeId: string;
  version: number;
}

export const unitKey = (dialogueId: number, round: number, agent: string) => `${dialogueId}:${round}:${agent}`;

/** Items by a key, in first-seen order (Map.groupBy arrives with Node 21). */
export function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}

/** Scores grouped by what was scored: one dialogue's agent in one round. */
export const byUnit = <T extends CurrentScore>(scores: T[]) => groupBy(scores, (s) => unitKey(s.dialogueId, s.round, s.agent));

/** The latest version of each (dialogue, round, agent, judge), from versions in any order. */
export function latestVersions<T extends CurrentScore>(versions: T[]): T[] {
  const latest = new Map<string, T>();
  for (const v of versions) {
    const key = `${unitKey(v.dialogueId, v.round, v.agent)}:${v.judgeId}`;
    const seen = latest.get(key);
    if (!seen || seen.version < v.version) latest.set(key, v);
  }
  return [...latest.values()];
}
