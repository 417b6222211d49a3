import type { ConsensusRow } from "@/lib/contract";
import { byUnit, type CurrentScore, DIMENSIONS, groupBy, measureOf, type ScoreValues, totalOf, unitKey } from "./scores";

export interface JudgeColumn {
  /** Column key in URLs: j0, j1, … by judge name. */
  key: string;
  id: string;
  name: string;
}

export interface BoardRow {
  key: string;
  round: number | null;
  agent: string;
  file: number | null;
  byJudge: Record<string, number | null>;
  mean: number | null;
  /** Largest gap between two judges' totals (rounds view only). */
  spread: number | null;
  /** Judges (column keys) who edited this score after revealing its round (blind judging); rounds view only. */
  afterReveal: string[];
}

export interface JudgeBoard {
  judges: JudgeColumn[];
  rounds: BoardRow[];
  totals: BoardRow[];
}

const mean = (values: number[]) => (values.length > 0 ? values.reduce((s, v) => s + v, 0) / values.length : null);

/**
 * The judges' scoreboard of one dialogue: per round and agent, the file's total, each judge's and their mean; per
 * agent, the same summed over rounds (the mean column is the consensus: each round's mean, summed).
 */
export function judgeBoard(
  scores: (CurrentScore & { judgeName: string })[],
  fileRoundTotals: Map<string, number>,
  fileAgentTotals: Map<string, number>,
  /** `unitKey:judgeId` of scores edited after their judge's reveal (lib/judging/visibility.ts), to mark them. */
  afterReveal: ReadonlySet<string> = new Set(),
): JudgeBoard {
  const judges = [...new Map(scores.map((s) => [s.judgeId, s.judgeName])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]))
    .map(([id, name], i) => ({ key: `j${i}`, id, name }));
  const rounds: BoardRow[] = [...byUnit(scores).entries()].map(([key, unit]) => {
    const totals = unit.map(totalOf);
    return {
      key,
      round: unit[0]!.round,
      agent: unit[0]!.agent,
      file: fileRoundTotals.get(key) ?? null,
      byJudge: Object.fromEntries(
        judges.map((j) => {
          const s = unit.find((u) => u.judgeId === j.id);
          return [j.key, s ? totalOf(s) : null];
        }),
      ),
      mean: mean(totals),
      spread: totals.length >= 2 ? Math.max(...totals) - Math.min(...totals) : null,
      afterReveal: judges.filter((j) => afterReveal.has(`${key}:${j.id}`)).map((j) => j.key),
    };
  });
  const agents = [...new Set(rounds.map((r) => r.agent))];
  const totals: BoardRow[] = agents.map((agent) => {
    const mine = rounds.filter((r) => r.agent === agent);
    const byJudge = Object.fromEntries(
      judges.map((j) => {
        const v = mine.map((r) => r.byJudge[j.key]).filter((x): x is number => x !== null && x !== undefined);
        return [j.key, v.length > 0 ? v.reduce((s, x) => s + x, 0) : null];
      }),
    );
    return {
      key: agent,
      round: null,
      agent,
      file: fileAgentTotals.get(agent) ?? null,
      byJudge,
      mean: mine.reduce((s, r) => s + (r.mean ?? 0), 0),
      spread: null,
      afterReveal: [],
    };
  });
  return { judges, rounds, totals };
}

/**
 * The consensus scoreboard for export: per agent, each round's mean per dimension over its judges, summed; a round a
 * lead adjudicated counts with the lead's final instead (`finals` by unitKey, lib/db/adjudication.ts).
 */
export function consensusRows(scores: CurrentScore[], finals: ReadonlyMap<string, ScoreValues> = new Map()): { rows: ConsensusRow[]; judgeCount: number } {
  const rows = [...groupBy(scores, (s) => s.agent).entries()].map(([agent, scored]) => {
    const rounds = groupBy(scored, (s) => s.round);
    const row: ConsensusRow = { agent, ...(Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as ScoreValues), total: 0, judges: 0, rounds: rounds.size };
    const judges = new Set<string>();
    for (const unit of rounds.values()) {
      const final = finals.get(unitKey(unit[0]!.dialogueId, unit[0]!.round, agent));
      for (const d of DIMENSIONS) row[d] += final ? final[d] : mean(unit.map((s) => measureOf(s, d)))!;
      for (const s of unit) judges.add(s.judgeId);
    }
    for (const d of DIMENSIONS) row[d] = Math.round(row[d] * 10) / 10;
    row.total = Math.round(totalOf(row) * 10) / 10;
    row.judges = judges.size;
    return row;
  });
  return { rows: rows.sort((a, b) => b.total - a.total || a.agent.localeCompare(b.agent)), judgeCount: new Set(scores.map((s) => s.judgeId)).size };
}
