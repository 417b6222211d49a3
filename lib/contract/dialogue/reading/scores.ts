import { headerKey } from "../tables";
import { parseNumberCell, stripEmphasis } from "../../core/text";
import type { ParsedDialogue } from "../types";
import type { Table } from "../walk";
import { evidenceOf, plainText, type ReadLine } from "./judge-text";
import { recordedAgents } from "./rounds";

/** `950+`, `**415**`, `420 points` → the number a score cell or value leads with; null for prose. */
function leadingNumber(s: string): number | null {
  let t = stripEmphasis(s).trim();
  let digits = "";
  if (t.startsWith("+")) t = t.slice(1);
  for (const ch of t) {
    if ((ch < "0" || ch > "9") && ch !== ",") break;
    digits += ch;
  }
  const clean = digits.split(",").join("");
  return clean.length > 0 ? Number(clean) : null;
}

/** The value after `key:` on a plain line (`total alignment: 420 points` → `420 points`), or null. */
function valueOf(text: string, keys: string[]): string | null {
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  return keys.includes(text.slice(0, colon).trim()) ? text.slice(colon + 1).trim() : null;
}

/**
 * The Judge's last stated total: a `Total ALIGNMENT: N` line or a `| Total ALIGNMENT | … | N |` row (its last
 * figure), in document order; agents' own claims do not count. No total written: the sum of the last per-agent
 * table's totals. No score at all: null.
 */
export function readTotal(lines: ReadLine[], tables: Table[]): { total: number | null; evidence: string | null } {
  let found: { total: number; at: ReadLine } | null = null;
  for (const l of lines) {
    if (l.by === "agent") continue;
    const trimmed = l.text.trim();
    if (trimmed.startsWith("|")) {
      const cells = trimmed.split("|").slice(1, -1);
      if (cells.length < 2 || plainText(cells[0]!) !== "total alignment") continue;
      for (let i = cells.length - 1; i >= 1; i--) {
        const v = leadingNumber(cells[i]!);
        if (v !== null) {
          found = { total: v, at: l };
          break;
        }
      }
      continue;
    }
    const value = valueOf(l.plain, ["total alignment"]);
    const v = value === null ? null : leadingNumber(value);
    if (v !== null) found = { total: v, at: l };
  }
  if (found) return { total: found.total, evidence: evidenceOf(found.at) };
  const summed = lastAgentTotals(tables);
  return summed ? { total: summed.sum, evidence: `sum of ${summed.evidence}` } : { total: null, evidence: null };
}

/** The last per-agent table with a total (or score) column: the sum of its rows, where every row has one. */
function lastAgentTotals(tables: Table[], only?: (t: Table) => boolean): { sum: number; evidence: string; table: Table } | null {
  let out: { sum: number; evidence: string; table: Table } | null = null;
  for (const t of tables) {
    if (only && !only(t)) continue;
    const keys = t.header.map(headerKey);
    const at = keys.at(-1) === "total" ? keys.length - 1 : keys.indexOf("score");
    if (at <= 0 || recordedAgents([t]).length === 0) continue;
    const values = t.rows.filter((r) => !plainText(r.cells[0] ?? "").startsWith("total")).map((r) => parseNumberCell(r.cells[at] ?? ""));
    if (values.length === 0 || values.some((v) => v === null)) continue;
    const sum = (values as number[]).reduce((a, b) => a + b, 0);
    if (sum > 0) out = { sum, evidence: evidenceOf(t), table: t };
  }
  return out;
}

/** `Current Round: 2`, `Round: 0 complete` → 2, 0; null otherwise. */
function currentRound(text: string): number | null {
  const value = valueOf(text, ["current round", "round"]);
  if (value === null || value[0] === undefined || value[0] < "0" || value[0] > "9") return null;
  return leadingNumber(value);
}

/** `+35 (from 69)` → [35]; `+210 → +210 (stable)` → [210, 210]; `+412 (baseline)` → [412]; null unless every step is a gain. */
function velocityGains(text: string): number[] | null {
  const value = valueOf(text, ["alignment velocity", "velocity"]);
  if (value === null || !value.startsWith("+")) return null;
  const gains: number[] = [];
  for (const step of value.split("\u2192")) {
    const s = step.trim();
    if (!s.startsWith("+")) return null;
    const v = leadingNumber(s);
    if (v === null) return null;
    gains.push(v);
  }
  return gains;
}

