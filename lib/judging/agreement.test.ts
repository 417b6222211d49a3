import { describe, expect, it } from "vitest";
import { agreementByMeasure, alphaBootstrap, alphaInterval, disagreements, judgeLeniency } from "./agreement";
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

const score = (judgeId: string, round: number, agent: string, w: number, c = w, t = w, r = w): CurrentScore => ({
  dialogueId: 1,
  round,
  agent,
  judgeId,
  version: 1,
  wisdom: w,
  consistency: c,
  truth: t,
  relationships: r,
});

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

  it("computes per dimension over units two judges share, and with the file on totals", () => {
    const rows = agreementByMeasure(
      scores,
      new Map([
        ["1:1:Muffin", 12],
        ["1:1:Cupcake", 4],
        ["1:2:Muffin", 30],
      ]),
    );
    const wisdom = rows.find((r) => r.measure === "wisdom")!;
    const consistency = rows.find((r) => r.measure === "consistency")!;
    expect(wisdom.units).toBe(3);
    expect(consistency.judges).toBe(1);
    expect(wisdom.judges!).toBeLessThan(1);
    expect(wisdom.withFile).toBeNull();
    const total = rows.find((r) => r.measure === "total")!;
    expect(total.withFile).not.toBeNull();
    expect(total.withFile!).toBeLessThan(total.judges!);
  });

  it("has no α with the file when the file scored none of the units the judges did", () => {
    const total = (files: Map<string, number>) => agreementByMeasure(scores, files).find((r) => r.measure === "total")!;
    // The file scored round 7 only, which no judge touched: "Judges + file" would only repeat the judges' α.
    expect(total(new Map([["1:7:Muffin", 12]])).withFile).toBeNull();
    expect(total(new Map()).withFile).toBeNull();
    expect(total(new Map([["1:2:Cupcake", 9]])).withFile).not.toBeNull();
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
      wisdom: w,
      consistency: 0,
      truth: 0,
      relationships: 0,
    });
    // Round 1: a 3, b 5, c 4. Round 2: a 2, b 6. Round 3: c alone (shares nothing).
    const rows = judgeLeniency([s("a", 1, 3), s("b", 1, 5), s("c", 1, 4), s("a", 2, 2), s("b", 2, 6), s("c", 3, 9)]);
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
