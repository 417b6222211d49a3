import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { clampRound, diffRounds, movesByTension, parseAtParam, roundDiffs, stateAtRound, summarizeDiff, stateHref } from "./dialogue-state";

const DOC = `# Alignment Dialogue: State Fixture

**Status**: Converged

## Alignment Scoreboard

| Agent | R0 | R1 | R2 | Total |
|-------|----|----|----|-------|
| 🧁 Muffin | 5 | 7 | 3 | **15** |
| 🧁 Scone | 4 | — | 6 | **10** |

| Round | W | C | T | R | Score | S | Open T | New P | Velocity | Converge % |
|-------|---|---|---|---|-------|---|--------|-------|----------|------------|
| 0 | 3 | 2 | 2 | 2 | 9 | 9 | 2 | 2 | 9 | 0% |
| 1 | 3 | 2 | 1 | 1 | 7 | 16 | 1 | 1 | 7 | 50% |
| 2 | 3 | 3 | 2 | 1 | 9 | 25 | 0 | 0 | 9 | 100% |

## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T01 | Cache invalidation across tenants | Muffin | Resolved |
| T02 | Retry budget ownership unclear | Scone | Open |

## Round 0: Opening

### Muffin 🧁

[PERSPECTIVE P01: Cache at the edge]
Edge caches absorb load.

[TENSION T01: Cache invalidation across tenants]
Who invalidates?

### Scone 🧁

[PERSPECTIVE P02: Budgets per caller]
Callers own their retries.

[TENSION T02: Retry budget ownership unclear]
Nobody owns it.

## Round 1: Building

### Muffin 🧁

[REFINEMENT T01: invalidate by tenant tag]
Tags scope it.

[MOVE:CONVERGE]

### Scone 🧁

[PERSPECTIVE P03: Tag registry]
A registry of tags.

[MOVE:DISSENT on retries]

## Round 2: Closing

### Muffin 🧁

[RESOLVED T01]
Tags settle it.

### Scone 🧁

[CONCESSION T02: the client owns the budget]
Fine.

[MOVE:CONVERGE]
`;

const { dialogue } = parseDialogue(DOC);

