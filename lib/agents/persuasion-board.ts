import { proportion, type Proportion } from "./wilson";

/** What the database counts of who moved whom, per agent name in lower case (lib/db/persuasion-facts.ts). */
export interface PersuasionFacts {
  /** Dialogues each agent sat in as a panel member. */
  agents: { key: string; name: string; dialogues: number }[];
  /** Dialogues in which the agent moved, and their moves. */
  moved: { key: string; dialogues: number; count: number }[];
  /** Dialogues in which another agent's move credits the agent, and the credits. */
  moving: { key: string; dialogues: number; count: number }[];
}

export interface PersuasionRow {
  key: string;
  name: string;
  /** Dialogues behind both figures. */
  dialogues: number;
  /** Share of their dialogues in which they moved (changed stance or conceded a tension). */
  moved: Proportion;
  moves: number;
  /** Share of their dialogues in which another agent moved after their argument. */
  movedOthers: Proportion;
  credits: number;
}

export interface PersuasionBoard {
  rows: PersuasionRow[];
  /** Agents left off the list (fewest dialogues). */
  more: number;
  /** Moves across the filter's dialogues. */
  moves: number;
}

/** Fewer dialogues than this and a share says little: the row is marked. */
export const FEW_DIALOGUES = 5;

/**
 * Per agent, how often they move and how often others move after them: shares of the dialogues they sat in (a
 * dialogue counts once however many moves it holds, so the Wilson interval's trials are independent-ish units), with
 * 95 % intervals. Agents with the most dialogues first; at most `limit`.
 */
export function persuasionBoard(facts: PersuasionFacts, limit = 50): PersuasionBoard {
  const moved = new Map(facts.moved.map((m) => [m.key, m]));
  const moving = new Map(facts.moving.map((m) => [m.key, m]));
  const rows = facts.agents
    .filter((a) => a.dialogues > 0)
    .map((a): PersuasionRow => {
      const m = moved.get(a.key);
      const v = moving.get(a.key);
      // A count above the dialogues would mean rows the panel query did not see: never more than all of them.
      return {
        key: a.key,
        name: a.name,
        dialogues: a.dialogues,
        moved: proportion(Math.min(m?.dialogues ?? 0, a.dialogues), a.dialogues),
        moves: m?.count ?? 0,
        movedOthers: proportion(Math.min(v?.dialogues ?? 0, a.dialogues), a.dialogues),
        credits: v?.count ?? 0,
      };
    })
    .sort((x, y) => y.dialogues - x.dialogues || y.moves + y.credits - (x.moves + x.credits) || x.name.localeCompare(y.name));
  return { rows: rows.slice(0, limit), more: Math.max(0, rows.length - limit), moves: facts.moved.reduce((s, m) => s + m.count, 0) };
}
