import type { Reader } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import {
  fileRoundTotals,
  type JudgedDialogue,
  judgedDialogues,
  judgeScoreVersions,
  type JudgeScoreVersion,
  roundAgentsByDialogue,
  roundRevealsByDialogue,
} from "@/lib/db/judging";
import { rubricVersions } from "@/lib/db/rubrics";
import type { RubricVersionView } from "@/lib/judging/rubric";
import { latestVersions } from "@/lib/judging/scores";
import { agreementScores, visibleAcross } from "@/lib/judging/visibility";

export interface VisibleScores {
  /** Every version this reader may see, oldest first. */
  versions: JudgeScoreVersion[];
  /** The latest of those per (dialogue, round, agent, judge). */
  current: JudgeScoreVersion[];
  /**
   * What agreement and leniency are computed from: `current`, but the last score before a reveal (lib/judging/visibility.ts),
   * and people only unless `withModels` asks for model judges too (they are calibrated against people, not counted as them).
   */
  forAgreement: JudgeScoreVersion[];
  /** The rounds this reader has revealed, by dialogue (blind judging). */
  revealed: Map<number, Set<number>>;
  /** Versions blind judging keeps from this reader. */
  hidden: number;
  /** Judges of whom blind judging keeps every score from this reader (they scored, but nothing of theirs is shown). */
  hiddenJudges: number;
  /** The dialogues scored (or the one asked for), by id. */
  dialogues: Map<number, JudgedDialogue>;
  /** Who is scored in each round, by dialogue then round: of blind dialogues and of the one asked for. */
  roundAgents: Map<number, Map<number, string[]>>;
  /** The file's Judge's per-round totals, by unitKey. */
  fileRounds: Map<string, number>;
  /** The rubric versions the scores were given under, by id: each score is read under its own. */
  rubrics: Map<number, RubricVersionView>;
}

/**
 * The one read of judges' scores: every page and export that shows them calls this, so blind judging is applied in
 * one place. One dialogue, or all of them: a fixed number of queries either way, none per dialogue.
 */
export async function getVisibleScores(
  db: Db,
  { viewer, dialogueId, withModels = false }: { viewer: Reader | null; dialogueId?: number; withModels?: boolean },
): Promise<VisibleScores> {
  const all = await judgeScoreVersions(db, dialogueId);
  const ids = dialogueId === undefined ? [...new Set(all.map((v) => v.dialogueId))] : [dialogueId];
  const [dialogues, fileRounds, rubrics] = await Promise.all([
    judgedDialogues(db, ids),
    fileRoundTotals(db, ids),
    rubricVersions(
      db,
      all.map((v) => v.rubricVersionId),
    ),
  ]);
  // Rounds matter for blind dialogues only (and to the one dialogue asked for, whose judges score by round).
  const roundAgents = await roundAgentsByDialogue(
    db,
    ids.filter((id) => id === dialogueId || dialogues.get(id)?.blindJudging),
  );
  const reveals = await roundRevealsByDialogue(db, ids);
  const revealed = new Map(ids.map((id) => [id, (viewer?.id !== undefined && reveals.get(id)?.get(viewer.id)) || new Set<number>()]));
  const versions = visibleAcross(
    all,
    viewer,
    (id) => dialogues.get(id)?.blindJudging ?? false,
    (id) => revealed.get(id) ?? new Set(),
  );
  const counted = withModels ? versions : versions.filter((v) => v.judgeKind === "person");
  const forAgreement = agreementScores(counted, (id) => dialogues.get(id)?.agreementAfterReveal ?? false);
  const shownJudges = new Set(versions.map((v) => v.judgeId));
  const hiddenJudges = new Set(all.flatMap((v) => (shownJudges.has(v.judgeId) ? [] : [v.judgeId]))).size;
  return {
    versions,
    current: latestVersions(versions),
    forAgreement,
    revealed,
    hidden: all.length - versions.length,
    hiddenJudges,
    dialogues,
    roundAgents,
    fileRounds,
    rubrics,
  };
}
