import { describe, expect, it } from "vitest";
import { visibleScores } from "./visibility";

const scores = [
  { judgeId: "jo", round: 1 },
  { judgeId: "jo", round: 2 },
  { judgeId: "kim", round: 1 },
];

describe("who sees which scores of a blind dialogue", () => {
  it("a judge sees their own, and others' only in the rounds they revealed", () => {
    expect(visibleScores(scores, { id: "kim", role: "judge" }, true, new Set())).toEqual([{ judgeId: "kim", round: 1 }]);
    expect(visibleScores(scores, { id: "kim", role: "judge" }, true, new Set([1]))).toEqual([scores[0], scores[2]]);
  });

  it("a viewer sees none and an admin all, by the role alone: one answer for everyone of the role", () => {
    expect(visibleScores(scores, { role: "viewer" }, true, new Set())).toEqual([]);
    expect(visibleScores(scores, { role: "admin" }, true, new Set())).toEqual(scores);
    expect(visibleScores(scores, null, true, new Set())).toEqual([]);
  });

  it("shows everything when the dialogue is not blind", () => {
    expect(visibleScores(scores, { role: "viewer" }, false, new Set())).toEqual(scores);
  });
});
