import { describe, expect, it } from "vitest";
import {
  agreementByMeasure,
  agreementGroups,
  agreementWithFile,
  alphaBootstrap,
  alphaInterval,
  alphaVerdict,
  disagreements,
  judgeLeniency,
  pointMeasures,
} from "./agreement";
import { fileMaxByDialogue, fileOnScale } from "./file-scale";
import { BUILT_IN_RUBRIC, normalise, normalisedOverall } from "./rubric";
import type { CurrentScore } from "./scores";

describe("Krippendorff's alpha (interval)", () => {
  it("matches the published value for Krippendorff's reliability example with missing data", () => {
    // Four coders, twelve units, gaps as in Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability": interval α = 0.849.
    const coders = [
      [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null],
      [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3],
      [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null],
      [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null],
    ];
    const units = coders[0]!.map((_, u) => coders.map((c) => c[u]).filter((v): v is number => v !== null));
    expect(alphaInterval(units)).toBeCloseTo(0.849, 3);
  });

  it("is 1 for perfect agreement, null without pairs or without variation, negative for systematic disagreement", () => {
    expect(
      alphaInterval([
        [1, 1],
        [5, 5],
        [3, 3],
      ]),
    ).toBe(1);
    expect(alphaInterval([[4], [2]])).toBeNull();
    expect(
      alphaInterval([
        [2, 2],
        [2, 2],
      ]),
    ).toBeNull();
    expect(
      alphaInterval([
        [0, 10],
        [10, 0],
      ])!,
    ).toBeLessThan(0);
  });
});

const score = (judgeId: string, round: number, agent: string, w: number, c = w, t = w, r = w, rubricVersionId = 1): CurrentScore => ({
  dialogueId: 1,
  round,
  agent,
  judgeId,
  version: 1,
  rubricVersionId,
  values: { wisdom: w, consistency: c, truth: t, relationships: r },
});
const builtIn = pointMeasures(BUILT_IN_RUBRIC.dimensions);
const dimensionsOf = (id: number) => (id === 1 ? BUILT_IN_RUBRIC.dimensions : id === 9 ? TENS : undefined);
// A second rubric version with the same keys on 0–10: the pooled view compares it with the built-in one on 0–1.
const TENS = BUILT_IN_RUBRIC.dimensions.map((d) => ({ ...d, max: 10 }));

describe("agreement by dimension and disagreements", () => {
  const scores = [
    score("a", 1, "Muffin", 3),
    score("b", 1, "Muffin", 3),
    score("a", 1, "Cupcake", 1),
    score("b", 1, "Cupcake", 1),
    score("a", 2, "Muffin", 2),
    score("b", 2, "Muffin", 5, 2, 2, 2),
    score("a", 2, "Cupcake", 4),
  ];

  it("computes per dimension over units two judges share only", () => {
    const rows = agreementByMeasure(scores, builtIn);
    const wisdom = rows.find((r) => r.measure === "wisdom")!;
    const consistency = rows.find((r) => r.measure === "consistency")!;
    expect(wisdom.units).toBe(3);
    expect(consistency.judges).toBe(1);
    expect(wisdom.judges!).toBeLessThan(1);
    // Round 2 Cupcake (one judge) changes nothing: α is the same without it.
    const without = agreementByMeasure(
      scores.filter((s) => !(s.round === 2 && s.agent === "Cupcake")),
      builtIn,
    );
    expect(without.find((r) => r.measure === "wisdom")!.judges).toBe(wisdom.judges);
  });

  it("has no α at all when no unit has two judges: not enough data, never a number", () => {
    const rows = agreementByMeasure([score("a", 1, "Muffin", 3), score("a", 2, "Muffin", 9), score("b", 3, "Muffin", 1)], builtIn);
    expect(rows.every((r) => r.units === 0 && r.judges === null && r.interval === null)).toBe(true);
    expect(alphaVerdict(rows[0]!.judges)).toBe("not enough data");
  });

  it("compares scores under the same rubric version only, unless pooled on the 0–1 scale", () => {
    const versions = new Map([
      [1, { id: 1, rubricId: 1, name: "Built-in", version: 1, kinds: [], dimensions: BUILT_IN_RUBRIC.dimensions }],
      [9, { id: 9, rubricId: 1, name: "Built-in", version: 2, kinds: [], dimensions: TENS }],
    ]);
    // One unit, two judges, each under a different version: apart, neither group has a shared unit.
    const mixed = [
      score("a", 1, "Muffin", 10, 10, 10, 10, 1),
      score("b", 1, "Muffin", 5, 5, 5, 5, 9),
      score("a", 2, "Muffin", 20, 20, 20, 20, 1),
      score("b", 2, "Muffin", 1, 1, 1, 1, 9),
    ];
    const apart = agreementGroups(mixed, versions, false);
    expect(apart.map((g) => g.title)).toEqual(["Built-in, version 1", "Built-in, version 2"]);
    expect(apart.flatMap((g) => g.rows).every((r) => r.units === 0 && r.judges === null)).toBe(true);
    const pooled = agreementGroups(mixed, versions, true);
    expect(pooled).toHaveLength(1);
    const overall = pooled[0]!.rows.find((r) => r.measure === "overall")!;
    expect(overall.units).toBe(2);
    // 10/20 and 5/10 are both 0.5; 20/20 is 1 and 1/10 is 0.1: α over the 0–1 values, not the points.
    expect(overall.judges).toBeCloseTo(
      alphaInterval([
        [0.5, 0.5],
        [1, 0.1],
      ])!,
      10,
    );
  });

  it("puts the file's Judge beside the judges on the 0–1 scale, over units they share", () => {
    const file = new Map([
      ["1:1:Muffin", 12],
      ["1:1:Cupcake", 4],
      ["1:2:Muffin", 16],
    ]);
    const onScale = fileOnScale(file, fileMaxByDialogue(file));
    expect(onScale("1:2:Muffin")).toBe(1);
    expect(onScale("1:1:Cupcake")).toBe(0.25);
    expect(onScale("1:9:Muffin")).toBeNull();
    const withFile = agreementWithFile(scores, dimensionsOf, onScale);
    expect(withFile.units).toBe(3);
    expect(withFile.alpha).not.toBeNull();
    // The file scored none of the units the judges did: no α, rather than the judges' α again.
    expect(agreementWithFile(scores, dimensionsOf, fileOnScale(new Map([["1:7:Muffin", 12]]), new Map([[1, 12]])))).toEqual({ alpha: null, units: 0 });
    // One judge and the file on one unit is a shared unit; the case: File 7–10 against 40–56 of 80 reads as 0–1 on both sides.
    const one = agreementWithFile([score("a", 0, "Muffin", 10, 10, 10, 10)], dimensionsOf, () => 0.5);
    expect(one.units).toBe(1);
  });

  it("lists the round with the widest gap first", () => {
    const list = disagreements(scores);
    expect(list.map((d) => [d.round, d.agent, d.spread])).toEqual([
      [2, "Muffin", 3],
      [1, "Muffin", 0],
    ]);
  });
});

