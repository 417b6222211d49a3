import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { markerFacets } from "./marker-facets";

describe("markerFacets", () => {
  it("gives each marker its kind, and the status of the tension thread it moves", () => {
    const { dialogue } = parseDialogue(`# Alignment Dialogue: Facets

## Round 0: Opening

### Muffin 🧁

[PERSPECTIVE P01: Cache at the edge]
[TENSION T01: Speed vs safety]
[TENSION T02: Cost vs reach]

## Round 1: Settling

### Cupcake 🧁

[REFINEMENT T02: cheaper reach]
[RESOLVED T01: flags settle it]
[MOVE:CONVERGE]
`);
    expect(markerFacets(dialogue)).toEqual([
      { kind: "perspective", status: null },
      { kind: "tension", status: "resolved" },
      { kind: "tension", status: "open" },
      { kind: "refinement", status: "open" },
      { kind: "resolution", status: "resolved" },
      { kind: "other", status: null },
    ]);
  });
});
