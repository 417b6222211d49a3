import type { ConsensusRow } from "@/lib/contract";
import { byUnit, type CurrentScore, DIMENSIONS, groupBy, type ScoreValues, unitKey } from "./scores";

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
 * How the board reads a score and the file: on the common 0–1 scale (each judge's overall under their rubric, the
 * file on its own relative scale), or in points (a judge's total under their rubric; the file's total on its own scale).
 */
export interface BoardScale {
  unit: "0–1" | "points";
  value: (s: CurrentScore) => number | null;
  file: (key: string) => number | null;
}

/**
 * The judges' scoreboard of one dialogue: per round and agent, the file's value, each judge's and their mean; per
 * agent, the same over rounds (in points summed, on the 0–1 scale averaged, so it stays on 0–1).
 */
export function judgeBoard(
  scores: (CurrentScore & { judgeName: string })[],
  scale: BoardScale,
  /** `unitKey:judgeId` of scores edited after their judge's reveal (lib/judging/visibility.ts), to mark them. */
  afterReveal: ReadonlySet<string> = new Set(),
): JudgeBoard {
  const judges = [...new Map(scores.map((s) => [s.judgeId, s.judgeName])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]))
    .map(([id, name], i) => ({ key: `j${i}`, id, name }));
  const rounds: BoardRow[] = [...byUnit(scores).entries()].map(([key, unit]) => {
    const values = unit.flatMap((s) => (scale.value(s) === null ? [] : [scale.value(s)!]));
    return {
      key,
      round: unit[0]!.round,
      agent: unit[0]!.agent,
      file: scale.file(key),
      byJudge: Object.fromEntries(
        judges.map((j) => {
          const s = unit.find((u) => u.judgeId === j.id);
          return [j.key, s ? scale.value(s) : null];
        }),
      ),
      mean: mean(values),
      spread: values.length >= 2 ? Math.max(...values) - Math.min(...values) : null,
      afterReveal: judges.filter((j) => afterReveal.has(`${key}:${j.id}`)).map((j) => j.key),
    };
  });
  const combine = (v: number[]) => (v.length === 0 ? null : scale.unit === "0–1" ? mean(v) : v.reduce((s, x) => s + x, 0));
  const agents = [...new Set(rounds.map((r) => r.agent))];
  const totals: BoardRow[] = agents.map((agent) => {
    const mine = rounds.filter((r) => r.agent === agent);
    const byJudge = Object.fromEntries(
      judges.map((j) => [j.key, combine(mine.map((r) => r.byJudge[j.key]).filter((x): x is number => x !== null && x !== undefined))]),
    );
    return {
      key: agent,
      round: null,
      agent,
      file: combine(mine.map((r) => r.file).filter((x): x is number => x !== null)),
      byJudge,
      mean: combine(mine.map((r) => r.mean).filter((x): x is number => x !== null)),
      spread: null,
      afterReveal: [],
    };
  });
  return { judges, rounds, totals };
}

/**
 * The consensus scoreboard for export, in the file's own W/C/T/R: per agent, each round's mean per dimension over its
 * judges, summed; a round a lead adjudicated counts with the lead's final instead (`finals` by unitKey,
 * lib/db/adjudication.ts). Only scores under a rubric with those four dimensions count; others have no place in it.
 */
export function consensusRows(all: CurrentScore[], finals: ReadonlyMap<string, ScoreValues> = new Map()): { rows: ConsensusRow[]; judgeCount: number } {
  const scores = all.filter((s) => DIMENSIONS.every((d) => s.values[d] !== undefined));
  const rows = [...groupBy(scores, (s) => s.agent).entries()].map(([agent, scored]) => {
    const rounds = groupBy(scored, (s) => s.round);
    const sums = Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Record<(typeof DIMENSIONS)[number], number>;
    const judges = new Set<string>();
    for (const unit of rounds.values()) {
      const final = finals.get(unitKey(unit[0]!.dialogueId, unit[0]!.round, agent));
      for (const d of DIMENSIONS) sums[d] += final?.[d] ?? mean(unit.map((s) => s.values[d]!))!;
      for (const s of unit) judges.add(s.judgeId);
    }
    for (const d of DIMENSIONS) sums[d] = Math.round(sums[d] * 10) / 10;
    const total = Math.round(DIMENSIONS.reduce((t, d) => t + sums[d], 0) * 10) / 10;
    return { agent, ...sums, total, judges: judges.size, rounds: rounds.size } satisfies ConsensusRow;
  });
  return { rows: rows.sort((a, b) => b.total - a.total || a.agent.localeCompare(b.agent)), judgeCount: new Set(scores.map((s) => s.judgeId)).size };
}
