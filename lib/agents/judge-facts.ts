import { normalise, normalisedOverall, type RubricDimension } from "@/lib/judging/rubric";
import type { CurrentScore } from "@/lib/judging/scores";
import type { AgentFacts, Dimension } from "./leaderboard";

export type JudgeKind = "person" | "model";

/** A judge's current score as the board reads it: whose kind it is decides which board it counts on. */
export interface KindedScore extends CurrentScore {
  judgeKind: JudgeKind;
}

type DimensionsOf = (rubricVersionId: number) => RubricDimension[] | undefined;
type Values = Record<Dimension, number | null>;

/** The board's rubric dimensions, read from rubric keys of the same name; total is the whole score on 0–1. */
const RUBRIC_KEYS = ["wisdom", "consistency", "truth", "relationships"] as const;

/** One score on the 0–1 scale, per board dimension: null where its rubric has no such key (or it left one out). */
function onScale(score: CurrentScore, dimensions: RubricDimension[]): Values {
  const out = { total: normalisedOverall(score.values, dimensions) } as Values;
  for (const key of RUBRIC_KEYS) {
    const dimension = dimensions.find((d) => d.key === key);
    const value = score.values[key];
    out[key] = dimension && value !== undefined ? normalise(value, dimension) : null;
  }
  return out;
}

const meanOf = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/**
 * The board's facts from judges' scores of one kind, shaped as the file's Judge's are: one row per dialogue and agent,
 * each dimension on 0–1 under the score's own rubric version. A round's judges are pooled into their mean first, so a
 * round three people scored weighs no more than a round one person did; the dialogue's value is the mean over rounds.
 * `keep` says which dialogues the board's filter keeps.
 */
export function judgeScoreFacts(scores: KindedScore[], kind: JudgeKind, dimensionsOf: DimensionsOf, keep: (dialogueId: number) => boolean = () => true) {
  // dialogue → agent → round → the round's scores on the scale
  const byUnit = new Map<number, Map<string, Map<number, Values[]>>>();
  for (const s of scores) {
    if (s.judgeKind !== kind || !keep(s.dialogueId)) continue;
    let agents = byUnit.get(s.dialogueId);
    if (!agents) byUnit.set(s.dialogueId, (agents = new Map()));
    let rounds = agents.get(s.agent);
    if (!rounds) agents.set(s.agent, (rounds = new Map()));
    const list = rounds.get(s.round);
    const values = onScale(s, dimensionsOf(s.rubricVersionId) ?? []);
    if (list) list.push(values);
    else rounds.set(s.round, [values]);
  }
  const rows: AgentFacts["scores"] = [];
  for (const [dialogueId, agents] of byUnit) {
    for (const [agent, rounds] of agents) {
      const row = { dialogueId, agent } as AgentFacts["scores"][number];
      for (const d of [...RUBRIC_KEYS, "total"] as const) {
        const perRound = [...rounds.values()].flatMap((judges) => {
          const m = meanOf(judges.flatMap((v) => (v[d] === null ? [] : [v[d]])));
          return m === null ? [] : [m];
        });
        row[d] = meanOf(perRound);
      }
      rows.push(row);
    }
  }
  return rows;
}
