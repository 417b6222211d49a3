import { seededRandom } from "@/lib/seeded-random";
import { byUnit, type CurrentScore, type Measure, MEASURES, measureOf } from "./scores";

/**
 * Krippendorff's alpha with the interval metric. Each unit lists the values its coders gave (missing ones left out);
 * units with fewer than two values cannot be paired and do not count. Null when nothing can be paired or every
 * pairable value is the same (no expected disagreement to compare with).
 */
export function alphaInterval(units: number[][]): number | null {
  const pairable = units.filter((u) => u.length >= 2);
  const values = pairable.flat();
  const n = values.length;
  if (n < 2) return null;
  let observed = 0;
  for (const unit of pairable) {
    let sum = 0;
    for (let i = 0; i < unit.length; i++) for (let j = 0; j < unit.length; j++) if (i !== j) sum += (unit[i]! - unit[j]!) ** 2;
    observed += sum / (unit.length - 1);
  }
  observed /= n;
  // Over all ordered pairs of distinct values: 2n·Σv² − 2(Σv)², without the O(n²) loop.
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  const expected = (2 * n * squares - 2 * sum * sum) / (n * (n - 1));
  if (expected === 0) return null;
  return 1 - observed / expected;
}

export const BOOTSTRAP_RESAMPLES = 1000;

/**
 * A 95 % percentile bootstrap interval for α: the pairable units resampled with replacement, α of each resample,
 * its 2.5th and 97.5th percentiles. Resamples with no variation (α undefined) are left out; null when fewer than
 * half the resamples give an α, or with fewer than two pairable units.
 */
export function alphaBootstrap(units: number[][], resamples = BOOTSTRAP_RESAMPLES, seed = 20261124): [number, number] | null {
  const pairable = units.filter((u) => u.length >= 2);
  if (pairable.length < 2) return null;
  // Each unit's share of α's sums, so a resample costs one addition a unit (no values copied).
  const stats = pairable.map((unit) => {
    let sum = 0;
    let squares = 0;
    let pairs = 0;
    for (let i = 0; i < unit.length; i++) {
      sum += unit[i]!;
      squares += unit[i]! ** 2;
      for (let j = 0; j < unit.length; j++) if (i !== j) pairs += (unit[i]! - unit[j]!) ** 2;
    }
    return { n: unit.length, sum, squares, observed: pairs / (unit.length - 1) };
  });
  const random = seededRandom(seed);
  const alphas: number[] = [];
  for (let b = 0; b < resamples; b++) {
    let n = 0;
    let sum = 0;
    let squares = 0;
    let observed = 0;
    for (let k = 0; k < stats.length; k++) {
      const u = stats[Math.floor(random() * stats.length)]!;
      n += u.n;
      sum += u.sum;
      squares += u.squares;
      observed += u.observed;
    }
    const expected = (2 * n * squares - 2 * sum * sum) / (n * (n - 1));
    if (expected > 1e-9) alphas.push(1 - observed / n / expected);
  }
  if (alphas.length < resamples / 2) return null;
  alphas.sort((x, y) => x - y);
  const at = (q: number) => alphas[Math.min(alphas.length - 1, Math.max(0, Math.round(q * (alphas.length - 1))))]!;
  return [at(0.025), at(0.975)];
}

export interface MeasureAgreement {
  measure: Measure;
  /** Alpha among the human judges. */
  judges: number | null;
  /** 95 % bootstrap interval of `judges`, over units. */
  interval: [number, number] | null;
  /** Alpha with the file's Judge as one more coder; the file records only each round's total, so only for "total". */
  withFile: number | null;
  /** Units (round × agent) that two or more humans scored. */
  units: number;
}

/** Agreement per dimension over every unit the scores cover (one dialogue's, or all of them). */
export function agreementByMeasure(scores: CurrentScore[], fileTotals: Map<string, number>): MeasureAgreement[] {
  const units = byUnit(scores);
  return MEASURES.map((measure) => {
    const values = [...units.values()].map((unit) => unit.map((s) => measureOf(s, measure)));
    // With the file only where the file scored a unit a human scored too: otherwise it would be the judges' α again.
    const paired = [...units.entries()].filter(([key]) => fileTotals.has(key));
    const withFile =
      measure === "total" && paired.length > 0
        ? alphaInterval(
            [...units.entries()].map(([key, unit]) => [...unit.map((s) => measureOf(s, "total")), ...(fileTotals.has(key) ? [fileTotals.get(key)!] : [])]),
          )
        : null;
    return { measure, judges: alphaInterval(values), interval: alphaBootstrap(values), withFile, units: values.filter((u) => u.length >= 2).length };
  });
}

export interface RoundDisagreement {
  dialogueId: number;
  round: number;
  /** The largest gap between two judges' totals for one agent of the round. */
  spread: number;
  agent: string;
  totals: { judgeId: string; total: number }[];
}

/** Rounds two or more judges scored, the widest disagreement first. */
export function disagreements(scores: CurrentScore[]): RoundDisagreement[] {
  const units = byUnit(scores);
  const byRound = new Map<string, RoundDisagreement>();
  for (const unit of units.values()) {
    if (unit.length < 2) continue;
    const totals = unit.map((s) => ({ judgeId: s.judgeId, total: measureOf(s, "total") }));
    const spread = Math.max(...totals.map((t) => t.total)) - Math.min(...totals.map((t) => t.total));
    const { dialogueId, round, agent } = unit[0]!;
    const key = `${dialogueId}:${round}`;
    const seen = byRound.get(key);
    if (!seen || seen.spread < spread) byRound.set(key, { dialogueId, round, spread, agent, totals });
  }
  return [...byRound.values()].sort((a, b) => b.spread - a.spread || a.dialogueId - b.dialogueId || a.round - b.round);
}

/** How an alpha reads, by Krippendorff's own thresholds (≥ .800 reliable, ≥ .667 tentative). */
export function alphaVerdict(alpha: number | null): string {
  if (alpha === null) return "not enough data";
  if (alpha >= 0.8) return "reliable";
  if (alpha >= 0.667) return "tentative";
  return "unreliable";
}

/** How one judge scores next to the others on the units they share: positive is more generous, negative harsher. */
export interface JudgeLeniency {
  judgeId: string;
  /** Units this judge and at least one other scored. */
  units: number;
  /** Mean over those units of (this judge's value − the other judges' mean), per measure. */
  difference: Record<Measure, number | null>;
}

export function judgeLeniency(scores: CurrentScore[]): JudgeLeniency[] {
  const shared = [...byUnit(scores).values()].filter((unit) => unit.length >= 2);
  const judges = [...new Set(scores.map((s) => s.judgeId))];
  return judges
    .map((judgeId) => {
      const mine = shared.flatMap((unit) => {
        const own = unit.find((s) => s.judgeId === judgeId);
        return own ? [{ own, others: unit.filter((s) => s.judgeId !== judgeId) }] : [];
      });
      const difference = Object.fromEntries(
        MEASURES.map((m) => {
          if (mine.length === 0) return [m, null];
          const gaps = mine.map(({ own, others }) => measureOf(own, m) - others.reduce((sum, o) => sum + measureOf(o, m), 0) / others.length);
          return [m, gaps.reduce((a, b) => a + b, 0) / gaps.length];
        }),
      ) as Record<Measure, number | null>;
      return { judgeId, units: mine.length, difference };
    })
    .filter((j) => j.units > 0);
}
