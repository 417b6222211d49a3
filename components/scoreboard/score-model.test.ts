import { describe, expect, it } from "vitest";
import type { ScoreRow } from "@/lib/contract";
import { byRoundSource, dialogueRounds, isRoundSort, markerActivity, roundCells, roundNumbers, sortScoreRows } from "./score-model";

const row = (agent: string, truth: number | undefined, total: number | null, rounds?: Record<string, number>): ScoreRow => ({
  agent,
  ...(truth !== undefined ? { truth } : {}),
  total,
  line: 1,
  ...(rounds ? { rounds } : {}),
});

describe("sortScoreRows", () => {
  const rows = [
    row("Muffin", 8, 30, { R0: 9, R1: 21 }),
    row("Cupcake", 7, 28, { R0: 12, R1: 16 }),
    row("Scone", 9, 32, { R1: 32 }),
    row("Donut", undefined, null),
  ];
  it("sorts by a dimension either way, missing values last, ties by name", () => {
    expect(sortScoreRows(rows, "truth", "desc").map((r) => r.agent)).toEqual(["Scone", "Muffin", "Cupcake", "Donut"]);
    expect(sortScoreRows(rows, "truth", "asc").map((r) => r.agent)).toEqual(["Cupcake", "Muffin", "Scone", "Donut"]);
    expect(sortScoreRows([row("B", 1, 1), row("A", 1, 1)], "truth", "desc").map((r) => r.agent)).toEqual(["A", "B"]);
  });
  it("sorts by a round's column, agents without that round last", () => {
    expect(sortScoreRows(rows, "r0", "desc").map((r) => r.agent)).toEqual(["Cupcake", "Muffin", "Donut", "Scone"]);
    expect(sortScoreRows(rows, "r1", "asc").map((r) => r.agent)).toEqual(["Cupcake", "Muffin", "Scone", "Donut"]);
  });
  it("sorts by name, and leaves its input alone", () => {
    expect(sortScoreRows(rows, "agent", "asc").map((r) => r.agent)).toEqual(["Cupcake", "Donut", "Muffin", "Scone"]);
    expect(rows[0]!.agent).toBe("Muffin");
  });
});

describe("rounds", () => {
  it("knows a round sort when it sees one", () => {
    expect(["r0", "r12", "r", "rx", "truth", "r12345"].map(isRoundSort)).toEqual([true, true, false, false, false, false]);
  });
  it("lists rounds in numeric order and gives each cell its change from the last scored round", () => {
    const rows = [row("A", 1, 1, { R10: 5, R2: 3, R0: 1 }), row("B", 1, 1, { R1: 4 })];
    expect(roundNumbers(rows)).toEqual([0, 1, 2, 10]);
    expect(roundCells(rows[0]!, [0, 1, 2, 10])).toEqual([
      { round: 0, value: 1, delta: null },
      { round: 1, value: null, delta: null },
      { round: 2, value: 3, delta: 2 },
      { round: 10, value: 5, delta: 2 },
    ]);
  });
  it("takes the dialogue's trajectory from the round table, else sums the agents' rounds", () => {
    expect(dialogueRounds([{ round: 0, score: 27, velocity: 27, convergePercent: 33, line: 1 }], [])).toEqual([
      { round: 0, score: 27, alignment: null, gained: null, velocity: 27, convergePercent: 33, openTensions: null },
    ]);
    const rows = [row("A", 1, 1, { R0: 9, R1: 11 }), row("B", 1, 1, { R0: 8, R1: 12 })];
    expect(dialogueRounds([], rows)).toEqual([
      { round: 0, score: 17, alignment: null, gained: null, velocity: null, convergePercent: null, openTensions: null },
      { round: 1, score: 23, alignment: null, gained: null, velocity: 6, convergePercent: null, openTensions: null },
    ]);
  });

  it("takes the trajectory from the score lines when the file has neither table, with gains only between adjacent rounds", () => {
    const progress = [
      { round: 0, alignment: 340, line: 52 },
      { round: 1, alignment: 747, line: 52 },
      { round: 3, alignment: 990, line: 60 },
    ];
    expect(dialogueRounds([], [row("A", 1, 30)], progress).map((r) => [r.round, r.alignment, r.gained, r.velocity])).toEqual([
      [0, 340, null, null],
      [1, 747, 407, null],
      [3, 990, null, null],
    ]);
    // The table's cumulative column gives ALIGNMENT and its gains too.
    const table = dialogueRounds(
      [
        { round: 0, score: 36, cumulative: 36, velocity: 35, line: 1 },
        { round: 1, score: 40, cumulative: 76, velocity: 16, line: 2 },
      ],
      [],
      progress,
    );
    expect(table.map((r) => [r.alignment, r.gained])).toEqual([
      [36, null],
      [76, 40],
    ]);
  });

  it("says where the by-round figures come from", () => {
    const perRound = [row("A", 1, 20, { R0: 9, R1: 11 })];
    const totals = [row("A", 1, 20)];
    const metric = [{ round: 0, score: 27, line: 1 }];
    const progress = [{ round: 0, alignment: 20, line: 3 }];
    expect(byRoundSource(metric, perRound, progress)).toBe("agents");
    expect(byRoundSource(metric, totals, progress)).toBe("round-table");
    expect(byRoundSource([], totals, progress)).toBe("score-lines");
    expect(byRoundSource([], totals)).toBe("totals-only");
    expect(byRoundSource([], [])).toBe("none");
  });
});

describe("markerActivity", () => {
  const m = (type: string, round: number | null) => ({ type: type as never, round });
  it("counts each kind of marker by round, leaving out kinds no round uses and markers outside rounds", () => {
    const markers = [m("PERSPECTIVE", 0), m("PERSPECTIVE", 0), m("TENSION", 0), m("RESOLVED", 2), m("RESOLUTION", 2), m("PERSPECTIVE", null), m("MOVE", 1)];
    expect(markerActivity(markers, [0, 1, 2])).toEqual({
      rounds: [0, 1, 2],
      series: [
        { key: "perspectives", name: "Perspectives raised", values: [2, 0, 0] },
        { key: "tensions", name: "Tensions raised", values: [1, 0, 0] },
        { key: "resolved", name: "Tensions resolved", values: [0, 0, 2] },
      ],
    });
  });
  it("has nothing to compare with one round or no counted markers", () => {
    expect(markerActivity([m("TENSION", 0)], [0])).toBeNull();
    expect(markerActivity([m("MOVE", 0)], [0, 1])).toBeNull();
  });
});
