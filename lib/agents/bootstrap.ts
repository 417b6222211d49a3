import { seededRandom } from "@/lib/seeded-random";
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

/** How often each value occurs: a sample with many ties, as scores on a small scale are. */
export type ValueCounts = { value: number; count: number }[];

/** One draw from Binomial(n, p), by inversion visiting outcomes outward from the mode: exact, in O(√(n·p·(1−p))). */
export function binomialDraw(n: number, p: number, random: () => number, logFactorial: Float64Array): number {
  if (n === 0 || p <= 0) return 0;
  if (p >= 1) return n;
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const odds = p / (1 - p);
  const atMode = Math.exp(logFactorial[n]! - logFactorial[mode]! - logFactorial[n - mode]! + mode * Math.log(p) + (n - mode) * Math.log1p(-p));
  let u = random() - atMode;
  if (u < 0) return mode;
  let lo = mode;
  let hi = mode;
  let pLo = atMode;
  let pHi = atMode;
  while (lo > 0 || hi < n) {
    if (lo > 0) {
      pLo *= lo / ((n - lo + 1) * odds);
      lo--;
      if ((u -= pLo) < 0) return lo;
    }
    if (hi < n) {
      pHi *= ((n - hi) / (hi + 1)) * odds;
      hi++;
      if ((u -= pHi) < 0) return hi;
    }
    // Both tails underflowed: what is left of u is rounding.
    if (pLo === 0 && pHi === 0) break;
  }
  return mode;
}

// Under this many values a resample draws each one (the exact order of bootstrapMean); above, it draws how many of
// each distinct value it takes, which costs the number of distinct values instead of the sample's size.
const DRAW_EACH_UNDER = 500;

/**
 * bootstrapMean of the sample the counts describe, in ascending order of value so that the interval depends on the
 * sample and not on the order it was read in. Large samples of few distinct values (10,000 dialogues' scores of 1–5)
 * resample as multinomial counts, one binomial draw a distinct value: the same distribution as drawing each value.
 */
export function bootstrapMeanOfCounts(counts: ValueCounts, seed: number, resamples = RESAMPLES): Interval | null {
  const sorted = counts.filter((c) => c.count > 0).sort((a, b) => a.value - b.value);
  const n = sorted.reduce((s, c) => s + c.count, 0);
  if (n < DRAW_EACH_UNDER || sorted.length * 8 > n)
    return bootstrapMean(
      sorted.flatMap((c) => Array<number>(c.count).fill(c.value)),
      seed,
      resamples,
    );
  const logFactorial = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) logFactorial[i] = logFactorial[i - 1]! + Math.log(i);
  const random = seededRandom(seed);
  const means = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let left = n;
    let countsLeft = n;
    let s = 0;
    for (let j = 0; j < sorted.length - 1 && left > 0; j++) {
      const { value, count } = sorted[j]!;
      const taken = binomialDraw(left, count / countsLeft, random, logFactorial);
      s += taken * value;
      left -= taken;
      countsLeft -= count;
    }
    s += left * sorted[sorted.length - 1]!.value;
    means[b] = s / n;
  }
  means.sort();
  return [means[Math.floor(0.025 * resamples)]!, means[Math.ceil(0.975 * resamples) - 1]!];
}