describe("stateAtRound", () => {
  it("snaps a round to the dialogue's, and defaults to the final round", () => {
    expect(clampRound([0, 1, 2], null)).toBe(2);
    expect(clampRound([0, 1, 2], 7)).toBe(2);
    expect(clampRound([1, 2], 0)).toBe(1);
    expect(clampRound([0, 2], 1)).toBe(0);
    expect(clampRound([], 1)).toBeNull();
    expect(stateAtRound(dialogue, null)!.round).toBe(2);
    expect(stateAtRound(dialogue, null)!.final).toBe(true);
  });

  it("gives each tension's phase as it stood: open, then narrowing once refined or conceded, then resolved", () => {
    const phases = (n: number) => Object.fromEntries(stateAtRound(dialogue, n)!.tensions.map((t) => [t.id, t.phase]));
    expect(phases(0)).toEqual({ T01: "open", T02: "open" });
    expect(phases(1)).toEqual({ T01: "narrowing", T02: "open" });
    expect(phases(2)).toEqual({ T01: "resolved", T02: "narrowing" });
    expect(stateAtRound(dialogue, 1)!.counts).toEqual({ open: 1, narrowing: 1, resolved: 0, untracked: 0 });
  });

  it("lists only the perspectives raised so far", () => {
    expect(stateAtRound(dialogue, 0)!.perspectives.map((p) => p.id)).toEqual(["P01", "P02"]);
    expect(stateAtRound(dialogue, 1)!.perspectives.map((p) => p.id)).toEqual(["P01", "P02", "P03"]);
  });

  it("sums per-round score columns up to the round, and leaves a round the file left blank out of the sum", () => {
    const at = (n: number) => Object.fromEntries(stateAtRound(dialogue, n)!.scores.agents.map((a) => [a.agent, [a.value, a.round]]));
    expect(stateAtRound(dialogue, 0)!.scores.coverage).toBe("by-round");
    expect(at(0)).toEqual({ Muffin: [5, 5], Scone: [4, 4] });
    expect(at(1)).toEqual({ Muffin: [12, 7], Scone: [4, null] });
    expect(at(2)).toEqual({ Muffin: [15, 3], Scone: [10, 6] });
  });

  it("reads alignment and velocity from the Judge's round table", () => {
    const s = stateAtRound(dialogue, 1)!;
    expect([s.alignment, s.velocity, s.metrics?.openTensions]).toEqual([16, 7, 1]);
  });

  it("tallies the panel's positions from each agent's latest move", () => {
    expect(stateAtRound(dialogue, 0)!.tally).toEqual([]);
    const one = stateAtRound(dialogue, 1)!;
    expect(one.positions.map((p) => [p.agent, p.position])).toEqual([
      ["Muffin", "converge"],
      ["Scone", "dissent"],
    ]);
    expect(stateAtRound(dialogue, 2)!.tally).toEqual([{ position: "converge", count: 2 }]);
    expect(one.panelSize).toBe(2);
  });

  it("says a file with only totals has them at the final round and nowhere before", () => {
    const totals = parseDialogue(DOC.replace("| Agent | R0 | R1 | R2 | Total |", "| Agent | A | B | C | Total |")).dialogue;
    expect(stateAtRound(totals, 0)!.scores).toEqual({
      coverage: "totals-only",
      agents: [expect.objectContaining({ value: null }), expect.objectContaining({ value: null })],
    });
    expect(stateAtRound(totals, 2)!.scores.agents.map((a) => a.value)).toEqual([15, 10]);
  });

  it("dates a tracker row no marker raised to the final round, with the tracker's status", () => {
    const extra = parseDialogue(DOC.replace("| T02 | Retry", "| T03 | Only in the tracker | Muffin | Partial |\n| T02 | Retry")).dialogue;
    expect(stateAtRound(extra, 1)!.tensions.map((t) => t.id)).not.toContain("T03");
    expect(stateAtRound(extra, 2)!.tensions.find((t) => t.id === "T03")?.phase).toBe("narrowing");
  });

  it("marks a tension raised by a marker the tracker does not list", () => {
    const extra = parseDialogue(
      DOC.replace("[TENSION T02: Retry budget ownership unclear]", "[TENSION T02: Retry budget ownership unclear]\n\n[TENSION T07: Quota sharding]"),
    ).dialogue;
    const tracked = Object.fromEntries(stateAtRound(extra, 0)!.tensions.map((t) => [t.id, t.tracked]));
    expect(tracked).toEqual({ T01: true, T02: true, T07: false });
    // Open while the rounds run; at the end it is what the Threads section calls it, not a guess of open.
    expect(stateAtRound(extra, 0)!.tensions.find((t) => t.id === "T07")?.phase).toBe("open");
    const final = stateAtRound(extra, null)!;
    expect(final.tensions.find((t) => t.id === "T07")?.phase).toBe("untracked");
    expect(final.counts.untracked).toBe(1);
    expect(diffRounds(extra, 1, final.round)!.statusChanges.map((c) => c.id)).not.toContain("T07");
  });

  it("has no state for a dialogue without rounds", () => {
    expect(stateAtRound(parseDialogue("# Alignment Dialogue: Empty\n").dialogue, 0)).toBeNull();
  });
});

