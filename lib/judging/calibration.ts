import { seededRandom } from "@/lib/seeded-random";
import { alphaBootstrap, alphaInterval } from "./agreement";
import { byUnit, type CurrentScore, type Measure, MEASURES, measureOf, unitKey } from "./scores";

/** One measure of a model judge against the human consensus (the mean of the people who scored each unit). */
export interface MeasureCalibration {
  measure: Measure;
  /** Krippendorff's α (interval) with two coders a unit: the model and the consensus. */
  alpha: number | null;
  interval: [number, number] | null;
  /** Mean of (model − consensus): positive is more generous than people. */
  leniency: number | null;
  /** 95 % bootstrap interval of the leniency, over units. */
  leniencyInterval: [number, number] | null;
  /** Units both the model and at least one person scored. */
  units: number;
}

export interface CalibrationUnit {
  dialogueId: number;
  round: number;
  agent: string;
  model: number;
  consensus: number;
  people: number;
  /** model − consensus, on the total. */
  gap: number;
}

export interface Calibration {
  measures: MeasureCalibration[];
  /** Units where the model's total is furthest from the consensus, largest gap first. */
  disagreements: CalibrationUnit[];
}

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

/**
 * A model judge against people, unit by unit (round × agent): only units both scored count, people are pooled into
 * their mean so one model is compared with one consensus, never outvoted by the number of people.
 */
export function calibrate(modelScores: CurrentScore[], peopleScores: CurrentScore[], shown = 10): Calibration {
  const people = byUnit(peopleScores);
  const shared = modelScores.flatMap((own) => {
    const others = people.get(unitKey(own.dialogueId, own.round, own.agent));
    return others && others.length > 0 ? [{ own, others }] : [];
  });
  const measures = MEASURES.map((measure): MeasureCalibration => {
    const pairs = shared.map(({ own, others }) => [measureOf(own, measure), mean(others.map((s) => measureOf(s, measure)))]);
    const gaps = pairs.map(([m, c]) => m! - c!);
    return {
      measure,
      alpha: alphaInterval(pairs),
      interval: alphaBootstrap(pairs),
      leniency: gaps.length > 0 ? mean(gaps) : null,
      leniencyInterval: meanInterval(gaps),
      units: pairs.length,
    };
  });
  const disagreements = shared
    .map(({ own, others }): CalibrationUnit => {
      const consensus = mean(others.map((s) => measureOf(s, "total")));
      const model = measureOf(own, "total");
      return { dialogueId: own.dialogueId, round: own.round, agent: own.agent, model, consensus, people: others.length, gap: model - consensus };
    })
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || a.dialogueId - b.dialogueId || a.round - b.round || a.agent.localeCompare(b.agent))
    .slice(0, shown);
  return { measures, disagreements };
}
