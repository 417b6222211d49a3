import { seededRandom } from "@/lib/seeded-random";
import { alphaBootstrap, alphaInterval } from "./agreement";
import { normalise, normalisedOverall, type RubricDimension } from "./rubric";
import { byUnit, type CurrentScore, unitKey } from "./scores";

/**
 * One measure of a model judge against the human consensus (the mean of the people who scored each unit), on the
 * common 0–1 scale: each score normalised by its own rubric version's bounds, so a model and people scoring under
 * different versions are still compared on what the scale means.
 */
export interface MeasureCalibration {
  /** A dimension's key, or "overall": the mean of a score's dimensions on 0–1. */
  measure: string;
  label: string;
  /** Krippendorff's α (interval) with two coders a unit: the model and the consensus. */
  alpha: number | null;
  interval: [number, number] | null;
  /** Mean of (model − consensus) on 0–1: positive is more generous than people. */
  leniency: number | null;
  /** 95 % bootstrap interval of the leniency, over units. */
  leniencyInterval: [number, number] | null;
  /** Units both the model and at least one person scored on this measure. */
  units: number;
}

export interface CalibrationUnit {
  dialogueId: number;
  round: number;
  agent: string;
  /** Overall, on 0–1. */
  model: number;
  consensus: number;
  people: number;
  gap: number;
}

export interface Calibration {
  measures: MeasureCalibration[];
  /** Units where the model's overall is furthest from the consensus, largest gap first. */
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

/**
 * A model judge against people, unit by unit (round × agent): only units both scored count, and people are pooled
 * into their mean so one model is compared with one consensus, never outvoted by the number of people.
 */
export function calibrate(modelScores: CurrentScore[], peopleScores: CurrentScore[], dimensionsOf: DimensionsOf, shown = 10): Calibration {
  const people = byUnit(peopleScores);
  const shared = modelScores.flatMap((own) => {
    const others = people.get(unitKey(own.dialogueId, own.round, own.agent));
    return others && others.length > 0 ? [{ own, others }] : [];
  });
  // The model's own rubric's dimensions, in their order, then the overall.
  const dimensions = new Map<string, string>();
  for (const s of modelScores) for (const d of dimensionsOf(s.rubricVersionId) ?? []) if (!dimensions.has(d.key)) dimensions.set(d.key, d.label);
  dimensions.set("overall", "Overall");
  const measures = [...dimensions].map(([measure, label]): MeasureCalibration => {
    const pairs = shared.flatMap(({ own, others }) => {
      const model = onScale(own, measure, dimensionsOf);
      const theirs = others.flatMap((s) => {
        const v = onScale(s, measure, dimensionsOf);
        return v === null ? [] : [v];
      });
      return model === null || theirs.length === 0 ? [] : [[model, mean(theirs)]];
    });
    const gaps = pairs.map(([m, c]) => m! - c!);
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
  const disagreements = shared
    .flatMap(({ own, others }): CalibrationUnit[] => {
      const model = onScale(own, "overall", dimensionsOf);
      const theirs = others.flatMap((s) => {
        const v = onScale(s, "overall", dimensionsOf);
        return v === null ? [] : [v];
      });
      if (model === null || theirs.length === 0) return [];
      const consensus = mean(theirs);
      return [{ dialogueId: own.dialogueId, round: own.round, agent: own.agent, model, consensus, people: theirs.length, gap: model - consensus }];
    })
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || a.dialogueId - b.dialogueId || a.round - b.round || a.agent.localeCompare(b.agent))
    .slice(0, shown);
  return { measures, disagreements };
}
