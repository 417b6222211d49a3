import { describe, expect, it } from "vitest";
import { agreementByMeasure, alphaInterval, disagreements } from "./agreement";
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
