import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { proportion, wilsonInterval } from "./wilson";

describe("the Wilson interval", () => {
  it("matches the published values (Newcombe 1998, method 3)", () => {
    // 81/263: 0.2553–0.3662; 15/148: 0.0624–0.1605; 0/20: 0–0.1611.
    const near = (iv: [number, number] | null, lo: number, hi: number) => {
      expect(iv![0]).toBeCloseTo(lo, 4);
      expect(iv![1]).toBeCloseTo(hi, 4);
    };
    near(wilsonInterval(81, 263), 0.2553, 0.3662);
    near(wilsonInterval(15, 148), 0.0624, 0.1605);
    near(wilsonInterval(0, 20), 0, 0.1611);
  });
  it("stays in [0, 1], is never of zero width, and narrows as n grows at the same share", () => {
    const all = wilsonInterval(5, 5)!;
    expect(all[1]).toBe(1);
    expect(all[0]).toBeLessThan(1);
    const small = wilsonInterval(2, 4)!;
    const large = wilsonInterval(200, 400)!;
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
  });
  it("has nothing to say without trials", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(proportion(0, 0)).toEqual({ k: 0, n: 0, share: null, interval: null });
    expect(proportion(1, 4).share).toBe(0.25);
  });
  it("has no interval without trials or with impossible counts", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)).toBeNull();
  });

  it("holds the proportion, stays in [0, 1] and narrows as trials grow (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.round(share * n);
        const [low, high] = wilsonInterval(k, n)!;
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(k / n + 1e-12);
        expect(high).toBeGreaterThanOrEqual(k / n - 1e-12);
        const [low4, high4] = wilsonInterval(4 * k, 4 * n)!;
        expect(high4 - low4).toBeLessThan(high - low);
      }),
    );
  });
});
