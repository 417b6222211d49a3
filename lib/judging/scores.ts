import { z } from "zod";
import { DEFAULT_RUBRIC, DIMENSIONS, type ScoreDimension } from "./rubric";

export { DIMENSIONS, type ScoreDimension };
/** A dimension, or ALIGNMENT: their sum. */
export type Measure = ScoreDimension | "total";
export const MEASURES: Measure[] = [...DIMENSIONS, "total"];
export const MEASURE_LABELS: Record<Measure, string> = {
  wisdom: "Wisdom",
  consistency: "Consistency",
  truth: "Truth",
  relationships: "Relationships",
  total: "Total",
};

export type ScoreValues = Record<ScoreDimension, number>;

/** A whole number within the rubric's bounds for one dimension: out-of-range values are refused, never stored. */
export function dimensionSchema(d: ScoreDimension) {
  const { name, min, max } = DEFAULT_RUBRIC[d];
  return z.preprocess(
    // Digits only: Number() would read an empty field as 0 and "0x10" as 16, numbers the judge never typed.
    (value) => (typeof value === "string" ? (/^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value),
    z.number({ error: "Enter a whole number." }).int("Enter a whole number.").min(min, `${name} is ${min}–${max}.`).max(max, `${name} is ${min}–${max}.`),
  );
}

const dimensionFields = Object.fromEntries(DIMENSIONS.map((d) => [d, dimensionSchema(d)])) as Record<ScoreDimension, ReturnType<typeof dimensionSchema>>;

/** One score as a judge submits it: shared by the score form's action and the database write. */
export const scoreInputSchema = z.object({
  dialogueId: z.coerce.number().int().positive(),
  round: z.coerce.number().int().min(0).max(100_000),
  agent: z.string().trim().min(1).max(200),
  ...dimensionFields,
  rationale: z
    .string()
    .trim()
    .max(4000, "Keep the rationale under 4,000 characters.")
    .transform((s) => s || null),
  reason: z
    .string()
    .trim()
    .max(1000, "Keep the reason under 1,000 characters.")
    .transform((s) => s || null),
  /** The version the judge was looking at: a save on top of anything newer is refused, not merged. */
  baseVersion: z.coerce.number().int().min(0),
});
export type ScoreInput = z.output<typeof scoreInputSchema>;

/** The fields of a score form a judge types. */
export const SCORE_FORM_FIELDS = [...DIMENSIONS, "rationale", "reason"] as const;

export function totalOf(s: ScoreValues): number {
  return DIMENSIONS.reduce((sum, d) => sum + s[d], 0);
}

export function scoreValuesOf(s: ScoreValues): ScoreValues {
  return Object.fromEntries(DIMENSIONS.map((d) => [d, s[d]])) as ScoreValues;
}

export function sameValues(a: ScoreValues, b: ScoreValues): boolean {
  return DIMENSIONS.every((d) => a[d] === b[d]);
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
