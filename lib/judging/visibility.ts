import type { Reader } from "@/lib/auth/roles";
import { type CurrentScore, groupBy, latestVersions } from "./scores";

type Scored = Pick<CurrentScore, "dialogueId" | "judgeId" | "round" | "agent">;

/** Rounds in which this judge has scored every agent. */
export function completedRounds(judgeId: string, scores: Pick<CurrentScore, "judgeId" | "round" | "agent">[], roundAgents: Map<number, string[]>): Set<number> {
  const mine = new Set(scores.filter((s) => s.judgeId === judgeId).map((s) => `${s.round}:${s.agent}`));
  const done = new Set<number>();
  for (const [round, agents] of roundAgents) if (agents.length > 0 && agents.every((a) => mine.has(`${round}:${a}`))) done.add(round);
  return done;
}

/**
 * Blind judging holds for every reader who has not said they are done with the round: a judge sees other judges'
 * scores for a round only once they have revealed it ("I am done with this round", after scoring every agent; see
 * lib/db/judging.ts revealRound), never by merely saving scores, placeholders included; their own are always theirs to
 * see. A viewer, or anyone reading signed out when reading is public, has revealed nothing and sees none. Admins
 * oversee judging (they can download every version anyway) and see all.
 */
export function visibleScores<T extends Pick<CurrentScore, "judgeId" | "round">>(
  scores: T[],
  viewer: Reader | null,
  blind: boolean,
  revealed: ReadonlySet<number>,
): T[] {
  if (!blind || viewer?.role === "admin") return scores;
  if (!viewer) return [];
  return scores.filter((s) => s.judgeId === viewer.id || revealed.has(s.round));
}

/** The same rule over scores of many dialogues, each by its own blind switch and the viewer's reveals in it. */
export function visibleAcross<T extends Scored>(
  scores: T[],
  viewer: Reader | null,
  blind: (dialogueId: number) => boolean,
  revealed: (dialogueId: number) => ReadonlySet<number>,
): T[] {
  return [...groupBy(scores, (s) => s.dialogueId).entries()].flatMap(([id, mine]) => visibleScores(mine, viewer, blind(id), revealed(id)));
}

/**
 * The scores agreement is computed from: each judge's latest score per agent and round, except that under blind
 * judging an edit made after its judge's reveal does not count (the judge had seen the others), so the last score
 * before the reveal stands, unless an admin has said the dialogue's agreement counts such edits.
 */
export function agreementScores<T extends CurrentScore & { afterReveal: boolean }>(versions: T[], countsAfterReveal: (dialogueId: number) => boolean): T[] {
  return latestVersions(versions.filter((v) => !v.afterReveal || countsAfterReveal(v.dialogueId)));
}
