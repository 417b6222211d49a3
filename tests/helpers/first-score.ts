import type { Db } from "@/lib/db/client";
import { roundAgentsOf, saveJudgeScore } from "@/lib/db/judging";
import { uploadDialogues } from "@/lib/ingest/upload";
import { generatedDialogue } from "./generate";

/** A judge's first score of the first agent of a dialogue's first round with agents, on the built-in rubric. */
export async function saveFirstScore(db: Db, judgeId: string, dialogueId: number, value = 3): Promise<void> {
  const [round, agents] = [...(await roundAgentsOf(db, dialogueId))].find(([, list]) => list.length > 0)!;
  const values = { wisdom: value, consistency: value, truth: value, relationships: value };
  await saveJudgeScore(db, judgeId, { dialogueId, round, agent: agents[0]!, rubricVersionId: 1, values, rationale: null, reason: null, baseVersion: 0 });
}

/** Two generated dialogues uploaded, oldest first, by id and slug. */
export async function uploadTwoDialogues(db: Db): Promise<{ id: number; slug: string }[]> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const up = await uploadDialogues(db, [
    { path: "a.dialogue.md", bytes: encode(generatedDialogue(1)) },
    { path: "b.dialogue.md", bytes: encode(generatedDialogue(2)) },
  ]);
  if (!up.ok) throw new Error(up.error);
  return db.dialogue.findMany({ orderBy: { id: "asc" }, select: { id: true, slug: true } });
}
