import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wilsonInterval } from "./wilson";

describe("wilsonInterval", () => {
  it("matches the textbook values", () => {
    // 5 of 10: 0.2366–0.7634; 0 of 10: 0–0.2775; 10 of 10: 0.7225–1 (Wilson 1927, z = 1.96).
    const close = (got: [number, number] | null, want: [number, number]) => {
      expect(got![0]).toBeCloseTo(want[0], 3);
      expect(got![1]).toBeCloseTo(want[1], 3);
    };
    close(wilsonInterval(5, 10), [0.2366, 0.7634]);
    close(wilsonInterval(0, 10), [0, 0.2775]);
    close(wilsonInterval(10, 10), [0.7225, 1]);
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
