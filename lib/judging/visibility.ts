import type { Viewer } from "@/lib/auth/roles";
import type { CurrentScore } from "./scores";

/** Rounds in which this judge has scored every agent. */
export function completedRounds(judgeId: string, scores: Pick<CurrentScore, "judgeId" | "round" | "agent">[], roundAgents: Map<number, string[]>): Set<number> {
  const mine = new Set(scores.filter((s) => s.judgeId === judgeId).map((s) => `${s.round}:${s.agent}`));
  const done = new Set<number>();
  for (const [round, agents] of roundAgents) if (agents.length > 0 && agents.every((a) => mine.has(`${round}:${a}`))) done.add(round);
  return done;
}

/**
 * Blind judging binds the judge role: a judge sees other judges' scores for a round only once they have scored every
 * agent in it; their own are always theirs to see. Admins oversee judging (they can download every version anyway),
 * and viewers do not score, so both see everything.
 */
export function visibleScores<T extends Pick<CurrentScore, "judgeId" | "round" | "agent">>(scores: T[], viewer: Viewer | null, blind: boolean, roundAgents: Map<number, string[]>): T[] {
  if (!blind || viewer?.role !== "judge") return scores;
  const done = completedRounds(viewer.id, scores, roundAgents);
  return scores.filter((s) => s.judgeId === viewer.id || done.has(s.round));
}
