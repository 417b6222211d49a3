import { closesFence, fenceOpener } from "../core/fences";
import { findMarkersInLine, markerTypeAt } from "./markers";
import { AGENT_EMOJI, JUDGE_EMOJI } from "./symbols";
import { isSeparatorRow, splitRow } from "./tables";
import { isDigit, isDigits } from "../core/text";
import type { AgentHeadingForm, DialogueLine, RoundHeadingForm } from "./types";

/** What classification carries from one line to the next: the open code fence, and the line number. */
export interface LineState {
  fence: string | null;
  line: number;
}

export const INITIAL_STATE: LineState = { fence: null, line: 1 };

/** RFC 0028's classify: one line into exactly one of eight kinds. Total on any string. */
export function classifyLine(text: string, state: LineState = INITIAL_STATE): { line: DialogueLine; state: LineState } {
  // No closures here: this runs once per line, and transpilers wrap every closure to keep its name.
  const line = state.line + 1;
  const trimmed = text.trim();
  if (state.fence !== null) {
    if (closesFence(trimmed, state.fence)) return { line: { kind: "content", text, code: true, fence: "close" }, state: { fence: null, line } };
    return { line: { kind: "content", text, code: true, fence: null }, state: { fence: state.fence, line } };
  }
  const opener = fenceOpener(trimmed);
  if (opener) return { line: { kind: "content", text, code: true, fence: "open" }, state: { fence: opener, line } };
  return { line: classifyOutsideCode(text, trimmed, state.line), state: { fence: null, line } };
}

function classifyOutsideCode(text: string, trimmed: string, lineNumber: number): DialogueLine {
  if (trimmed.startsWith("#")) {
    const heading = readHeading(trimmed);
    if (heading) {
      if (heading.level === 1) return { kind: "heading1", text: heading.text };
      if (heading.level === 2) return readRoundHeading(heading.text) ?? { kind: "section", level: 2, text: heading.text };
      if (heading.level === 3) return readAgentHeading(heading.text) ?? { kind: "section", level: 3, text: heading.text };
    }
  }
  if (trimmed.startsWith("|")) {
    const cells = splitRow(trimmed);
    return { kind: "table-row", cells, separator: isSeparatorRow(cells) };
  }
  if (startsWithMarker(trimmed)) {
    const found = findMarkersInLine(text, { line: lineNumber });
    if (found.markers.length > 0) return { kind: "marker", markers: found.markers };
  }
  const metadata = readMetadata(trimmed);
  if (metadata) return { kind: "metadata", ...metadata };
  return { kind: "content", text, code: false, fence: null };
}

/** `## Text` → level 2, "Text". A `#` run must be followed by a space (or end the line). */
export function readHeading(trimmed: string): { level: number; text: string } | null {
  let level = 0;
  while (trimmed[level] === "#") level++;
  if (level === 0 || level > 6) return null;
  const rest = trimmed.slice(level);
  if (rest.length > 0 && rest[0] !== " " && rest[0] !== "\t") return null;
  return { level, text: rest.trim() };
}

/** A line that opens with a marker, optionally inside bold or a list item. */
function startsWithMarker(trimmed: string): boolean {
  let s = trimmed;
  if (s.startsWith("- ") || s.startsWith("* ") || s.startsWith("+ ")) s = s.slice(2).trimStart();
  if (s.startsWith("**")) s = s.slice(2);
  return s.startsWith("[") && markerTypeAt(s, 1) !== null;
}

/**
 * `Round N`, `Round N: Label`, `Round N (Label)`, `Round N — Label`, or `Label (Round N)`. Anything else
 * (`Round 1 Scoreboard`, Judge headings) is not a round.
 */
