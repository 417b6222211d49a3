import { describe, expect, it } from "vitest";
import { calibrate, calibrateFile } from "./calibration";
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
    expect(disagreements[0]!.judge).toBeCloseTo(17 / 20, 9);
    expect(disagreements[0]!.consensus).toBeCloseTo(11 / 20, 9);
  });

  it("counts only units both scored, and says nothing without any", () => {
    const { measures, disagreements } = calibrate([score("model", 9, 3)], people, dimensionsOf);
    expect(measures.every((m) => m.units === 0 && m.alpha === null && m.leniency === null && m.interval === null)).toBe(true);
    expect(disagreements).toEqual([]);
  });
});

describe("the file's Judge calibrated against people as one more judge", () => {
  const people = [0, 1, 2, 3].flatMap((r) => [score("ann", r, 4 + 4 * r), score("bob", r, 6 + 4 * r)]);
  // People's means on 0–1: wisdom (5 + 4r) / 20 = 0.25, 0.45, 0.65, 0.85; overall the same (all dimensions equal).
  const consensus = [0.25, 0.45, 0.65, 0.85];

  it("matches the file's dimensions to the people's by key and reads its gaps as leniency on the 0–1 scale", () => {
    // Wisdom a tenth above people everywhere; the overall on the consensus but for round 2, 0.3 below it.
    const file = new Map([0, 1, 2, 3].map((r) => [`1:${r}:Muffin`, { wisdom: consensus[r]! + 0.1, overall: consensus[r]! - (r === 2 ? 0.3 : 0) }]));
    const { measures, disagreements } = calibrateFile(file, people, dimensionsOf);
    expect(measures.map((m) => m.label)).toEqual(["Wisdom", "Consistency", "Truth", "Relationships", "Overall"]);
    const wisdom = measures.find((m) => m.measure === "wisdom")!;
    expect(wisdom.leniency).toBeCloseTo(0.1, 9);
    expect(wisdom.leniencyInterval![0]).toBeCloseTo(0.1, 9);
    expect(wisdom.units).toBe(4);
    // A constant shift is a disagreement α sees: below 1, above 0 with values this spread.
    expect(wisdom.alpha!).toBeLessThan(1);
    expect(wisdom.alpha!).toBeGreaterThan(0.5);
    // The file records no truth by round here: no shared unit, no figures.
    expect(measures.find((m) => m.measure === "truth")).toMatchObject({ units: 0, alpha: null, leniency: null, interval: null });
    const overall = measures.find((m) => m.measure === "overall")!;
    expect(overall.units).toBe(4);
    expect(overall.leniency).toBeCloseTo(-0.3 / 4, 9);
    expect(disagreements[0]).toMatchObject({ dialogueId: 1, round: 2, agent: "Muffin", people: 2 });
    expect(disagreements[0]!.judge).toBeCloseTo(0.35, 9);
    expect(disagreements[0]!.consensus).toBeCloseTo(0.65, 9);
    expect(disagreements[0]!.gap).toBeCloseTo(-0.3, 9);
  });

  it("agrees perfectly when the file gives the consensus, and counts only the units people scored too", () => {
    const file = new Map([
      ...[0, 1, 2, 3].map((r) => [`1:${r}:Muffin`, { overall: consensus[r]! }] as const),
      ["1:9:Muffin", { overall: 1 }] as const,
      ["1:0:Cupcake", { overall: 0 }] as const,
    ]);
    const overall = calibrateFile(new Map(file), people, dimensionsOf).measures.find((m) => m.measure === "overall")!;
    expect(overall.alpha).toBeCloseTo(1, 9);
    expect(overall.leniency).toBeCloseTo(0, 9);
    expect(overall.units).toBe(4);
  });

  it("reads people's scores under a coarser rubric on their own bounds, and leaves out dimensions their rubric lacks", () => {
    const coarsePeople = [0, 1, 2, 3].map((r) => score("cy", r, (5 + 4 * r) / 5, 2));
    const file = new Map([0, 1, 2, 3].map((r) => [`1:${r}:Muffin`, { truth: consensus[r]!, overall: consensus[r]! }]));
    const measures = calibrateFile(file, coarsePeople, dimensionsOf).measures;
    expect(measures.find((m) => m.measure === "truth")!.leniency).toBeCloseTo(0, 9);
    const other: RubricDimension[] = [{ ...fine[0]!, key: "clarity", label: "Clarity" }];
    const otherPeople = [0, 1].map((r) => ({ ...score("dee", r, 10, 3), values: { clarity: 10 } }));
    const only = calibrateFile(file, otherPeople, (id) => (id === 3 ? other : undefined)).measures;
    expect(only.map((m) => m.measure)).toEqual(["overall"]);
    expect(only[0]!.units).toBe(2);
  });

  it("lists only the overall when asked, with the same figures", () => {
    const file = new Map([0, 1, 2, 3].map((r) => [`1:${r}:Muffin`, { wisdom: 0.5, overall: consensus[r]! + 0.05 }]));
    const all = calibrateFile(file, people, dimensionsOf).measures.find((m) => m.measure === "overall");
    expect(calibrateFile(file, people, dimensionsOf, { overallOnly: true }).measures).toEqual([all]);
  });
});
