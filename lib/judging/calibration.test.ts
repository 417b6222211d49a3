import { describe, expect, it } from "vitest";
import { calibrate } from "./calibration";
import type { CurrentScore } from "./scores";

const score = (judgeId: string, round: number, agent: string, v: number): CurrentScore => ({
  dialogueId: 1,
  round,
  agent,
  judgeId,
  version: 1,
  wisdom: v,
  consistency: v,
  truth: v,
  relationships: v,
});

describe("a model judge calibrated against people", () => {
  const rounds = [0, 1, 2, 3, 4, 5];
  const people = rounds.flatMap((r) => [score("ann", r, "Muffin", 5 + r), score("bob", r, "Muffin", 7 + r)]);

  it("agrees perfectly with a model that gives the consensus, and shows no leniency", () => {
    const model = rounds.map((r) => score("model", r, "Muffin", 6 + r));
    const { measures } = calibrate(model, people);
    const wisdom = measures.find((m) => m.measure === "wisdom")!;
    expect(wisdom.alpha).toBeCloseTo(1, 6);
    expect(wisdom.leniency).toBe(0);
    expect(wisdom.units).toBe(6);
  });

  it("reads a model two points above people as lenient by two, with an interval around it, and lists where it differs most", () => {
    const model = rounds.map((r) => score("model", r, "Muffin", 8 + r + (r === 3 ? 4 : 0)));
    const { measures, disagreements } = calibrate(model, people);
    const truth = measures.find((m) => m.measure === "truth")!;
    expect(truth.leniency).toBeCloseTo(2 + 4 / 6, 6);
    expect(truth.leniencyInterval![0]).toBeLessThanOrEqual(truth.leniency!);
    expect(truth.leniencyInterval![1]).toBeGreaterThanOrEqual(truth.leniency!);
    expect(truth.alpha!).toBeLessThan(1);
    expect(disagreements[0]).toMatchObject({ round: 3, model: 4 * 15, consensus: 4 * 9, people: 2 });
  });

  it("counts only units both scored, and says nothing without any", () => {
    const { measures, disagreements } = calibrate([score("model", 9, "Muffin", 3)], people);
    expect(measures.every((m) => m.units === 0 && m.alpha === null && m.leniency === null && m.interval === null)).toBe(true);
    expect(disagreements).toEqual([]);
  });
});
