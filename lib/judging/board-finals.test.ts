import { describe, expect, it } from "vitest";
import { consensusRows } from "./board";
import type { CurrentScore } from "./scores";

const s = (judgeId: string, round: number, wisdom: number): CurrentScore => ({
  dialogueId: 3,
  round,
  agent: "Muffin",
  judgeId,
  version: 1,
  rubricVersionId: 1,
  values: { wisdom, consistency: 5, truth: 5, relationships: 5 },
});

describe("consensus with a lead's adjudicated final", () => {
  it("takes the final for its round and the judges' mean for the others", () => {
    const scores = [s("a", 0, 2), s("b", 0, 12), s("a", 1, 4), s("b", 1, 6)];
    expect(consensusRows(scores).rows[0]!.wisdom).toBe(12);
    const finals = new Map([["3:0:Muffin", { wisdom: 9, consistency: 5, truth: 5, relationships: 5 }]]);
    const { rows } = consensusRows(scores, finals);
    // Round 0: the final's 9 (not the mean 7); round 1: the mean 5.
    expect(rows[0]!.wisdom).toBe(14);
    expect(rows[0]!.judges).toBe(2);
  });
});
