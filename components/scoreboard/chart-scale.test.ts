import { describe, expect, it } from "vitest";
import { niceTicks, scale } from "./chart-scale";

describe("niceTicks", () => {
  it("runs from 0 to a round number covering the maximum", () => {
    expect(niceTicks(12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
  it("maps onto screen coordinates, y running down", () => {
    const y = scale(10, 200, 0);
    expect([y(0), y(5), y(10)]).toEqual([200, 100, 0]);
  });
});
