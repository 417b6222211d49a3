import { cache } from "react";
import type { ParsedDialogue } from "@/lib/contract";
import type { Viewer } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { judgeBoard } from "@/lib/judging/board";
import { unitKey } from "@/lib/judging/scores";
import { judgingSummary } from "@/lib/judging/summary";

/** A dialogue's human scores as this person may see them, with who is scored in each round. */
export async function loadJudging(dialogueId: number, viewer: Viewer | null) {
  const { versions, current, forAgreement, revealed, hidden, roundAgents, fileRounds } = await getVisibleScores(db(), { viewer, dialogueId });
  return {
    versions,
    current,
    forAgreement,
    revealed: revealed.get(dialogueId) ?? new Set<number>(),
    hidden,
    fileRounds,
    roundAgents: roundAgents.get(dialogueId)!,
  };
}

/**
 * The dialogue page's judges: the board beside the file's Judge and the agreement figures. Streamed after the page's
 * own model; `cache` lets the judges section and the export links of one request share the read.
 */
export const loadJudges = cache(async (dialogueId: number, viewer: Viewer | null, dialogue: ParsedDialogue) => {
  const judging = await loadJudging(dialogueId, viewer);
  // The board and agreement are of each judge's scores before their reveal (blind judging), unless an admin says
  // otherwise; a score edited after its judge's reveal is marked either way.
  const board = judgeBoard(
    judging.forAgreement,
    judging.fileRounds,
    new Map(dialogue.scoreboard.agents.flatMap((a) => (a.total !== null ? [[a.agent, a.total] as [string, number]] : []))),
    new Set(judging.current.filter((s) => s.afterReveal).map((s) => `${unitKey(s.dialogueId, s.round, s.agent)}:${s.judgeId}`)),
  );
  const { agreement, leniency } = judgingSummary(judging);
  return { board, agreement, leniency };
});