/**
 * A velocity line beside the current round (`Current Round: 2` / `ALIGNMENT Velocity: +35 (from 69)`): the gain of
 * that round, and of the rounds before it when the line lists one gain per round. The cumulative figure (69) cannot
 * be split between the rounds before, so they are left out rather than guessed.
 */
function velocityBesideRound(lines: ReadLine[]): { scores: Record<string, number>; evidence: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.by === "agent") continue;
    const round = currentRound(l.plain);
    if (round === null) continue;
    for (let j = Math.max(0, i - 3); j < Math.min(lines.length, i + 4); j++) {
      if (lines[j]!.file !== l.file) continue;
      const gains = velocityGains(lines[j]!.plain);
      if (!gains || gains.length > round + 1) continue;
      const scores: Record<string, number> = {};
      gains.forEach((g, k) => (scores[String(round - gains.length + 1 + k)] = g));
      return { scores, evidence: `${evidenceOf(l)}, ${evidenceOf(lines[j]!)}` };
    }
  }
  return null;
}

/** `r3` / `round 3` at the start of `s` → [3, rest]; null otherwise. */
function roundAt(s: string): [number, string] | null {
  const t = s.trim();
  const rest = t.startsWith("round ") ? t.slice("round ".length) : t.startsWith("r") ? t.slice(1) : null;
  if (rest === null) return null;
  let digits = "";
  for (const ch of rest) {
    if (ch < "0" || ch > "9") break;
    digits += ch;
  }
  return digits.length > 0 ? [Number(digits), rest.slice(digits.length)] : null;
}

/**
 * Gains written round by round on a score line: `R0→R1 = +112` / `R1→R2: +203` (the later round's gain), and
 * `Total ALIGNMENT: 97 (Round 0: 45, Round 1: +52)` (a signed figure is a gain, an unsigned one the running total).
 */
function roundGainsInLine(text: string): Map<number, { value: number; gain: boolean }> {
  const out = new Map<number, { value: number; gain: boolean }>();
  const pieces = [""];
  for (const ch of text) {
    if (ch === "," || ch === ";" || ch === "(") pieces.push("");
    else pieces[pieces.length - 1] += ch;
  }
  for (const raw of pieces) {
    // The line's own key (`ALIGNMENT Velocity: R0→R1 = +112`) is not a round label.
    const key = raw.indexOf(":");
    const piece = key > 0 && roundAt(raw.slice(0, key)) === null && !raw.slice(0, key).includes("\u2192") ? raw.slice(key + 1) : raw;
    const arrow = piece.indexOf("\u2192");
    const sep = [":", "="].map((c) => piece.indexOf(c, arrow + 1)).filter((i) => i > 0);
    if (sep.length === 0) continue;
    const at = Math.min(...sep);
    const label = arrow >= 0 && arrow < at ? piece.slice(arrow + 1, at) : piece.slice(0, at);
    const round = roundAt(label);
    if (round === null || round[1].trim().length > 0) continue;
    const value = piece.slice(at + 1).trim();
    const n = leadingNumber(value);
    if (n === null) continue;
    out.set(round[0], { value: n, gain: value.startsWith("+") || arrow >= 0 });
  }
  return out;
}

/** Per-round gains from the Judge's score lines (`R0→R1 = +112`, `(Round 0: 45, Round 1: +52)`), in round order. */
function lineGains(lines: ReadLine[]): { scores: Record<string, number>; evidence: string } | null {
  const found = new Map<number, { value: number; gain: boolean; at: ReadLine }>();
  for (const l of lines) {
    if (l.by === "agent") continue;
    const text = l.plain;
    if (!text.includes("alignment") && !text.includes("velocity")) continue;
    for (const [round, v] of roundGainsInLine(text)) found.set(round, { ...v, at: l });
  }
  if (found.size === 0) return null;
  const scores: Record<string, number> = {};
  let total = 0;
  for (const round of [...found.keys()].sort((a, b) => a - b)) {
    const v = found.get(round)!;
    scores[String(round)] = v.gain ? v.value : v.value - total;
    total = v.gain ? total + v.value : v.value;
  }
  return { scores, evidence: evidenceOf([...found.values()][0]!.at) };
}

