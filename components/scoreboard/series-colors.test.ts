import { describe, expect, it } from "vitest";
import { markerPath, SERIES, seriesOf, SHAPES } from "./series-colors";

describe("series styles", () => {
  it("keep 16 series apart by colour, and by shape and dash together", () => {
    const styles = Array.from({ length: 16 }, (_, i) => seriesOf(i));
    expect(new Set(styles.map((s) => s.stroke)).size).toBe(16);
    expect(new Set(styles.map((s) => `${s.shape}/${s.dash ?? "solid"}`)).size).toBe(16);
    // Neighbours, the series most often compared, differ in shape as well as colour.
    for (let i = 1; i < 16; i++) expect(styles[i]!.shape).not.toBe(styles[i - 1]!.shape);
    expect(SERIES.length).toBe(16);
  });

  it("wrap around past 16 rather than fail", () => {
    expect(seriesOf(16)).toEqual(seriesOf(0));
  });

  it("draw every shape as one closed path around its centre", () => {
    for (const shape of SHAPES) {
      const d = markerPath(shape, 50, 50, 4);
      expect(d.startsWith("M")).toBe(true);
      expect(d.endsWith("Z")).toBe(true);
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(numbers.every((n) => Number.isFinite(n))).toBe(true);
    }
    expect(new Set(SHAPES.map((s) => markerPath(s, 0, 0, 4))).size).toBe(SHAPES.length);
  });
});
