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
});
