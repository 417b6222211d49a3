import type { Marker, MarkerType } from "./types";

/**
 * Where an agent stands, from the markers that say so: `[MOVE:CONVERGE]` (the move's own word), `[CONVERGENCE
 * PROPOSAL]`, `[CONVERGENCE CONFIRMED]`, `[DISSENT]`. The state at a round, the round diffs and the audit read
 * positions through these two functions only.
 */

/** Markers that record a position by their type alone, with the position each records. */
const POSITION_MARKERS: Partial<Record<MarkerType, string>> = {
  "CONVERGENCE PROPOSAL": "proposes convergence",
  "CONVERGENCE CONFIRMED": "convergence confirmed",
  "DESIGN CONVERGENCE CONFIRMED": "convergence confirmed",
  DISSENT: "dissent",
  "MINORITY VERDICT": "dissent",
};

/** The MOVE marker's own word (`[MOVE:CONVERGE]` → `converge`), or the position a marker type records; null for other markers. */
export function positionOf(m: Marker): string | null {
  const fixed = POSITION_MARKERS[m.type];
  if (fixed) return fixed;
  if (m.type !== "MOVE") return null;
  let word = "";
  for (const ch of m.description.trim()) {
    if (ch === " " || ch === ":" || ch === "," || ch === ";" || ch === "—" || ch === "(") break;
    word += ch;
  }
  return word.length > 0 ? word.toLowerCase() : "move";
}

/** A position's side: every way of converging is one stance, every way of dissenting another; other moves are their own word. */
export type Stance = "converge" | "dissent" | (string & {});

const CONVERGING = ["converge", "convergence", "proposes convergence", "convergence confirmed", "agree", "accept", "support"];
const DISSENTING = ["dissent", "object", "oppose", "reject", "block", "diverge"];

/** The side a position is on (`proposes convergence` and `converge` are one side), so a change of side can be told from a change of words. */
export function stanceOf(position: string): Stance {
  if (CONVERGING.includes(position)) return "converge";
  if (DISSENTING.includes(position)) return "dissent";
  return position;
}
