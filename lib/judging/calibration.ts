import { seededRandom } from "@/lib/seeded-random";
import { alphaBootstrap, alphaInterval } from "./agreement";
import { DIMENSIONS, normalise, normalisedOverall, type RubricDimension } from "./rubric";
import { byUnit, type CurrentScore, unitKey } from "./scores";

/** The dimensions Blue's Judge scores (ALIGNMENT = W + C + T + R), the built-in rubric's keys. */
const FILE_DIMENSIONS = new Set<string>(DIMENSIONS);

/**
 * One measure of a model judge (or the file's Judge) against the human consensus (the mean of the people who scored
 * each unit), on the common 0–1 scale: each score normalised by its own rubric version's bounds, so a model and people
 * scoring under different versions are still compared on what the scale means.
 */
export interface MeasureCalibration {
  /** A dimension's key, or "overall": the mean of a score's dimensions on 0–1. */
  measure: string;
  label: string;
  /** Krippendorff's α (interval) with two coders a unit: the judge and the consensus. */
  alpha: number | null;
  interval: [number, number] | null;
  /** Mean of (judge − consensus) on 0–1: positive is more generous than people. */
  leniency: number | null;
  /** 95 % bootstrap interval of the leniency, over units. */
  leniencyInterval: [number, number] | null;
  /** Units both the judge and at least one person scored on this measure. */
  units: number;
}

export interface CalibrationUnit {
  dialogueId: number;
  round: number;
  agent: string;
  /** The judge's overall, on 0–1. */
  judge: number;
  consensus: number;
  people: number;
  gap: number;
}

export interface Calibration {
  measures: MeasureCalibration[];
  /** Units where the judge's overall is furthest from the consensus, largest gap first. */
  disagreements: CalibrationUnit[];
}

type DimensionsOf = (rubricVersionId: number) => RubricDimension[] | undefined;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function meanInterval(values: number[], resamples = 1000, seed = 20261126): [number, number] | null {
  if (values.length < 2) return null;
  const random = seededRandom(seed);
  const means: number[] = [];
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    for (let k = 0; k < values.length; k++) sum += values[Math.floor(random() * values.length)]!;
    means.push(sum / values.length);
  }
  means.sort((x, y) => x - y);
  return [means[Math.round(0.025 * (resamples - 1))]!, means[Math.round(0.975 * (resamples - 1))]!];
}

/** A score's value on one measure, on 0–1; null when its rubric has no such dimension. */
function onScale(s: CurrentScore, measure: string, dimensionsOf: DimensionsOf): number | null {
  const dimensions = dimensionsOf(s.rubricVersionId) ?? [];
  if (measure === "overall") return normalisedOverall(s.values, dimensions);
  const dimension = dimensions.find((d) => d.key === measure);
  const value = s.values[measure];
  return dimension && value !== undefined ? normalise(value, dimension) : null;
}

/** One judge's reading of one unit (round × agent): its value on a measure on 0–1, null where it gives none. */
interface JudgedUnit {
  dialogueId: number;
  round: number;
  agent: string;
  value: (measure: string) => number | null;
}

export interface CalibrationOptions {
  /** How many disagreements to list. */
  shown?: number;
  /** Only the overall measure (a list of judges needs no more, and skips the other measures' bootstraps). */
  overallOnly?: boolean;
}

/**
 * Any judge against people, unit by unit: only units both scored count, and people are pooled into their mean so one
 * judge is compared with one consensus, never outvoted by the number of people. `measures` are keys and labels, in order.
 */
function calibrateUnits(
  units: JudgedUnit[],
  measures: Map<string, string>,
  peopleScores: CurrentScore[],
  dimensionsOf: DimensionsOf,
  { shown = 10, overallOnly = false }: CalibrationOptions,
): Calibration {
  const people = byUnit(peopleScores);
  const shared = units.flatMap((own) => {
    const others = people.get(unitKey(own.dialogueId, own.round, own.agent));
    return others && others.length > 0 ? [{ own, others }] : [];
  });
  // Each shared unit's judge value and people's mean on a measure; none where either gives no value.
  const pairsOn = (measure: string) =>
    shared.flatMap(({ own, others }) => {
      const judge = own.value(measure);
      const theirs = others.flatMap((s) => {
        const v = onScale(s, measure, dimensionsOf);
        return v === null ? [] : [v];
      });
      return judge === null || theirs.length === 0 ? [] : [{ own, judge, consensus: mean(theirs), people: theirs.length }];
    });
  const wanted = overallOnly ? [["overall", measures.get("overall") ?? "Overall"] as const] : [...measures];
  const calibrated = wanted.map(([measure, label]): MeasureCalibration => {
    const pairs = pairsOn(measure).map((p) => [p.judge, p.consensus]);
    const gaps = pairs.map(([j, c]) => j! - c!);
    return {
      measure,
      label,
      alpha: alphaInterval(pairs),
      interval: alphaBootstrap(pairs),
      leniency: gaps.length > 0 ? mean(gaps) : null,
      leniencyInterval: meanInterval(gaps),
      units: pairs.length,
    };
  });
  const disagreements = pairsOn("overall")
    .map(({ own, judge, consensus, people: count }): CalibrationUnit => ({
      dialogueId: own.dialogueId,
      round: own.round,
      agent: own.agent,
      judge,
      consensus,
      people: count,
      gap: judge - consensus,
    }))
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || a.dialogueId - b.dialogueId || a.round - b.round || a.agent.localeCompare(b.agent))
    .slice(0, shown);
  return { measures: calibrated, disagreements };
}

/** A model judge against people, on the 0–1 scale of each score's own rubric version. */
export function calibrate(
  modelScores: CurrentScore[],
  peopleScores: CurrentScore[],
  dimensionsOf: DimensionsOf,
  options: CalibrationOptions = {},
): Calibration {
  // The model's own rubric's dimensions, in their order, then the overall.
  const measures = new Map<string, string>();
  for (const s of modelScores) for (const d of dimensionsOf(s.rubricVersionId) ?? []) if (!measures.has(d.key)) measures.set(d.key, d.label);
  measures.set("overall", "Overall");
  const units = modelScores.map((s) => ({ ...s, value: (measure: string) => onScale(s, measure, dimensionsOf) }));
  return calibrateUnits(units, measures, peopleScores, dimensionsOf, options);
}

/**
 * The file's 💙 Judge against the same people, as one more judge: its per-round values already on the file's 0–1 scale
 * (`fileMeasuresOnScale`, by unitKey then measure). Its dimensions are matched by key to the people's rubric dimensions,
 * in the order of the people's rubrics, then the overall (its per-round total against their overall).
 */
export function calibrateFile(
  fileUnits: Map<string, Record<string, number>>,
  peopleScores: CurrentScore[],
  dimensionsOf: DimensionsOf,
  options: CalibrationOptions = {},
): Calibration {
  const measures = new Map<string, string>();
  for (const s of peopleScores)
    for (const d of dimensionsOf(s.rubricVersionId) ?? []) if (FILE_DIMENSIONS.has(d.key) && !measures.has(d.key)) measures.set(d.key, d.label);
  measures.set("overall", "Overall");
  const units = [...fileUnits].map(([key, values]) => {
    const [dialogueId, round, ...agent] = key.split(":");
    return { dialogueId: Number(dialogueId), round: Number(round), agent: agent.join(":"), value: (measure: string) => values[measure] ?? null };
  });
  return calibrateUnits(units, measures, peopleScores, dimensionsOf, options);
}
