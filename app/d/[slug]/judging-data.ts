import type { Viewer } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { fileRoundTotals, judgeScoreVersions, roundAgentsOf } from "@/lib/db/judging";
import { latestVersions } from "@/lib/judging/scores";
import { visibleScores } from "@/lib/judging/visibility";

/** A dialogue's human scores as this person may see them (blind judging applied), with who is scored in each round. */
export async function loadJudging(dialogueId: number, viewer: Viewer | null, blind: boolean) {
  const [versions, roundAgents, fileRounds] = await Promise.all([judgeScoreVersions(db(), dialogueId), roundAgentsOf(db(), dialogueId), fileRoundTotals(db(), dialogueId)]);
  const visible = visibleScores(versions, viewer, blind, roundAgents);
  return { versions: visible, current: latestVersions(visible), roundAgents, fileRounds, hidden: versions.length - visible.length };
}
