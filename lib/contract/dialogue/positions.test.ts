import { describe, expect, it } from "vitest";
import { parseDialogue } from "./parse";
import { positionOf, stanceOf } from "./positions";

const markersOf = (body: string) => parseDialogue(`# Alignment Dialogue: P\n\n## Round 0: R\n\n### 🧁 Muffin\n\n${body}\n`).dialogue.markers;

describe("positions", () => {
  it("reads a MOVE's own word, and the position a marker type records", () => {
    expect(
      markersOf("[MOVE:CONVERGE]\n\n[CONVERGENCE PROPOSAL]\n\n[DISSENT] no.\n\n[MINORITY VERDICT] still no.\n\n[PERSPECTIVE P01: x]").map(positionOf),
    ).toEqual(["converge", "proposes convergence", "dissent", "dissent", null]);
  });
  it("puts every way of converging on one side and every way of dissenting on another", () => {
    expect(["converge", "proposes convergence", "convergence confirmed"].map(stanceOf)).toEqual(["converge", "converge", "converge"]);
    expect(["dissent", "object"].map(stanceOf)).toEqual(["dissent", "dissent"]);
    expect(stanceOf("explore")).toBe("explore");
  });
});
