import { DEFAULT_RUBRIC, type Rubric } from "./rubric";
import { byUnit, type CurrentScore, DIMENSIONS, type ScoreDimension, type ScoreValues, scoreValuesOf, unitKey } from "./scores";

/** Judges disagree on a dimension when their range passes this share of its scale (percent): 5 points on 0–20. */
export const DEFAULT_THRESHOLD_PERCENT = 25;

export interface UnitRef {
  dialogueId: number;
  round: number;
}

export interface Disagreement {
  key: string;
  dialogueId: number;
  round: number;
  agent: string;
  /** Each judge's current score, by judge name. */
  judges: (ScoreValues & { judgeId: string; judgeName: string })[];
  /** Largest minus smallest judge value, per dimension. */
  ranges: ScoreValues;
  /** The dimensions whose range passes the threshold. */
  flagged: ScoreDimension[];
}

/** The range a dimension's values span, as a share of its rubric scale (0–1). */
export const rangeShare = (range: number, d: ScoreDimension, rubric: Rubric = DEFAULT_RUBRIC) => range / Math.max(1, rubric[d].max - rubric[d].min);

/**
 * The units (agent in a round) of the given rounds scored by two judges or more whose range on some dimension is
 * more than `thresholdPercent` of that dimension's scale, in round then agent order.
 */
export function disagreements<T extends CurrentScore & { judgeName: string }>(
  scores: T[],
  rounds: UnitRef[],
  thresholdPercent = DEFAULT_THRESHOLD_PERCENT,
  rubric: Rubric = DEFAULT_RUBRIC,
): Disagreement[] {
  const order = new Map(rounds.map((r, i) => [`${r.dialogueId}:${r.round}`, i]));
  return [...byUnit(scores.filter((s) => order.has(`${s.dialogueId}:${s.round}`))).entries()]
    .filter(([, unit]) => unit.length >= 2)
    .map(([key, unit]) => {
      const ranges = Object.fromEntries(DIMENSIONS.map((d) => [d, Math.max(...unit.map((s) => s[d])) - Math.min(...unit.map((s) => s[d]))])) as ScoreValues;
      return {
        key,
        dialogueId: unit[0]!.dialogueId,
        round: unit[0]!.round,
        agent: unit[0]!.agent,
        judges: unit
          .map((s) => ({ ...scoreValuesOf(s), judgeId: s.judgeId, judgeName: s.judgeName }))
          .sort((a, b) => a.judgeName.localeCompare(b.judgeName) || a.judgeId.localeCompare(b.judgeId)),
        ranges,
        flagged: DIMENSIONS.filter((d) => rangeShare(ranges[d], d, rubric) * 100 > thresholdPercent),
      };
    })
    .filter((d) => d.flagged.length > 0)
    .sort((a, b) => order.get(`${a.dialogueId}:${a.round}`)! - order.get(`${b.dialogueId}:${b.round}`)! || a.agent.localeCompare(b.agent));
}

export interface ConsensusRecord {
  document: string;
  title: string;
  round: number;
  agent: string;
  dimension: ScoreDimension;
  /** The lead's adjudicated final where there is one, else the mean of the judges' current scores (2 decimals). */
  value: number;
  source: "adjudicated" | "mean";
  /** Judges who scored this agent in this round. */
  judges: number;
}

/**
 * A queue's consensus as a dataset: one record per item, agent and dimension, in queue order. An adjudicated final
 * wins over the judges' mean; a unit with neither judges nor a final is left out.
 */
export function consensusRecords(
  items: (UnitRef & { slug: string; title: string })[],
  scores: CurrentScore[],
  finals: Map<string, ScoreValues>,
): ConsensusRecord[] {
  const units = byUnit(scores);
  return items.flatMap((item) => {
    const prefix = `${item.dialogueId}:${item.round}:`;
    const agents = [...new Set([...units.keys(), ...finals.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)))].sort();
    return agents.flatMap((agent) => {
      const key = unitKey(item.dialogueId, item.round, agent);
      const unit = units.get(key) ?? [];
      const final = finals.get(key);
      return DIMENSIONS.map((dimension) => ({
        document: item.slug,
        title: item.title,
        round: item.round,
        agent,
        dimension,
        value: final ? final[dimension] : Math.round((unit.reduce((s, u) => s + u[dimension], 0) / unit.length) * 100) / 100,
        source: final ? ("adjudicated" as const) : ("mean" as const),
        judges: unit.length,
      }));
    });
  });
}

export const CONSENSUS_COLUMNS = ["document", "title", "round", "agent", "dimension", "value", "source", "judges"] as const;
