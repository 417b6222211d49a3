import { z } from "zod";
import { DIMENSIONS, type RubricDimension, type ScoreDimension } from "./rubric";

export { DIMENSIONS, type ScoreDimension };
/** The file's own scoreboard columns (W/C/T/R and their sum), as the file's Judge records them. */
export const MEASURE_LABELS: Record<ScoreDimension | "total", string> = {
  wisdom: "Wisdom",
  consistency: "Consistency",
  truth: "Truth",
  relationships: "Relationships",
  total: "Total",
};

/** A dimension's key under a score's rubric, or "total": their sum. */
export type Measure = string;

/** A score's values under its rubric version: dimension key → whole number. */
export type ScoreValues = Record<string, number>;

/** A whole number within one dimension's bounds: out-of-range values are refused, never stored. */
export function dimensionSchema({ label, min, max }: Pick<RubricDimension, "label" | "min" | "max">) {
  return z.preprocess(
    // Digits only: Number() would read an empty field as 0 and "0x10" as 16, numbers the judge never typed.
    (value) => (typeof value === "string" ? (/^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value),
    z.number({ error: "Enter a whole number." }).int("Enter a whole number.").min(min, `${label} is ${min}–${max}.`).max(max, `${label} is ${min}–${max}.`),
  );
}

/** The values a score under one rubric version must have: each of its dimensions within bounds, nothing else. */
export function valuesSchemaFor(dimensions: RubricDimension[]) {
  return z.strictObject(Object.fromEntries(dimensions.map((d) => [d.key, dimensionSchema(d)])));
}

/** The form's name for a dimension's field: prefixed, so a rubric's key can never collide with the form's own fields. */
export const valueField = (key: string) => `v.${key}`;

/** The dimension fields of a submitted form, by key (validated against the rubric version on the server). */
export function valuesFromForm(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (name.startsWith("v.") && typeof value === "string") out[name.slice(2)] = value;
  return out;
}

/** One score as a judge submits it: shared by the score form's action and the database write. */
export const scoreInputSchema = z.object({
  dialogueId: z.coerce.number().int().positive(),
  round: z.coerce.number().int().min(0).max(100_000),
  agent: z.string().trim().min(1).max(200),
  /** The rubric version the form showed; its bounds are checked on the server, and it is recorded with the score. */
  rubricVersionId: z.coerce.number().int().positive(),
  /** Dimension key → typed text (or number); checked against the version's dimensions by `valuesSchemaFor`. */
  values: z.record(z.string().max(40), z.union([z.string().max(20), z.number()])),
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
export const SCORE_FORM_FIELDS = ["values", "rationale", "reason"] as const;

export function totalOf(s: { values: ScoreValues }): number {
  return Object.values(s.values).reduce((sum, v) => sum + v, 0);
}

export function sameValues(a: ScoreValues, b: ScoreValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

export function measureOf(s: { values: ScoreValues }, measure: Measure): number | undefined {
  return measure === "total" ? totalOf(s) : s.values[measure];
}

/** A judge's current (latest) score of one agent in one round. */
export interface CurrentScore {
  dialogueId: number;
  round: number;
  agent: string;
  judgeId: string;
  version: number;
  /** The rubric version it was given under: scores compare only under the same one (or on the 0–1 scale, pooled). */
  rubricVersionId: number;
  values: ScoreValues;
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
