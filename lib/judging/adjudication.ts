import { BUILT_IN_VIEW, type RubricDimension, type RubricVersionView } from "./rubric";
import { type CurrentScore, DIMENSIONS, groupBy, type ScoreValues, unitKey } from "./scores";

/** Judges disagree on a dimension when their range passes this share of its scale (percent): 5 points on 0–20. */
export const DEFAULT_THRESHOLD_PERCENT = 25;

export interface UnitRef {
  dialogueId: number;
  round: number;
}

export interface Disagreement {
  /** The unit's key (unitKey): what a final is recorded under. */
  key: string;
  dialogueId: number;
  round: number;
  agent: string;
  /** The rubric version these judges scored under: its dimensions are the columns and the final's bounds. */
  rubric: RubricVersionView;
  /** Whether a final can be recorded: the Adjudication table holds the built-in four dimensions only. */
  adjudicable: boolean;
  /** Each judge's current score, by judge name. */
  judges: { judgeId: string; judgeName: string; values: ScoreValues }[];
  /** Largest minus smallest judge value, per dimension key. */
  ranges: ScoreValues;
  /** The dimension keys whose range passes the threshold. */
  flagged: string[];
}

/** The range a dimension's values span, as a share of its own scale (0–1). */
export const rangeShare = (range: number, d: Pick<RubricDimension, "min" | "max">) => range / Math.max(1, d.max - d.min);

/** Whether a version's dimensions are exactly the built-in four, the only ones a final can be stored for. */
export const adjudicable = (dimensions: Pick<RubricDimension, "key">[]) =>
  dimensions.length === DIMENSIONS.length && DIMENSIONS.every((k) => dimensions.some((d) => d.key === k));

/**
 * The units (agent in a round) of the given rounds scored by two judges or more under the same rubric version whose
 * range on some dimension is more than `thresholdPercent` of that dimension's scale, in round then agent order. Scores
 * under different versions are never compared; a version missing from `versions` reads as the built-in one.
 */
export function disagreements<T extends CurrentScore & { judgeName: string }>(
  scores: T[],
  rounds: UnitRef[],
  thresholdPercent = DEFAULT_THRESHOLD_PERCENT,
  versions: ReadonlyMap<number, RubricVersionView> = new Map(),
): Disagreement[] {
  const order = new Map(rounds.map((r, i) => [`${r.dialogueId}:${r.round}`, i]));
  const inRounds = scores.filter((s) => order.has(`${s.dialogueId}:${s.round}`));
  return [...groupBy(inRounds, (s) => `${unitKey(s.dialogueId, s.round, s.agent)}|${s.rubricVersionId}`).values()]
    .filter((unit) => unit.length >= 2)
    .map((unit) => {
      const first = unit[0]!;
      const rubric = versions.get(first.rubricVersionId) ?? BUILT_IN_VIEW;
      const ranges: ScoreValues = {};
      for (const d of rubric.dimensions) {
        const values = unit.flatMap((s) => (s.values[d.key] === undefined ? [] : [s.values[d.key]!]));
        if (values.length > 0) ranges[d.key] = Math.max(...values) - Math.min(...values);
      }
      return {
        key: unitKey(first.dialogueId, first.round, first.agent),
        dialogueId: first.dialogueId,
        round: first.round,
        agent: first.agent,
        rubric,
        adjudicable: adjudicable(rubric.dimensions),
        judges: unit
          .map((s) => ({ judgeId: s.judgeId, judgeName: s.judgeName, values: s.values }))
          .sort((a, b) => a.judgeName.localeCompare(b.judgeName) || a.judgeId.localeCompare(b.judgeId)),
        ranges,
        flagged: rubric.dimensions.filter((d) => ranges[d.key] !== undefined && rangeShare(ranges[d.key]!, d) * 100 > thresholdPercent).map((d) => d.key),
      };
    })
    .filter((d) => d.flagged.length > 0)
    .sort(
      (a, b) =>
        order.get(`${a.dialogueId}:${a.round}`)! - order.get(`${b.dialogueId}:${b.round}`)! || a.agent.localeCompare(b.agent) || a.rubric.id - b.rubric.id,
    );
}

export interface ConsensusRecord {
  document: string;
  title: string;
  round: number;
  agent: string;
  /** A dimension key of the rubric the judges scored under. */
  dimension: string;
  /** The lead's adjudicated final where there is one, else the mean of the judges' current scores (2 decimals). */
  value: number;
  source: "adjudicated" | "mean";
  /** Judges who scored this agent in this round (under this rubric version). */
  judges: number;
}

const mean2 = (values: number[]) => Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100;

/**
 * A queue's consensus as a dataset: one record per item, agent and dimension, in queue order. Judges' scores are
 * averaged per rubric version (never across scales); an adjudicated final (the built-in four) wins over the mean of a
 * version with those dimensions. A unit with neither judges nor a final is left out.
 */
export function consensusRecords(
  items: (UnitRef & { slug: string; title: string })[],
  scores: CurrentScore[],
  finals: ReadonlyMap<string, ScoreValues>,
): ConsensusRecord[] {
  const units = groupBy(scores, (s) => unitKey(s.dialogueId, s.round, s.agent));
  return items.flatMap((item) => {
    const prefix = `${item.dialogueId}:${item.round}:`;
    const agents = [...new Set([...units.keys(), ...finals.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)))].sort();
    return agents.flatMap((agent) => {
      const key = unitKey(item.dialogueId, item.round, agent);
      const final = finals.get(key);
      const record = (dimension: string, value: number, source: ConsensusRecord["source"], judges: number): ConsensusRecord => ({
        document: item.slug,
        title: item.title,
        round: item.round,
        agent,
        dimension,
        value,
        source,
        judges,
      });
      const byVersion = [...groupBy(units.get(key) ?? [], (s) => s.rubricVersionId).entries()].sort(([a], [b]) => a - b);
      if (byVersion.length === 0) return final ? DIMENSIONS.map((d) => record(d, final[d]!, "adjudicated", 0)) : [];
      return byVersion.flatMap(([, unit]) => {
        // Keys in the order the scores were saved with (the version's dimension order), any a later score added after.
        const keys = [...new Set(unit.flatMap((s) => Object.keys(s.values)))];
        const settled = final && adjudicable(keys.map((k) => ({ key: k })));
        return keys.map((d) =>
          settled
            ? record(d, final[d]!, "adjudicated", unit.length)
            : record(d, mean2(unit.flatMap((s) => (s.values[d] === undefined ? [] : [s.values[d]!]))), "mean", unit.length),
        );
      });
    });
  });
}

export const CONSENSUS_COLUMNS = ["document", "title", "round", "agent", "dimension", "value", "source", "judges"] as const;
