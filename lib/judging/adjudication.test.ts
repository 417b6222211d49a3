import { describe, expect, it } from "vitest";
import { consensusRecords, disagreements } from "./adjudication";
import { BUILT_IN_VIEW, GOOPSPEC_RUBRIC, type RubricVersionView } from "./rubric";
import type { CurrentScore, ScoreValues } from "./scores";

const score = (judgeId: string, agent: string, w: number, c = 10, round = 1): CurrentScore & { judgeName: string } => ({
  dialogueId: 7,
  round,
  agent,
  judgeId,
  judgeName: judgeId.toUpperCase(),
  version: 1,
  rubricVersionId: 1,
  values: { wisdom: w, consistency: c, truth: 10, relationships: 10 },
});

const GOOPSPEC: RubricVersionView = { id: 2, rubricId: 2, name: GOOPSPEC_RUBRIC.name, version: 1, kinds: ["goopspec"], dimensions: GOOPSPEC_RUBRIC.dimensions };
const underGoopSpec = (judgeId: string, agent: string, values: ScoreValues) => ({ ...score(judgeId, agent, 0), rubricVersionId: 2, values });

describe("adjudication", () => {
  it("lists units whose judges' range on a dimension passes the threshold share of its scale", () => {
    const scores = [score("a", "Muffin", 4), score("b", "Muffin", 10), score("a", "Cupcake", 8), score("b", "Cupcake", 12), score("a", "Solo", 0)];
    // 0–20 scale: 25 % is 5 points. Muffin's range 6 passes; Cupcake's 4 does not; Solo has one judge.
    const found = disagreements(scores, [{ dialogueId: 7, round: 1 }]);
    expect(found.map((d) => [d.agent, d.flagged, d.ranges.wisdom, d.adjudicable, d.rubric.id])).toEqual([["Muffin", ["wisdom"], 6, true, 1]]);
    expect(found[0]!.judges.map((j) => [j.judgeName, j.values.wisdom])).toEqual([
      ["A", 4],
      ["B", 10],
    ]);
    expect(disagreements(scores, [{ dialogueId: 7, round: 1 }], 15).map((d) => d.agent)).toEqual(["Cupcake", "Muffin"]);
    // Rounds outside the queue are not its business.
    expect(disagreements(scores, [{ dialogueId: 7, round: 2 }])).toEqual([]);
  });

  it("measures the threshold on each dimension's own scale, compares only within a rubric version, and offers no final off the built-in four", () => {
    // On GoopSpec's 0–4 scale a range of 2 is 50 %; on W/C/T/R's 0–20 it would be 10 %.
    const scores = [
      underGoopSpec("a", "Muffin", { completeness: 1, verification: 2, handoff: 2 }),
      underGoopSpec("b", "Muffin", { completeness: 3, verification: 2, handoff: 3 }),
      // One judge under the built-in rubric: not compared with the GoopSpec scores.
      score("c", "Muffin", 20),
    ];
    const versions = new Map([
      [1, BUILT_IN_VIEW],
      [2, GOOPSPEC],
    ]);
    const found = disagreements(scores, [{ dialogueId: 7, round: 1 }], 25, versions);
    expect(found.map((d) => [d.agent, d.rubric.name, d.flagged, d.ranges, d.adjudicable, d.judges.length])).toEqual([
      ["Muffin", GOOPSPEC_RUBRIC.name, ["completeness"], { completeness: 2, verification: 0, handoff: 1 }, false, 2],
    ]);
    // A 1-point range is 25 % of 0–4: not more than the threshold.
    expect(disagreements(scores, [{ dialogueId: 7, round: 1 }], 24, versions)[0]!.flagged).toEqual(["completeness", "handoff"]);
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

  it("gives a unit under another rubric its own dimensions' means, which a W/C/T/R final does not replace", () => {
    const scores = [
      underGoopSpec("a", "Muffin", { completeness: 1, verification: 2, handoff: 2 }),
      underGoopSpec("b", "Muffin", { completeness: 2, verification: 2, handoff: 3 }),
    ];
    const items = [{ dialogueId: 7, round: 1, slug: "d", title: "D" }];
    const finals = new Map([["7:1:Muffin", { wisdom: 6, consistency: 9, truth: 10, relationships: 10 }]]);
    expect(consensusRecords(items, scores, finals).map((r) => [r.dimension, r.value, r.source, r.judges])).toEqual([
      ["completeness", 1.5, "mean", 2],
      ["verification", 2, "mean", 2],
      ["handoff", 2.5, "mean", 2],
    ]);
  });
});
