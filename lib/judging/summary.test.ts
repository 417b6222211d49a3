import { describe, expect, it } from "vitest";
import { agreementGroups, disagreements } from "./agreement";
import { BUILT_IN_VIEW } from "./rubric";
import type { CurrentScore } from "./scores";
import { judgingSummary } from "./summary";

const score = (judgeId: string, dialogueId: number, round: number, w: number): CurrentScore => ({
  dialogueId,
  round,
  agent: "Muffin",
  judgeId,
  version: 1,
  rubricVersionId: BUILT_IN_VIEW.id,
  values: { wisdom: w, consistency: w, truth: w + 1, relationships: 2 },
});

// Dialogue 1 round 1: judges agree closely; dialogue 1 round 2 and dialogue 2 round 1: they are far apart.
const forAgreement = [score("a", 1, 1, 3), score("b", 1, 1, 4), score("a", 1, 2, 1), score("b", 1, 2, 9), score("a", 2, 1, 8), score("b", 2, 1, 2)];
const rubrics = new Map([[BUILT_IN_VIEW.id, BUILT_IN_VIEW]]);
const versions = [
  { judgeId: "a", judgeName: "Ada" },
  { judgeId: "b", judgeName: "Bo" },
];

describe("judgingSummary: the figures of every agreement view", () => {
  it("gives agreement by rubric version, names, and the widest disagreements only when asked", () => {
    const summary = judgingSummary({ forAgreement, rubrics, versions });
    expect(summary.agreement).toEqual(agreementGroups(forAgreement, rubrics, false));
    expect(summary.agreement).toHaveLength(1);
    expect(summary.names).toEqual(
      new Map([
        ["a", "Ada"],
        ["b", "Bo"],
      ]),
    );
    expect(summary.worst).toEqual([]);
    const two = judgingSummary({ forAgreement, rubrics, versions }, { worst: 2 }).worst;
    expect(two).toEqual(disagreements(forAgreement).slice(0, 2));
    expect(two.map((d) => [d.dialogueId, d.round])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("narrows to a queue's rounds, and pools on the 0–1 scale when asked", () => {
    const inQueue = forAgreement.filter((s) => s.dialogueId === 1 && s.round === 1);
    const summary = judgingSummary({ forAgreement, rubrics, versions }, { rounds: new Set(["1:1"]) });
    expect(summary.agreement).toEqual(agreementGroups(inQueue, rubrics, false));
    expect(judgingSummary({ forAgreement, rubrics, versions }, { pool: true }).agreement[0]!.scale).toBe("0–1");
  });
});
