import { describe, expect, it } from "vitest";
import { binomialDraw, bootstrapMean, bootstrapMeanOfCounts, hashSeed, rankRanges } from "./bootstrap";
import { seededRandom } from "@/lib/seeded-random";

describe("the bootstrap interval of a mean", () => {
  it("is zero-width when every value is the same", () => {
    expect(bootstrapMean([7, 7, 7, 7, 7], 1)).toEqual([7, 7]);
  });

  it("is null for one value or none: nothing to resample", () => {
    expect(bootstrapMean([9], 1)).toBeNull();
    expect(bootstrapMean([], 1)).toBeNull();
  });

  it("matches a hand-checked case: [0, 10] resamples to means 0, 5, 10 with chances ¼, ½, ¼, so it spans 0–10", () => {
    expect(bootstrapMean([0, 10], 42)).toEqual([0, 10]);
  });

  it("matches a hand-checked case: [0, 0, 0, 10] gives k·2.5 with k ~ Bin(4, ¼): P(k=0) = 32 %, P(k≥3) = 5.1 %, P(k=4) = 0.4 %, so 0–7.5", () => {
    expect(bootstrapMean([0, 0, 0, 10], 42)).toEqual([0, 7.5]);
  });

  it("repeats from its seed and brackets the mean", () => {
    const values = [12, 15, 9, 20, 14, 11, 18, 16];
    const a = bootstrapMean(values, hashSeed("Muffin|truth"));
    expect(bootstrapMean(values, hashSeed("Muffin|truth"))).toEqual(a);
    expect(a![0]).toBeLessThan(14.375);
    expect(a![1]).toBeGreaterThan(14.375);
    expect(a![0]).toBeGreaterThanOrEqual(9);
    expect(a![1]).toBeLessThanOrEqual(20);
    // The fixed seed gives these exact bounds; a change to the resampling shows here.
    expect(a).toMatchInlineSnapshot(`
      [
        12.125,
        16.75,
      ]
    `);
  });

  it("gives different series different seeds", () => {
    expect(hashSeed("Muffin|truth")).not.toBe(hashSeed("Muffin|wisdom"));
  });
});

describe("rank ranges from intervals", () => {
  it("ranks separated intervals exactly and overlapping ones as a range", () => {
    const r = rankRanges([
      { mean: 10, interval: [9.6, 11] },
      { mean: 8, interval: [7.5, 9.5] },
      { mean: 7, interval: [6, 9.2] },
      { mean: 2, interval: [1, 3] },
      null,
    ]);
    expect(r).toEqual([{ low: 1, high: 1 }, { low: 2, high: 3 }, { low: 2, high: 3 }, { low: 4, high: 4 }, null]);
  });

  it("treats a row without an interval as its point", () => {
    expect(
      rankRanges([
        { mean: 5, interval: null },
        { mean: 4, interval: [3, 6] },
      ]),
    ).toEqual([
      { low: 1, high: 2 },
      { low: 1, high: 2 },
    ]);
  });
});

describe("the inlined generator", () => {
  it("draws the same indexes as seededRandom, so the bootstrap is the shared seeded one", async () => {
    const { seededRandom } = await import("@/lib/seeded-random");
    const random = seededRandom(7);
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // One resample by hand with the shared generator: its mean must be one of the bootstrap's means' bounds' peers.
    const byHand: number[] = [];
    for (let b = 0; b < 40; b++) {
      let s = 0;
      for (let i = 0; i < values.length; i++) s += values[Math.floor(random() * values.length)]!;
      byHand.push(s / values.length);
    }
    byHand.sort((x, y) => x - y);
    expect(bootstrapMean(values, 7, 40)).toEqual([byHand[1], byHand[38]]);
  });
});

describe("the bootstrap of a sample given by counts", () => {
  it("draws binomials with their mean and variance", () => {
    const n = 3000;
    const logFactorial = new Float64Array(n + 1);
    for (let i = 1; i <= n; i++) logFactorial[i] = logFactorial[i - 1]! + Math.log(i);
    const random = seededRandom(5);
    for (const p of [0.002, 0.2, 0.5, 0.93]) {
      const draws = Array.from({ length: 4000 }, () => binomialDraw(n, p, random, logFactorial));
      const m = draws.reduce((s, x) => s + x, 0) / draws.length;
      const v = draws.reduce((s, x) => s + (x - m) ** 2, 0) / draws.length;
      // Four thousand draws: the mean within 4 standard errors, the variance within 10 %.
      expect(Math.abs(m - n * p)).toBeLessThan(4 * Math.sqrt((n * p * (1 - p)) / draws.length));
      expect(v / (n * p * (1 - p))).toBeGreaterThan(0.9);
      expect(v / (n * p * (1 - p))).toBeLessThan(1.1);
      expect(draws.every((x) => Number.isInteger(x) && x >= 0 && x <= n)).toBe(true);
    }
  });

  it("is bootstrapMean of the sorted sample for small samples, whatever order the counts come in", () => {
    const counts = [
      { value: 9, count: 2 },
      { value: 1, count: 3 },
      { value: 4, count: 1 },
    ];
    expect(bootstrapMeanOfCounts(counts, 3)).toEqual(bootstrapMean([1, 1, 1, 4, 9, 9], 3));
    expect(bootstrapMeanOfCounts([...counts].reverse(), 3)).toEqual(bootstrapMeanOfCounts(counts, 3));
    expect(bootstrapMeanOfCounts([{ value: 5, count: 1 }], 3)).toBeNull();
  });

  it("resampling large samples by counts gives the interval drawing each value gives", () => {
    const counts = [1, 2, 3, 4, 5].map((value, i) => ({ value, count: [900, 300, 1500, 600, 700][i]! }));
    const values = counts.flatMap((c) => Array<number>(c.count).fill(c.value));
    const byCounts = bootstrapMeanOfCounts(counts, 11)!;
    const byValues = bootstrapMean(values, 11);
    // The mean's standard error is 0.021 here: two bootstraps of 1,000 resamples agree to a fraction of it.
    expect(Math.abs(byCounts[0] - byValues![0])).toBeLessThan(0.01);
    expect(Math.abs(byCounts[1] - byValues![1])).toBeLessThan(0.01);
    expect(byCounts[1] - byCounts[0]).toBeGreaterThan(0.06);
  });
});
