import { seededRandom } from "@/lib/seeded-random";
import { normalise, normalisedOverall, type RubricDimension, type RubricVersionView } from "./rubric";
import { byUnit, type CurrentScore, groupBy, totalOf } from "./scores";

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

/** What agreement is computed on: a dimension's points, the total, or a value on the 0–1 scale. */
export interface AgreementMeasure {
  key: string;
  label: string;
  value: (s: CurrentScore) => number | undefined;
}

export interface MeasureAgreement {
  measure: string;
  label: string;
  /** Alpha among the human judges; null (never a number) when no unit has two judges. */
  judges: number | null;
  /** 95 % bootstrap interval of `judges`, over units. */
  interval: [number, number] | null;
  /** Units (round × agent) that two or more humans scored: the only ones α is computed on. */
  units: number;
}

/** The measures of one rubric version: each dimension in points, then the total. */
export function pointMeasures(dimensions: RubricDimension[]): AgreementMeasure[] {
  return [
    ...dimensions.map((d) => ({ key: d.key, label: d.label, value: (s: CurrentScore) => s.values[d.key] })),
    { key: "total", label: "Total", value: (s: CurrentScore) => totalOf(s) },
  ];
}

/**
 * The measures for pooling scores given under different rubric versions: each on the common 0–1 scale, the overall
 * (mean of a score's dimensions) and each dimension key every version shares.
 */
export function pooledMeasures(dimensionsOf: (rubricVersionId: number) => RubricDimension[] | undefined, versionIds: number[]): AgreementMeasure[] {
  const all = versionIds.map((id) => dimensionsOf(id) ?? []);
  const shared = (all[0] ?? []).filter((d) => all.every((ds) => ds.some((x) => x.key === d.key)));
  const on = (s: CurrentScore, key: string) => {
    const d = dimensionsOf(s.rubricVersionId)?.find((x) => x.key === key);
    const v = s.values[key];
    return d && v !== undefined ? normalise(v, d) : undefined;
  };
  return [
    ...shared.map((d) => ({ key: d.key, label: `${d.label} (0–1)`, value: (s: CurrentScore) => on(s, d.key) })),
    { key: "overall", label: "Overall (0–1)", value: (s: CurrentScore) => normalisedOverall(s.values, dimensionsOf(s.rubricVersionId) ?? []) ?? undefined },
  ];
}

/** Agreement per measure over every unit the scores cover, α only over units two or more judges scored. */
export function agreementByMeasure(scores: CurrentScore[], measures: AgreementMeasure[]): MeasureAgreement[] {
  const units = [...byUnit(scores).values()];
  return measures.map((m) => {
    const values = units.map((unit) => unit.flatMap((s) => (m.value(s) === undefined ? [] : [m.value(s)!]))).filter((u) => u.length >= 2);
    const shared = values.length;
    return { measure: m.key, label: m.label, judges: shared === 0 ? null : alphaInterval(values), interval: alphaBootstrap(values), units: shared };
  });
}

/** How the judges and the file's Judge agree, all on the 0–1 scale. */
export interface FileAgreement {
  /** α with the file's Judge as one more coder, over units two or more raters scored; null without any such unit. */
  alpha: number | null;
  /** Units the file's Judge and at least one human both scored. */
  units: number;
}

/**
 * The file's Judge beside the judges on the common 0–1 scale: each human score's overall (mean of its dimensions,
 * normalised by its own rubric version's bounds), and the file's per-round total on the file's own scale
 * (`fileOnScale`). Null α when the file and a human share no unit: otherwise it would be the judges' α again.
 */
export function agreementWithFile(
  scores: CurrentScore[],
  dimensionsOf: (rubricVersionId: number) => RubricDimension[] | undefined,
  fileOnUnit: (key: string) => number | null,
): FileAgreement {
  const units = [...byUnit(scores).entries()].map(([key, unit]) => {
    const humans = unit.flatMap((s) => {
      const v = normalisedOverall(s.values, dimensionsOf(s.rubricVersionId) ?? []);
      return v === null ? [] : [v];
    });
    const file = fileOnUnit(key);
    return { humans, file };
  });
  const withFile = units.filter((u) => u.file !== null && u.humans.length > 0).length;
  if (withFile === 0) return { alpha: null, units: 0 };
  const values = units.map((u) => (u.file === null ? u.humans : [...u.humans, u.file])).filter((u) => u.length >= 2);
  return { alpha: alphaInterval(values), units: withFile };
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
  // Totals compare only under one rubric version: a unit scored under two is split by version.
  for (const unit of [...units.values()].flatMap((u) => [...groupBy(u, (s) => s.rubricVersionId).values()])) {
    if (unit.length < 2) continue;
    const totals = unit.map((s) => ({ judgeId: s.judgeId, total: totalOf(s) }));
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
  difference: Record<string, number | null>;
}

export function judgeLeniency(scores: CurrentScore[], measures: AgreementMeasure[]): JudgeLeniency[] {
  const shared = [...byUnit(scores).values()].filter((unit) => unit.length >= 2);
  const judges = [...new Set(scores.map((s) => s.judgeId))];
  return judges
    .map((judgeId) => {
      const mine = shared.flatMap((unit) => {
        const own = unit.find((s) => s.judgeId === judgeId);
        return own ? [{ own, others: unit.filter((s) => s.judgeId !== judgeId) }] : [];
      });
      const difference = Object.fromEntries(
        measures.map((m) => {
          const gaps = mine.flatMap(({ own, others }) => {
            const mineV = m.value(own);
            const theirs = others.flatMap((o) => (m.value(o) === undefined ? [] : [m.value(o)!]));
            return mineV === undefined || theirs.length === 0 ? [] : [mineV - theirs.reduce((sum, v) => sum + v, 0) / theirs.length];
          });
          return [m.key, gaps.length === 0 ? null : gaps.reduce((a, b) => a + b, 0) / gaps.length];
        }),
      );
      return { judgeId, units: mine.length, difference };
    })
    .filter((j) => j.units > 0);
}

/** Agreement among scores given under one rubric version (in its points), or under all of them pooled on 0–1. */
export interface AgreementGroup {
  key: string;
  title: string;
  scale: "points" | "0–1";
  rows: MeasureAgreement[];
  leniency: JudgeLeniency[];
}

/**
 * Agreement the honest way: scores compare only under the same rubric version, one group each, unless the viewer
 * asks to pool, when every score is put on the 0–1 scale and compared as one group.
 */
export function agreementGroups(scores: CurrentScore[], versions: ReadonlyMap<number, RubricVersionView>, pool: boolean): AgreementGroup[] {
  const ids = [...new Set(scores.map((s) => s.rubricVersionId))].sort((a, b) => a - b);
  if (pool) {
    const measures = pooledMeasures((id) => versions.get(id)?.dimensions, ids);
    return [
      {
        key: "pooled",
        title: "All rubrics, pooled on the 0–1 scale",
        scale: "0–1",
        rows: agreementByMeasure(scores, measures),
        leniency: judgeLeniency(scores, measures),
      },
    ];
  }
  return ids.flatMap((id) => {
    const version = versions.get(id);
    if (!version) return [];
    const mine = scores.filter((s) => s.rubricVersionId === id);
    const measures = pointMeasures(version.dimensions);
    return [
      {
        key: `v${id}`,
        title: `${version.name}, version ${version.version}`,
        scale: "points" as const,
        rows: agreementByMeasure(mine, measures),
        leniency: judgeLeniency(mine, measures),
      },
    ];
  });
}