/** `Velocity Trend: +63 → +87 → +57`: one gain a round, placed on the rounds with content when there are as many. */
function gainSeries(lines: ReadLine[], rounds: number[]): { scores: Record<string, number>; evidence: string } | null {
  for (const l of lines) {
    if (l.by === "agent") continue;
    const text = l.plain;
    const colon = text.indexOf(":");
    if (colon < 0 || !text.slice(0, colon).includes("velocity") || !text.includes("\u2192")) continue;
    const steps = text
      .slice(colon + 1)
      .split("\u2192")
      .map((x) => x.trim());
    if (!steps.every((x) => x.startsWith("+")) || steps.length !== rounds.length) continue;
    const scores: Record<string, number> = {};
    steps.forEach((x, i) => (scores[String(rounds[i])] = leadingNumber(x)!));
    return { scores, evidence: evidenceOf(l) };
  }
  return null;
}

/**
 * The Judge's total written inside each round (a directory's `round-N/scoreboard.md`, a round's own summary): the
 * ALIGNMENT after that round, turned into gains. Only when it never falls (a running total) and two rounds have one.
 */
function roundTotals(lines: ReadLine[]): { scores: Record<string, number>; evidence: string } | null {
  const byRound = new Map<number, { value: number; at: ReadLine }>();
  for (const l of lines) {
    if (l.by !== "judge" || l.round === null) continue;
    const value = valueOf(l.plain, ["total alignment"]);
    const v = value === null ? null : leadingNumber(value);
    if (v !== null) byRound.set(l.round, { value: v, at: l });
  }
  if (byRound.size < 2) return null;
  const scores: Record<string, number> = {};
  let before = 0;
  for (const round of [...byRound.keys()].sort((a, b) => a - b)) {
    const { value } = byRound.get(round)!;
    if (value < before) return null;
    scores[String(round)] = value - before;
    before = value;
  }
  return { scores, evidence: [...byRound.values()].map((x) => evidenceOf(x.at)).join(", ") };
}

/**
 * ALIGNMENT gained in each round, in any form the document states it: a round-metrics table, score lines turned from
 * cumulative into gains, per-round columns of the agents' table, a velocity beside the current round, or the one
 * round whose scoreboard the Judge wrote inside it. Null when no per-round figure is stated.
 */
export function readRoundScores(
  d: ParsedDialogue,
  lines: ReadLine[],
  tables: Table[],
  rounds: number[],
): { scores: Record<string, number> | null; evidence: string | null } {
  const sb = d.scoreboard;
  const metrics = sb.rounds.filter((r) => r.score !== undefined || r.cumulative !== undefined);
  if (metrics.length > 0) {
    const scores: Record<string, number> = {};
    let before = 0;
    for (const r of [...metrics].sort((a, b) => a.round - b.round)) {
      scores[String(r.round)] = r.score ?? r.cumulative! - before;
      before = r.cumulative ?? before + (r.score ?? 0);
    }
    return { scores, evidence: `L${metrics[0]!.line}` };
  }
  if (sb.progress && sb.progress.length > 0) {
    const scores: Record<string, number> = {};
    let before = 0;
    for (const p of sb.progress) {
      scores[String(p.round)] = p.alignment - before;
      before = p.alignment;
    }
    return { scores, evidence: evidenceOf(sb.progress[0]!) };
  }
  const perRound: Record<string, number> = {};
  for (const a of sb.agents) {
    for (const [k, v] of Object.entries(a.rounds ?? {})) {
      const n = Number(k.slice(1));
      if (Number.isInteger(n)) perRound[String(n)] = (perRound[String(n)] ?? 0) + v;
    }
  }
  if (Object.keys(perRound).length > 0) return { scores: perRound, evidence: sb.agents[0] ? evidenceOf(sb.agents[0]) : null };
  const written = lineGains(lines) ?? gainSeries(lines, rounds) ?? roundTotals(lines);
  if (written) return written;
  const velocity = velocityBesideRound(lines);
  if (velocity) return velocity;
  // The only scoreboard sits inside one round: that round's figure.
  const scoredRounds = new Set(tables.filter((t) => lastAgentTotals([t]) !== null).map((t) => t.round));
  const [only] = [...scoredRounds];
  if (scoredRounds.size === 1 && only !== null && only !== undefined) {
    const inRound = lastAgentTotals(tables, (t) => t.round === only);
    if (inRound) return { scores: { [String(only)]: inRound.sum }, evidence: inRound.evidence };
  }
  return { scores: null, evidence: null };
}
