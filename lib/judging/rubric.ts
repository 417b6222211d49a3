/** The dimensions a round is scored on, in the order forms and tables show them. */
export const DIMENSIONS = ["wisdom", "consistency", "truth", "relationships"] as const;
export type ScoreDimension = (typeof DIMENSIONS)[number];

/** What a judge is asked for on one dimension: what it means and the range a round's score may take. */
export interface RubricDimension {
  name: string;
  description: string;
  min: number;
  max: number;
}

export type Rubric = Record<ScoreDimension, RubricDimension>;

/**
 * The default rubric. Bounds fit Blue's own Judges: across the corpus every per-round total is 7–17 (so no single
 * dimension of a round passes 17), and 0–20 per dimension leaves room without letting a typo (999) in.
 */
export const DEFAULT_RUBRIC: Rubric = {
  wisdom: { name: "Wisdom", description: "Sees the trade-offs and what others miss; integrates perspectives into a better answer.", min: 0, max: 20 },
  consistency: {
    name: "Consistency",
    description: "Holds to its own earlier claims and the evidence; changes position only with a stated reason.",
    min: 0,
    max: 20,
  },
  truth: { name: "Truth", description: "Claims are accurate and grounded in the material under discussion; uncertainty is said.", min: 0, max: 20 },
  relationships: { name: "Relationships", description: "Engages the others' points fairly: builds on them, concedes and refines.", min: 0, max: 20 },
};

/** What is out of bounds in a score, one sentence a dimension; empty when every value fits. */
export function rubricProblems(values: Record<ScoreDimension, number>, rubric: Rubric = DEFAULT_RUBRIC): string[] {
  return (Object.keys(rubric) as ScoreDimension[]).flatMap((d) => {
    const { name, min, max } = rubric[d];
    const v = values[d];
    return Number.isInteger(v) && v >= min && v <= max ? [] : [`${name} is ${min}–${max}; ${v} was given.`];
  });
}

/** Why an edit needs words: a changed score without them would leave the history unexplained. */
export const REASON_NEEDED = "Say why you changed this score: the reason is kept in its history.";