export function readRoundHeading(text: string): Extract<DialogueLine, { kind: "round" }> | null {
  if (text.startsWith("Round ")) {
    const rest = text.slice("Round ".length);
    let n = 0;
    while (isDigit(rest[n])) n++;
    if (n === 0) return null;
    const number = Number(rest.slice(0, n));
    const after = rest.slice(n);
    if (after.trim().length === 0) return roundLine(number, "", "bare");
    if (after.startsWith(":")) return roundLine(number, after.slice(1), "canonical");
    if (after.startsWith(" (") && after.trimEnd().endsWith(")")) return roundLine(number, after.trim().slice(1, -1), "parenthesised");
    for (const dash of [" \u2014 ", " -- ", " \u2013 ", " - "]) {
      if (after.startsWith(dash)) return roundLine(number, after.slice(dash.length), "dashed");
    }
    return null;
  }
  if (text.endsWith(")")) {
    const open = text.lastIndexOf("(Round ");
    if (open < 0) return null;
    const digits = text.slice(open + "(Round ".length, -1).trim();
    if (!isDigits(digits)) return null;
    return { kind: "round", number: Number(digits), label: text.slice(0, open).trim(), form: "suffix" };
  }
  return null;
}

function roundLine(number: number, label: string, form: RoundHeadingForm): Extract<DialogueLine, { kind: "round" }> {
  return { kind: "round", number, label: label.trim(), form };
}

/** Splits `Name (Role) → note` into its parts. */
function readAgentName(text: string): { name: string; role: string | null; note: string | null } {
  let rest = text.trim();
  let note: string | null = null;
  const arrow = rest.indexOf("\u2192");
  if (arrow >= 0) {
    note = rest.slice(arrow + 1).trim();
    rest = rest.slice(0, arrow).trim();
  }
  let role: string | null = null;
  const paren = rest.indexOf("(");
  if (paren > 0 && rest.endsWith(")")) {
    role = rest.slice(paren + 1, -1).trim();
    rest = rest.slice(0, paren).trim();
  }
  return { name: rest, role, note };
}

/** `Name 🧁`, `🧁 Name`, `🧁 Name (Role)`, `🧁 Name → …`; `💙 …` or `Judge …` is the Judge's block. */
export function readAgentHeading(text: string): Extract<DialogueLine, { kind: "agent" }> | null {
  const cupcake = text.indexOf(AGENT_EMOJI);
  if (cupcake >= 0) {
    const emojiFirst = cupcake === 0;
    const nameText = emojiFirst ? text.slice(AGENT_EMOJI.length) : text.slice(0, cupcake) + text.slice(cupcake + AGENT_EMOJI.length);
    const { name, role, note } = readAgentName(nameText);
    if (name.length === 0 || name.length > 40) return null;
    const form: AgentHeadingForm = emojiFirst ? "emoji-first" : "name-first";
    return { kind: "agent", name, emoji: AGENT_EMOJI, role, note, form, judge: false };
  }
  if (text.startsWith(JUDGE_EMOJI) || text === "Judge" || text.startsWith("Judge ") || text.startsWith("Judge:")) {
    const note = (text.startsWith(JUDGE_EMOJI) ? text.slice(JUDGE_EMOJI.length) : text).trim();
    return { kind: "agent", name: "Judge", emoji: JUDGE_EMOJI, role: null, note: note.length > 0 ? note : null, form: "judge", judge: true };
  }
  return null;
}

/** `**Key**: Value` (canonical) or `**Key:** Value`. */
export function readMetadata(trimmed: string): { key: string; value: string; form: "canonical" | "colon-inside" } | null {
  if (!trimmed.startsWith("**")) return null;
  const close = trimmed.indexOf("**", 2);
  if (close < 0) return null;
  const inside = trimmed.slice(2, close);
  const after = trimmed.slice(close + 2);
  if (inside.length === 0 || inside.length > 40 || inside.includes("[")) return null;
  if (inside.endsWith(":")) {
    const key = inside.slice(0, -1).trim();
    return key.length > 0 && !key.includes(":") ? { key, value: after.trim(), form: "colon-inside" } : null;
  }
  if (after.startsWith(":") && !inside.includes(":")) return { key: inside.trim(), value: after.slice(1).trim(), form: "canonical" };
  return null;
}
