import type { Viewer } from "@/lib/auth/roles";
import { type CurrentScore, groupBy } from "./scores";

type Scored = Pick<CurrentScore, "dialogueId" | "judgeId" | "round" | "agent">;

/** Rounds in which this judge has scored every agent. */
export function completedRounds(judgeId: string, scores: Pick<CurrentScore, "judgeId" | "round" | "agent">[], roundAgents: Map<number, string[]>): Set<number> {
  const mine = new Set(scores.filter((s) => s.judgeId === judgeId).map((s) => `${s.round}:${s.agent}`));
  const done = new Set<number>();
  for (const [round, agents] of roundAgents) if (agents.length > 0 && agents.every((a) => mine.has(`${round}:${a}`))) done.add(round);
  return done;
}

/**
 * Blind judging holds for every reader who has not scored the round: a judge sees other judges' scores for a round
 * only once they have scored every agent in it (their own are always theirs to see); a viewer, or anyone reading
 * signed out when reading is public, has scored nothing and sees none. Admins oversee judging (they can download
 * every version anyway) and see all.
 */
export function visibleScores<T extends Pick<CurrentScore, "judgeId" | "round" | "agent">>(
  scores: T[],
  viewer: Viewer | null,
  blind: boolean,
  roundAgents: Map<number, string[]>,
): T[] {
  if (!blind || viewer?.role === "admin") return scores;
  if (!viewer) return [];
  const done = completedRounds(viewer.id, scores, roundAgents);
  return scores.filter((s) => s.judgeId === viewer.id || done.has(s.round));
}

/** The same rule over scores of many dialogues, each by its own blind switch and rounds. */
export function visibleAcross<T extends Scored>(
  scores: T[],
  viewer: Viewer | null,
  blind: (dialogueId: number) => boolean,
  roundAgents: Map<number, Map<number, string[]>>,
): T[] {
  return [...groupBy(scores, (s) => s.dialogueId).entries()].flatMap(([id, mine]) => visibleScores(mine, viewer, blind(id), roundAgents.get(id) ?? new Map()));
}
