import type { Viewer } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { type AgentFactsFilter, type AgentFactsRead, getAgentFacts, getAgentGroups, listDialogueIds } from "@/lib/db/agent-facts";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { judgeScoreFacts } from "./judge-facts";
import { agentLeaderboard, type Dimension, type Group, leaderboardFromGroups, type LeaderRow, type ScoreSource } from "./leaderboard";

export interface Leaderboard {
  rows: LeaderRow[];
  dialogueCount: number;
  /** Dialogues with at least one score from the source. */
  scoredDialogues: number;
  sources: string[];
  /** Blind judging keeps some judges' scores from this viewer (judges' boards only; the file's are public). */
  hiddenScores: boolean;
}

function boardOf(facts: AgentFactsRead, by: Group, rankOn: Dimension, hiddenScores: boolean): Leaderboard {
  return {
    rows: agentLeaderboard(facts, by, rankOn),
    dialogueCount: facts.dialogueCount,
    scoredDialogues: new Set(facts.scores.map((s) => s.dialogueId)).size,
    sources: facts.sources,
    hiddenScores,
  };
}

/**
 * The board from people's or model judges' scores, as this viewer may see them. Never cached: what a viewer sees
 * changes with every score and with their own reveals under blind judging, and one viewer's board is not another's.
 */
async function loadJudgedLeaderboard(db: Db, kind: "person" | "model", viewer: Viewer | null, by: Group, rankOn: Dimension, filter: AgentFactsFilter) {
  const [facts, kept, visible] = await Promise.all([
    getAgentFacts(db, filter, { fileScores: false }),
    listDialogueIds(db, filter),
    getVisibleScores(db, { viewer, withModels: true }),
  ]);
  const keep = new Set(kept);
  const scores = judgeScoreFacts(
    visible.current,
    kind,
    (id) => visible.rubrics.get(id)?.dimensions,
    (id) => keep.has(id),
  );
  return boardOf({ ...facts, scores }, by, rankOn, visible.hidden > 0);
}

/**
 * The leaderboard for a grouping, ranked dimension, filter and score source: the file's grouped by the database from
 * the seats each save writes (AgentSeat), judges' scores (which the viewer's blind gates filter) by the pure aggregation.
 * Nothing is kept between views: the seats make the file's board one pass over a few rows a dialogue.
 */
export async function loadLeaderboard(
  db: Db,
  by: Group,
  rankOn: Dimension,
  filter: AgentFactsFilter,
  { scores = "file", viewer = null }: { scores?: ScoreSource; viewer?: Viewer | null } = {},
): Promise<Leaderboard> {
  if (scores !== "file") return loadJudgedLeaderboard(db, scores === "people" ? "person" : "model", viewer, by, rankOn, filter);
  const read = await getAgentGroups(db, by, rankOn, filter);
  return {
    rows: leaderboardFromGroups(read.groups, by, rankOn),
    dialogueCount: read.dialogueCount,
    scoredDialogues: read.scoredDialogues,
    sources: read.sources,
    hiddenScores: false,
  };
}
