import { describe, expect, it } from "vitest";
import { fileMeasuresOnScale } from "./file-scale";

describe("the file's per-round values on its own 0–1 scale", () => {
  it("divides each dimension by the highest value of that dimension the same dialogue's Judge gives, and the total likewise", () => {
    const onScale = fileMeasuresOnScale(
      new Map<string, Record<string, number>>([
        ["1:0:Muffin", { wisdom: 2, truth: 5, total: 10 }],
        ["1:1:Muffin", { wisdom: 8, truth: 4, total: 20 }],
        ["1:1:Cupcake", { wisdom: 4, truth: 0, total: 5 }],
        // Another dialogue has its own scale: its best is 1 whatever the first dialogue gives.
        ["2:0:Scone", { wisdom: 3, total: 30 }],
      ]),
    );
    expect(onScale.get("1:0:Muffin")).toEqual({ wisdom: 0.25, truth: 1, overall: 0.5 });
    expect(onScale.get("1:1:Muffin")).toEqual({ wisdom: 1, truth: 0.8, overall: 1 });
    expect(onScale.get("1:1:Cupcake")).toEqual({ wisdom: 0.5, truth: 0, overall: 0.25 });
    expect(onScale.get("2:0:Scone")).toEqual({ wisdom: 1, overall: 1 });
  });

  it("leaves out a dimension the dialogue's Judge gives only zeros for (no scale to read), and a unit with no value", () => {
    const onScale = fileMeasuresOnScale(
      new Map<string, Record<string, number>>([
        ["1:0:Muffin", { relationships: 0, total: 4 }],
        ["1:1:Muffin", { relationships: 0, total: 8 }],
      ]),
    );
    expect(onScale.get("1:0:Muffin")).toEqual({ overall: 0.5 });
    expect(onScale.has("1:2:Muffin")).toBe(false);
  });
});
