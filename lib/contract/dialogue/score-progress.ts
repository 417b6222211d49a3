import { parseNumberCell, stripEmphasis } from "../core/text";
import type { RoundProgress } from "./types";
import { classifyLines, type Container } from "./walk";

/**
 * The dialogue's ALIGNMENT after each round, as the Judge wrote it in a line rather than a table. The corpus says it
 * three ways, always on a `Total ALIGNMENT`, `ALIGNMENT Velocity`, `Velocity` or `ALIGNMENT Score` line:
 *
 * - a labelled series: `(R0: 340 → R1: 747)`, `R0 (92) → R1 (+15)` (a signed value is a gain on the round before);
 * - an unlabelled series: `55 → 104 → 153 (+49, +49)`, read only when it has one value a round section;
 * - gains between rounds: `R0→R1: +407, R1→R2: +203`, applied to a round whose value another line gave.
 *
 * A series that ever falls is not ALIGNMENT (which only grows) but the other "velocity", work remaining
 * (`30 → 16 → 4`), and is left alone. Nothing is guessed: a round no line names has no value.
 */

const KEYS = ["total alignment", "alignment velocity", "velocity", "alignment score"];
const ARROW = "→";

interface Step {
  round: number | null;
  value: number;
  gain: boolean;
}

/** `R3` → 3; anything else → null. */
function roundLabel(s: string): number | null {
  const t = s.trim();
  if (t.length < 2 || (t[0] !== "R" && t[0] !== "r")) return null;
  const n = parseNumberCell(t.slice(1));
  return n !== null && Number.isInteger(n) && n >= 0 && !t.slice(1).trim().startsWith("+") ? n : null;
}

/** The text after a score key (`**ALIGNMENT Velocity**: …`), or null when the line has no such key. */
function afterKey(text: string): string | null {
  let s = text.trim();
  if (s.startsWith("- ") || s.startsWith("* ")) s = s.slice(2);
  s = stripEmphasis(s.split("**").join("")).trim();
  const colon = s.indexOf(":");
  if (colon < 0) return null;
  return KEYS.includes(s.slice(0, colon).trim().toLowerCase()) ? s.slice(colon + 1) : null;
}

/** One arrow-separated token: `R1: 747`, `R1 (+15)`, `153`, `153 (+49, +49)`; null for words (`Converged`, `Round 1`). */
function step(token: string): Step | null {
  let s = token.trim();
  // Trailing commentary after the value: `395, plateau reached`, `153 (+49, +49)`.
  let label: number | null = null;
  const colon = s.indexOf(":");
  const paren = s.indexOf("(");
  if (colon > 0 && roundLabel(s.slice(0, colon)) !== null) {
    label = roundLabel(s.slice(0, colon));
    s = s.slice(colon + 1).trim();
  } else if (paren > 0 && roundLabel(s.slice(0, paren)) !== null) {
    label = roundLabel(s.slice(0, paren));
    const close = s.indexOf(")", paren);
    s = s.slice(paren + 1, close < 0 ? undefined : close).trim();
  }
  const cut = [",", " ", "("].map((c) => s.indexOf(c)).filter((i) => i > 0);
  const head = cut.length > 0 ? s.slice(0, Math.min(...cut)) : s;
  const value = parseNumberCell(head);
  if (value === null || head.endsWith("%")) return null;
  return { round: label, value, gain: head.startsWith("+") };
}

/** The series inside a key's text: from its first arrow's run of tokens (`+407 (R0: 340 → R1: 747)` → R0, R1). */
function series(rest: string): Step[] | null {
  if (!rest.includes(ARROW)) return null;
  // The run sits inside the parentheses when the line leads with another figure: `+45 (R0: 99 → … → R4: 395, …)`.
  // Not when the parenthesis holds a labelled value itself: `R0 (92) → R1 (+15)`.
  const open = rest.indexOf("(");
  const close = rest.lastIndexOf(")");
  const leads = open >= 0 && open < rest.indexOf(ARROW) && roundLabel(rest.slice(0, open)) === null;
  const inner = leads ? rest.slice(open + 1, close > open ? close : undefined) : rest;
  const steps: Step[] = [];
  for (const token of inner.split(ARROW)) {
    const s = step(token);
    if (s === null) break;
    steps.push(s);
  }
  return steps.length >= 2 ? steps : null;
}

/** `R0→R1: +407, R1→R2: +203` → gains onto rounds 1 and 2. */
function gains(rest: string): { from: number; to: number; gain: number }[] {
  const out: { from: number; to: number; gain: number }[] = [];
  for (const part of rest.split(",")) {
    const colon = part.indexOf(":");
    const arrow = part.indexOf(ARROW);
    if (colon < 0 || arrow < 0 || arrow > colon) continue;
    const from = roundLabel(part.slice(0, arrow));
    const to = roundLabel(part.slice(arrow + 1, colon));
    const value = step(part.slice(colon + 1));
    if (from !== null && to !== null && value !== null && value.gain) out.push({ from, to, gain: value.value });
  }
  return out;
}

/** Steps with their rounds resolved and gains made absolute; null when the series cannot be placed or ever falls. */
function place(steps: Step[], rounds: number[]): { round: number; value: number }[] | null {
  const labelled = steps.every((s) => s.round !== null);
  if (!labelled && (steps.some((s) => s.round !== null) || steps.length !== rounds.length)) return null;
  const out: { round: number; value: number }[] = [];
  for (const [i, s] of steps.entries()) {
    const before = out.at(-1);
    if (s.gain && !before) return null;
    const value = s.gain ? before!.value + s.value : s.value;
    if (before && (value < before.value || (labelled && s.round! <= before.round))) return null;
    out.push({ round: labelled ? s.round! : rounds[i]!, value });
  }
  return out;
}

/** The ALIGNMENT after each round from the file's own score lines, in round order; empty when no line records it. */
export function readRoundProgress(containers: Container[], rounds: number[]): RoundProgress[] {
  const byRound = new Map<number, RoundProgress>();
  const pending: { from: number; to: number; gain: number; line: number; file?: string }[] = [];
  for (const c of containers) {
    for (const l of classifyLines(c.lines).lines) {
      if ((l.cls.kind === "content" && l.cls.code) || !l.text.includes(ARROW)) continue;
      const rest = afterKey(l.text);
      if (rest === null) continue;
      const where = { line: l.line, ...(l.file ? { file: l.file } : {}) };
      const placed = series(rest);
      const values = placed ? place(placed, rounds) : null;
      if (values) for (const v of values) if (!byRound.has(v.round)) byRound.set(v.round, { round: v.round, alignment: v.value, ...where });
      for (const g of gains(rest)) pending.push({ ...g, ...where });
    }
  }
  // A gain needs the round before it; each one applied can enable the next (R0 → R1 → R2).
  for (let changed = true; changed;) {
    changed = false;
    for (const g of pending) {
      const from = byRound.get(g.from);
      if (!from || byRound.has(g.to)) continue;
      byRound.set(g.to, { round: g.to, alignment: from.alignment + g.gain, line: g.line, ...(g.file ? { file: g.file } : {}) });
      changed = true;
    }
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}
