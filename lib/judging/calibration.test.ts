import { describe, expect, it } from "vitest";
import { calibrate } from "./calibration";
import { BUILT_IN_VIEW, type RubricDimension } from "./rubric";
import type { CurrentScore } from "./scores";

// The built-in rubric (0–20 a dimension) and a second one on 0–4 with the same keys.
const fine = BUILT_IN_VIEW.dimensions;
const coarse: RubricDimension[] = fine.map((d) => ({ ...d, min: 0, max: 4 }));
const dimensionsOf = (id: number) => (id === 1 ? fine : id === 2 ? coarse : undefined);

const score = (judgeId: string, round: number, v: number, rubricVersionId = 1): CurrentScore => ({
  dialogueId: 1,
  round,
  agent: "Muffin",
  judgeId,
  version: 1,
  rubricVersionId,
  values: { wisdom: v, consistency: v, truth: v, relationships: v },
});

describe("a model judge calibrated against people, on the 0–1 scale", () => {
  const rounds = [0, 1, 2, 3, 4, 5];
  const people = rounds.flatMap((r) => [score("ann", r, 4 + 2 * r), score("bob", r, 6 + 2 * r)]);

  it("agrees perfectly with a model that gives the consensus, whatever rubric it scored under, and shows no leniency", () => {
    const same = calibrate(
      rounds.map((r) => score("model", r, 5 + 2 * r)),
      people,
      dimensionsOf,
    );
    const wisdom = same.measures.find((m) => m.measure === "wisdom")!;
    expect(wisdom.alpha).toBeCloseTo(1, 6);
    expect(wisdom.leniency).toBeCloseTo(0, 9);
    expect(wisdom.units).toBe(6);
    expect(same.measures.map((m) => m.label)).toEqual(["Wisdom", "Consistency", "Truth", "Relationships", "Overall"]);
    // 0–4 scores at exactly a fifth of the 0–20 values mean the same on 0–1.
    const coarseModel = calibrate(
      rounds.map((r) => score("model", r, (5 + 2 * r) / 5, 2)),
      people,
      dimensionsOf,
    );
    expect(coarseModel.measures.find((m) => m.measure === "overall")!.leniency).toBeCloseTo(0, 9);
  });

  it("reads a model two points above people as lenient by a tenth of the scale, and lists where it differs most", () => {
    const model = rounds.map((r) => score("model", r, 7 + 2 * r + (r === 3 ? 4 : 0)));
    const { measures, disagreements } = calibrate(model, people, dimensionsOf);
    const truth = measures.find((m) => m.measure === "truth")!;
    expect(truth.leniency).toBeCloseTo((2 + 4 / 6) / 20, 6);
    expect(truth.leniencyInterval![0]).toBeLessThanOrEqual(truth.leniency!);
    expect(truth.leniencyInterval![1]).toBeGreaterThanOrEqual(truth.leniency!);
    expect(truth.alpha!).toBeLessThan(1);
    expect(disagreements[0]).toMatchObject({ round: 3, people: 2 });
    expect(disagreements[0]!.model).toBeCloseTo(17 / 20, 9);
    expect(disagreements[0]!.consensus).toBeCloseTo(11 / 20, 9);
  });

  it("counts only units both scored, and says nothing without any", () => {
    const { measures, disagreements } = calibrate([score("model", 9, 3)], people, dimensionsOf);
    expect(measures.every((m) => m.units === 0 && m.alpha === null && m.leniency === null && m.interval === null)).toBe(true);
    expect(disagreements).toEqual([]);
  });
});
