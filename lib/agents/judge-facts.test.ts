import { describe, expect, it } from "vitest";
import { BUILT_IN_VIEW, GOOPSPEC_RUBRIC, type RubricDimension } from "@/lib/judging/rubric";
import { judgeScoreFacts, type KindedScore } from "./judge-facts";
import { agentLeaderboard } from "./leaderboard";

// Version 1: the built-in 0–20 rubric; version 2: a 0–5 one of the same keys; version 3: GoopSpec's, none of them.
const dims = (max: number): RubricDimension[] => BUILT_IN_VIEW.dimensions.map((d) => ({ ...d, max, anchors: [] }));
const rubrics = new Map<number, RubricDimension[]>([
  [1, dims(20)],
  [2, dims(5)],
  [3, GOOPSPEC_RUBRIC.dimensions],
]);
const dimensionsOf = (id: number) => rubrics.get(id);

let version = 0;
const score = (over: Partial<KindedScore> & { values: Record<string, number> }): KindedScore => ({
  dialogueId: 1,
  round: 1,
  agent: "Muffin",
  judgeId: "p1",
  judgeKind: "person",
  version: ++version,
  rubricVersionId: 1,
  ...over,
});
const wctr = (w: number, c: number, t: number, r: number) => ({ wisdom: w, consistency: c, truth: t, relationships: r });

describe("judges' scores as the agents board's facts", () => {
  it("puts each score on 0–1 by its own rubric version's bounds", () => {
    const rows = judgeScoreFacts(
      [score({ values: wctr(10, 20, 0, 5) }), score({ judgeId: "p2", rubricVersionId: 2, values: wctr(5, 5, 0, 5) })],
      "person",
      dimensionsOf,
    );
    expect(rows).toHaveLength(1);
    // Wisdom: 10/20 = 0.5 and 5/5 = 1 → 0.75; relationships 0.25 and 1 → 0.625.
    expect(rows[0]).toMatchObject({ dialogueId: 1, agent: "Muffin", wisdom: 0.75, consistency: 1, truth: 0, relationships: 0.625 });
    // Overall: (0.5 + 1 + 0 + 0.25) / 4 = 0.4375 and (1 + 1 + 0 + 1) / 4 = 0.75.
    expect(rows[0]!.total).toBeCloseTo((0.4375 + 0.75) / 2);
  });

  it("pools a round's judges before averaging over rounds, so a busy round weighs as one", () => {
    const rows = judgeScoreFacts(
      [
        score({ round: 1, judgeId: "p1", values: wctr(20, 20, 20, 20) }),
        score({ round: 1, judgeId: "p2", values: wctr(20, 20, 20, 20) }),
        score({ round: 1, judgeId: "p3", values: wctr(20, 20, 20, 20) }),
        score({ round: 2, judgeId: "p1", values: wctr(0, 0, 0, 0) }),
      ],
      "person",
      dimensionsOf,
    );
    // Rounds 1 and 0 → 0.5, not (3 × 1 + 0) / 4 = 0.75.
    expect(rows.map((r) => [r.wisdom, r.total])).toEqual([[0.5, 0.5]]);
  });

  it("leaves a dimension null when the dialogue's rubric has no key of that name, with the overall still counted", () => {
    const rows = judgeScoreFacts([score({ rubricVersionId: 3, values: { completeness: 4, verification: 2, handoff: 0 } })], "person", dimensionsOf);
    expect(rows[0]).toMatchObject({ wisdom: null, consistency: null, truth: null, relationships: null, total: 0.5 });
  });

  it("counts only the asked kind of judge, and only dialogues the filter keeps", () => {
    const scores = [
      score({ dialogueId: 1, judgeId: "p1", values: wctr(4, 4, 4, 4) }),
      score({ dialogueId: 1, judgeId: "m1", judgeKind: "model", values: wctr(16, 16, 16, 16) }),
      score({ dialogueId: 2, judgeId: "m1", judgeKind: "model", values: wctr(20, 20, 20, 20) }),
    ];
    expect(judgeScoreFacts(scores, "person", dimensionsOf).map((r) => [r.dialogueId, r.truth])).toEqual([[1, 0.2]]);
    expect(judgeScoreFacts(scores, "model", dimensionsOf).map((r) => [r.dialogueId, r.truth])).toEqual([
      [1, 0.8],
      [2, 1],
    ]);
    expect(judgeScoreFacts(scores, "model", dimensionsOf, (id) => id === 2).map((r) => r.dialogueId)).toEqual([2]);
  });

  it("feeds the leaderboard unchanged: one value a dialogue, intervals over dialogues", () => {
    const facts = {
      agents: [1, 2].flatMap((dialogueId) => ["Muffin", "Scone"].map((name) => ({ dialogueId, name, role: null }))),
      scores: judgeScoreFacts(
        [
          score({ dialogueId: 1, values: wctr(20, 20, 20, 20) }),
          score({ dialogueId: 2, values: wctr(10, 10, 10, 10) }),
          score({ dialogueId: 1, agent: "Scone", values: wctr(0, 0, 0, 0) }),
        ],
        "person",
        dimensionsOf,
      ),
      moves: [],
    };
    const rows = agentLeaderboard(facts, "name", "total");
    expect(rows.find((r) => r.key === "muffin")!.dims.total).toEqual({ mean: 0.75, n: 2, interval: [0.5, 1] });
    expect(rows.find((r) => r.key === "scone")!.dims.total).toEqual({ mean: 0, n: 1, interval: null });
  });
});
