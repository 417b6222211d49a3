import { describe, expect, it } from "vitest";
import { consensusRecords, disagreements } from "./adjudication";
import type { CurrentScore } from "./scores";

const score = (judgeId: string, agent: string, w: number, c = 10, round = 1): CurrentScore & { judgeName: string } => ({
  dialogueId: 7,
  round,
  agent,
  judgeId,
  judgeName: judgeId.toUpperCase(),
  version: 1,
  wisdom: w,
  consistency: c,
  truth: 10,
  relationships: 10,
});

describe("adjudication", () => {
  it("lists units whose judges' range on a dimension passes the threshold share of its scale", () => {
    const scores = [score("a", "Muffin", 4), score("b", "Muffin", 10), score("a", "Cupcake", 8), score("b", "Cupcake", 12), score("a", "Solo", 0)];
    // 0–20 scale: 25 % is 5 points. Muffin's range 6 passes; Cupcake's 4 does not; Solo has one judge.
    const found = disagreements(scores, [{ dialogueId: 7, round: 1 }]);
    expect(found.map((d) => [d.agent, d.flagged, d.ranges.wisdom])).toEqual([["Muffin", ["wisdom"], 6]]);
    expect(found[0]!.judges.map((j) => [j.judgeName, j.wisdom])).toEqual([
      ["A", 4],
      ["B", 10],
    ]);
    expect(disagreements(scores, [{ dialogueId: 7, round: 1 }], 15).map((d) => d.agent)).toEqual(["Cupcake", "Muffin"]);
    // Rounds outside the queue are not its business.
    expect(disagreements(scores, [{ dialogueId: 7, round: 2 }])).toEqual([]);
  });

  it("takes the lead's final over the judges' mean, and says which it is", () => {
    const scores = [score("a", "Muffin", 4, 9), score("b", "Muffin", 11, 10)];
    const items = [{ dialogueId: 7, round: 1, slug: "d", title: "D" }];
    const mean = consensusRecords(items, scores, new Map());
    expect(mean.find((r) => r.dimension === "wisdom")).toMatchObject({ value: 7.5, source: "mean", judges: 2 });
    expect(mean.find((r) => r.dimension === "consistency")).toMatchObject({ value: 9.5, source: "mean" });
    const finals = new Map([["7:1:Muffin", { wisdom: 6, consistency: 9, truth: 10, relationships: 10 }]]);
    const adjudicated = consensusRecords(items, scores, finals);
    expect(adjudicated).toHaveLength(4);
    expect(adjudicated.find((r) => r.dimension === "wisdom")).toMatchObject({ value: 6, source: "adjudicated", judges: 2 });
  });
});
