import { describe, expect, it } from "vitest";
import { mapSummary } from "./argument-map-page";

describe("the map's summary", () => {
  it("says one in the singular", () => {
    const node = (kind: string) => ({ kind }) as never;
    const one = { nodes: [node("tension"), node("perspective")], edges: [{}] as never, columns: [{ round: 0 }, { round: null }] as never };
    expect(mapSummary(one)).toBe("1 tension, 1 perspective, 1 move across 1 round");
    const two = { ...one, nodes: [...one.nodes, node("tension")], columns: [{ round: 0 }, { round: 1 }] as never };
    expect(mapSummary(two)).toBe("2 tensions, 1 perspective, 1 move across 2 rounds");
  });
});
