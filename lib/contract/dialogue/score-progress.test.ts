import { describe, expect, it } from "vitest";
import { parseDialogue } from "../index";

/** A dialogue with `rounds` round sections and the given lines in its header. */
function dialogue(lines: string[], rounds = [0, 1, 2]): string {
  const body = rounds.flatMap((n) => [`## Round ${n}: Talk`, "", "### Muffin 🧁", "", `Said something in round ${n}.`, ""]);
  return ["# Alignment Dialogue: Progress", "", "**Status**: Converged", ...lines, "", ...body].join("\n") + "\n";
}
const progress = (lines: string[], rounds?: number[]) =>
  parseDialogue(dialogue(lines, rounds)).dialogue.scoreboard.progress?.map((p) => [p.round, p.alignment]) ?? null;

describe("the dialogue's ALIGNMENT by round, from the Judge's score lines", () => {
  it("reads a labelled series, inside the parenthesis when the line leads with the velocity", () => {
    expect(progress(["**ALIGNMENT Velocity**: +45 (R0: 99 → R1: 202 → R2: 297, plateau reached)"])).toEqual([
      [0, 99],
      [1, 202],
      [2, 297],
    ]);
    const board = parseDialogue(dialogue(["**ALIGNMENT Velocity**: +407 (R0: 340 → R1: 747)"])).dialogue.scoreboard;
    expect(board.progress).toEqual([
      { round: 0, alignment: 340, line: 4 },
      { round: 1, alignment: 747, line: 4 },
    ]);
  });

  it("adds a signed value to the round before it, in either labelled form", () => {
    expect(progress(["**Total ALIGNMENT**: 107 (R0: 92 → R1: +15)"], [0, 1])).toEqual([
      [0, 92],
      [1, 107],
    ]);
    expect(progress(["**Velocity**: R0 (92) → R1 (+15) → Converged"], [0, 1])).toEqual([
      [0, 92],
      [1, 107],
    ]);
  });

  it("places an unlabelled series only when it has one value a round", () => {
    expect(progress(["**Velocity**: 55 → 104 → 153 (+49, +49)"], [0, 1, 2])).toEqual([
      [0, 55],
      [1, 104],
      [2, 153],
    ]);
    expect(progress(["**Velocity**: 55 → 104 → 153 (+49, +49)"], [1, 2, 3])?.map(([r]) => r)).toEqual([1, 2, 3]);
    expect(progress(["**Velocity**: 55 → 104"], [0, 1, 2])).toBeNull();
  });

  it("applies gains between rounds to a round another line gave", () => {
    expect(progress(["**ALIGNMENT Velocity**: +407 (R0: 340 → R1: 747)", "**ALIGNMENT Velocity**: R0→R1: +407, R1→R2: +203 (decelerating)"])).toEqual([
      [0, 340],
      [1, 747],
      [2, 950],
    ]);
    // Alone, a gain has nothing to start from.
    expect(progress(["**ALIGNMENT Velocity**: R0→R1: +407, R1→R2: +203"])).toBeNull();
  });

  it("leaves alone what is not ALIGNMENT growing: work remaining, prose, bare gains, code", () => {
    expect(progress(["**Velocity**: 30 → 16 → 4"])).toBeNull();
    expect(progress(["Velocity dropped from 24 → 11."])).toBeNull();
    expect(progress(["**ALIGNMENT Velocity**: +210 → +210 (stable)"])).toBeNull();
    expect(progress(["**Velocity**: 55 → Round 1"])).toBeNull();
    expect(progress(["**ALIGNMENT Velocity**: N/A (first round)"])).toBeNull();
    expect(progress(["```", "**Velocity**: 55 → 104 → 153", "```"])).toBeNull();
    // A file with no such line keeps the scoreboard it had: no progress field at all.
    expect("progress" in parseDialogue(dialogue([])).dialogue.scoreboard).toBe(false);
  });
});