describe("α's bootstrap interval", () => {
  it("is exact where every resample has the same α", () => {
    // Perfect agreement: any resample with variation has α = 1 (a resample of one unit repeated has none and is left out).
    expect(
      alphaBootstrap([
        [1, 1],
        [5, 5],
        [3, 3],
      ]),
    ).toEqual([1, 1]);
    // Two mirrored units: any resample of k units is k × {0, 10}, whose α is (1 − k) / k = −0.5 for k = 2.
    expect(
      alphaBootstrap([
        [0, 10],
        [10, 0],
      ]),
    ).toEqual([-0.5, -0.5]);
  });

  it("brackets the point estimate, is the same every time, and is null with fewer than two units", () => {
    const units = [
      [1, 2, 1],
      [2, 2, 3],
      [3, 3, 3],
      [4, 4, 4],
      [1, 2],
      [2, 2],
      [4, 4, 4],
      [5, 5],
      [1, 1],
      [3, 4, 4],
    ];
    const alpha = alphaInterval(units)!;
    const [low, high] = alphaBootstrap(units)!;
    expect(low).toBeLessThan(alpha);
    expect(high).toBeGreaterThan(alpha);
    expect(high).toBeLessThanOrEqual(1);
    expect(alphaBootstrap(units)).toEqual([low, high]);
    expect(alphaBootstrap([[1, 2], [3]])).toBeNull();
  });
});

describe("judges' leniency", () => {
  it("is each judge's mean difference from the others on the units they share", () => {
    const s = (judgeId: string, round: number, w: number): CurrentScore => ({
      dialogueId: 1,
      round,
      agent: "Muffin",
      judgeId,
      version: 1,
      rubricVersionId: 1,
      values: { wisdom: w, consistency: 0, truth: 0, relationships: 0 },
    });
    // Round 1: a 3, b 5, c 4. Round 2: a 2, b 6. Round 3: c alone (shares nothing).
    const rows = judgeLeniency([s("a", 1, 3), s("b", 1, 5), s("c", 1, 4), s("a", 2, 2), s("b", 2, 6), s("c", 3, 9)], builtIn);
    const of = (id: string) => rows.find((r) => r.judgeId === id)!;
    // a: (3 − 4.5 + 2 − 6) / 2 = −2.75; b: (5 − 3.5 + 6 − 2) / 2 = 2.75; c: 4 − 4 = 0 over one unit.
    expect(of("a").difference.wisdom).toBe(-2.75);
    expect(of("b").difference.wisdom).toBe(2.75);
    expect(of("c").difference.wisdom).toBe(0);
    expect([of("a").units, of("b").units, of("c").units]).toEqual([2, 2, 1]);
    expect(of("a").difference.total).toBe(-2.75);
    expect(of("a").difference.truth).toBe(0);
  });
});

describe("the common 0–1 scale", () => {
  it("is (value − min) / (max − min) per dimension, and a score's overall is their mean", () => {
    expect(normalise(5, { min: 0, max: 20 })).toBe(0.25);
    expect(normalise(3, { min: 1, max: 5 })).toBe(0.5);
    expect(normalise(1, { min: 1, max: 5 })).toBe(0);
    expect(normalisedOverall({ wisdom: 20, consistency: 0, truth: 10, relationships: 10 }, BUILT_IN_RUBRIC.dimensions)).toBe(0.5);
    // A score missing a dimension of its rubric has no overall rather than a wrong one.
    expect(normalisedOverall({ wisdom: 20 }, BUILT_IN_RUBRIC.dimensions)).toBeNull();
  });
});
