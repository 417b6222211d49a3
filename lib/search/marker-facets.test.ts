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

  it("a tension the Judge's closing word settles is found as settled, though the tracker left it open", () => {
    const { dialogue } = parseDialogue(`# Alignment Dialogue: Closing word

## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T01 | Speed vs safety | Open |
| T02 | Cost vs reach | Open |

## Round 0: Opening

### Muffin 🧁

[TENSION T01: Speed vs safety]
[TENSION T02: Cost vs reach]

## Judge: Final Verdict

T02 unanimously deferred to the follow-up RFC.

Tensions resolved: 1/2
`);
    expect(markerFacets(dialogue).map((f) => f.status)).toEqual(["open", "deferred"]);
    const closing = parseDialogue(`# Alignment Dialogue: Closing

## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T01 | Speed vs safety | Open |

## Round 0: Opening

### Muffin 🧁

[TENSION T01: Speed vs safety]

## Judge: Convergence Achieved

| Tension | Resolution |
|---------|------------|
| T01 | Flags settle it |
`);
    expect(markerFacets(closing.dialogue).map((f) => f.status)).toEqual(["resolved"]);
  });
});
