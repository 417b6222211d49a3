export const RESAMPLES = 1000;
export const BOOTSTRAP_SEED = 20261128;

/** A 95 % interval: [low, high]. */
export type Interval = [number, number];

/** FNV-1a of a string: a stable seed per series, so one row's interval does not depend on which others are shown. */
export function hashSeed(text: string, seed = BOOTSTRAP_SEED): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export const mean = (values: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i]!;
  return s / values.length;
};

/**
 * The 95 % percentile bootstrap interval of a mean: `resamples` resamples of the values with replacement, the mean of
 * each, their 2.5th and 97.5th percentiles (sorted means at ⌊0.025·B⌋ and ⌈0.975·B⌉ − 1). Null under two values: one
 * value has no spread to resample, and a zero-width interval would claim a certainty it does not have.
 */
export function bootstrapMean(values: number[], seed: number, resamples = RESAMPLES): Interval | null {
  const n = values.length;
  if (n < 2) return null;
  const data = Float64Array.from(values);
  const means = new Float64Array(resamples);
  // seededRandom's mulberry32, inlined: at 10,000 dialogues this loop draws 60 million indexes a leaderboard.
  let a = seed >>> 0;
  for (let b = 0; b < resamples; b++) {
    let s = 0;
    for (let i = 0; i < n; i++) {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), a | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      s += data[((((t ^ (t >>> 14)) >>> 0) * n) / 4294967296) | 0]!;
    }
    means[b] = s / n;
  }
  means.sort();
  return [means[Math.floor(0.025 * resamples)]!, means[Math.ceil(0.975 * resamples) - 1]!];
}

export interface RankRange {
  /** Best rank it could hold: 1 + the rows whose interval lies wholly above its own. */
  low: number;
  /** Worst: 1 + the rows whose interval reaches above its lower bound. */
  high: number;
}

/**
 * Rank ranges as public model leaderboards show them (higher is better): a row ranks from 1 + the number of rows
 * whose lower bound is above its upper bound, to 1 + the number of other rows whose upper bound is above its lower
 * bound. A row without an interval (one value) spans from its point to its point; null for a row without a value.
 */
export function rankRanges(rows: ({ mean: number; interval: Interval | null } | null)[]): (RankRange | null)[] {
  const bounds = rows.map((r) => (r ? (r.interval ?? ([r.mean, r.mean] as Interval)) : null));
  return bounds.map((mine, i) => {
    if (!mine) return null;
    let above = 0;
    let overlapAbove = 0;
    bounds.forEach((other, j) => {
      if (!other || j === i) return;
      if (other[0] > mine[1]) above++;
      if (other[1] > mine[0]) overlapAbove++;
    });
    return { low: 1 + above, high: 1 + overlapAbove };
  });
}