describe("diffRounds", () => {
  it("says what round 1 added to round 0: a perspective, a refinement, a status change, score deltas, positions", () => {
    const d = diffRounds(dialogue, 0, 1)!;
    expect([d.from, d.to]).toEqual([0, 1]);
    expect(d.perspectivesAdded.map((p) => p.id)).toEqual(["P03"]);
    expect(d.tensionsRaised).toEqual([]);
    expect(d.moves.map((m) => [m.id, m.kind, m.agent])).toEqual([["T01", "refined", "Muffin"]]);
    expect(d.statusChanges).toEqual([{ id: "T01", label: "Cache invalidation across tenants", from: "open", to: "narrowing" }]);
    expect(d.scoreDeltas.map((s) => [s.agent, s.delta])).toEqual([
      ["Muffin", 7],
      ["Scone", 0],
    ]);
    expect(d.alignmentDelta).toBe(7);
    expect(d.positionChanges).toEqual([
      { agent: "Muffin", from: null, to: "converge" },
      { agent: "Scone", from: null, to: "dissent" },
    ]);
  });

  it("records a change of position and a resolution in the last round", () => {
    const d = diffRounds(dialogue, 1, 2)!;
    expect(d.positionChanges).toEqual([{ agent: "Scone", from: "dissent", to: "converge" }]);
    expect(d.moves.map((m) => [m.id, m.kind])).toEqual([
      ["T01", "resolved"],
      ["T02", "conceded"],
    ]);
    expect(d.statusChanges.map((c) => [c.id, c.to])).toEqual([
      ["T01", "resolved"],
      ["T02", "narrowing"],
    ]);
  });

  it("diffs the first round against nothing, and spans several rounds", () => {
    const first = diffRounds(dialogue, null, 0)!;
    expect(first.from).toBeNull();
    expect(first.tensionsRaised.map((t) => t.id)).toEqual(["T01", "T02"]);
    expect(first.scoreDeltas.map((s) => s.delta)).toEqual([5, 4]);
    expect(first.alignmentDelta).toBe(9);
    const all = diffRounds(dialogue, 0, 2)!;
    expect(all.moves).toHaveLength(3);
    expect(all.statusChanges.map((c) => [c.id, c.from, c.to])).toEqual([
      ["T01", "open", "resolved"],
      ["T02", "open", "narrowing"],
    ]);
  });

  it("gives every round its diff from the one before, for the timeline headers", () => {
    const diffs = roundDiffs(dialogue);
    expect([...diffs.keys()]).toEqual([0, 1, 2]);
    expect(diffs.get(2)!.from).toBe(1);
  });
});

describe("the scrubber's address and keys", () => {
  it("reads ?at as a round and ignores what is not one", () => {
    expect(parseAtParam({ at: "2" })).toBe(2);
    expect(parseAtParam({ at: ["1", "2"] })).toBe(1);
    expect(parseAtParam({})).toBeNull();
    for (const bad of ["x", "-1", "1.5", "1e9"]) expect(parseAtParam({ at: bad })).toBeNull();
  });

  it("keeps the page's other parameters in a round's link, and none it does not read", () => {
    expect(stateHref("s", { view: "rounds", at: "0", dir: ["asc", "desc"] }, 2)).toBe("/d/s?view=rounds&dir=asc&dir=desc&at=2#state");
    expect(stateHref("s", { x: "1", tags: ["a", "b"], view: "rounds" }, 2)).toBe("/d/s?view=rounds&at=2#state");
  });
});

describe("summarizeDiff", () => {
  it("says a round in a few words, counting a tension once however many moves it had", () => {
    expect(summarizeDiff(diffRounds(dialogue, null, 0)!)).toEqual(["+2 perspectives", "2 tensions raised", "ALIGNMENT +9"]);
    expect(summarizeDiff(diffRounds(dialogue, 0, 1)!)).toEqual(["+1 perspective", "1 refined", "1 → converge", "1 → dissent", "ALIGNMENT +7"]);
    expect(summarizeDiff(diffRounds(dialogue, 1, 2)!)).toEqual(["1 conceded", "1 resolved", "1 → converge", "ALIGNMENT +9"]);
  });
});

describe("movesByTension", () => {
  it("groups a diff's moves by tension with its change of phase, kinds in a fixed order", () => {
    const grouped = movesByTension(diffRounds(dialogue, 0, 2)!);
    expect(grouped.map((g) => [g.id, g.change, g.kinds.map((k) => [k.kind, k.by.map((b) => b.agent)])])).toEqual([
      [
        "T01",
        { from: "open", to: "resolved" },
        [
          ["refined", ["Muffin"]],
          ["resolved", ["Muffin"]],
        ],
      ],
      ["T02", { from: "open", to: "narrowing" }, [["conceded", ["Scone"]]]],
    ]);
  });
  it("names an agent once under a kind of move, however many markers they made it with", () => {
    const move = (agent: string | null, marker: number) => ({ id: "T01", label: "Cache", kind: "resolved" as const, agent, round: 2, marker });
    const diff = { ...diffRounds(dialogue, 0, 2)!, moves: [move("Croissant", 4), move("Croissant", 9), move(null, 11), move(null, 12)], statusChanges: [] };
    expect(movesByTension(diff)[0]!.kinds[0]!.by).toEqual([
      { agent: "Croissant", marker: 4 },
      { agent: null, marker: 11 },
      { agent: null, marker: 12 },
    ]);
  });
});
