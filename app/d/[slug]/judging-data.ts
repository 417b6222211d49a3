import type { Reader } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { getVisibleScores } from "@/lib/db/visible-scores";

/** A dialogue's human scores as this person may see them, with who is scored in each round. */
export async function loadJudging(dialogueId: number, viewer: Reader | null) {
  const { versions, current, forAgreement, revealed, hidden, hiddenJudges, roundAgents, fileRounds, rubrics } = await getVisibleScores(db(), {
    viewer,
    dialogueId,
  });
  return {
    versions,
    current,
    forAgreement,
    revealed: revealed.get(dialogueId) ?? new Set<number>(),
    hidden,
    hiddenJudges,
    fileRounds,
    rubrics,
    roundAgents: roundAgents.get(dialogueId)!,
  };
}
