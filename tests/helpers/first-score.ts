import type { Db } from "@/lib/db/client";
import { roundAgentsOf, saveJudgeScore } from "@/lib/db/judging";

/** A judge's first score of the first agent of a dialogue's first round with agents, on the built-in rubric. */
export async function saveFirstScore(db: Db, judgeId: string, dialogueId: number, value = 3): Promise<void> {
  const [round, agents] = [...(await roundAgentsOf(db, dialogueId))].find(([, list]) => list.length > 0)!;
  const values = { wisdom: value, consistency: value, truth: value, relationships: value };
  await saveJudgeScore(db, judgeId, { dialogueId, round, agent: agents[0]!, rubricVersionId: 1, values, rationale: null, reason: null, baseVersion: 0 });
}
