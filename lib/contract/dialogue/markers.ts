import { closesFence, fenceOpener } from "../core/fences";
import { MARKER_TYPES, PASTRY_NAMES, UNKNOWN_MARKER, type MarkerType } from "./symbols";
import type { Marker, MarkerPosition } from "./types";
import { capitalise, codeSpans, inSpans, isDigit, isDigits, normaliseId, splitLines } from "../core/text";

export interface MarkerContext {
  line: number;
  round?: number | null;
  agent?: string | null;
  file?: string;
}

/** A `[TYPE` opened on a line but never closed there: reported, never counted. */
export interface UnclosedMarker {
  type: MarkerType;
  line: number;
  column: number;
  file?: string;
}

const PASTRY_UPPER = new Set(PASTRY_NAMES.map((n) => n.toUpperCase()));
/** Words between a marker type and its ids (`on T02`, `to Strudel on T01`). */
export const PREPOSITIONS = new Set(["on", "to", "re", "for", "of", "with", "and"]);

/** The marker type spelled at text[at…], when followed by a space, `:` or `]`. */
export function markerTypeAt(text: string, at: number): MarkerType | null {
  for (const type of MARKER_TYPES) {
    if (!text.startsWith(type, at)) continue;
    const next = text[at + type.length];
    if (next === " " || next === ":" || next === "]") return type;
  }
  return null;
}

function isUpper(ch: string | undefined): boolean {
  return ch !== undefined && ch >= "A" && ch <= "Z";
}

/** One upper-case word at text[at…] (letters, `-`, `_`; two or more characters, starting with a letter): its end, or -1. */
function upperWordEnd(text: string, at: number): number {
  if (!isUpper(text[at])) return -1;
  let j = at;
  while (isUpper(text[j]) || text[j] === "-" || text[j] === "_") j++;
  return j - at >= 2 ? j : -1;
}

/**
 * A bracket shaped like a marker whose type the contract does not know: `[` + upper-case words followed by a
 * space, `:` or `]` (`[CONSENSUS REACHED]`, `[OBJECTION: …]`). Returns the type as written, or null.
 */
export function unknownMarkerAt(text: string, at: number): string | null {
  let end = upperWordEnd(text, at);
  if (end < 0) return null;
  for (;;) {
    if (text[end] !== " ") break;
    const next = upperWordEnd(text, end + 1);
    if (next < 0 || !(text[next] === " " || text[next] === ":" || text[next] === "]")) break;
    end = next;
  }
  const after = text[end];
  return after === " " || after === ":" || after === "]" ? text.slice(at, end) : null;
}

function positionOf(text: string, at: number): MarkerPosition {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("#")) return "heading";
  if (trimmed.startsWith("|")) return "table-cell";
  return prefixKind(text, at);
}

/**
 * What precedes a marker, read as `text.slice(0, at)` with `**` removed and trimmed would be: nothing, a bullet, `N.`,
 * or prose. A left-to-right state machine that stops at the first character ruling a list item out, so many markers
 * on one long line stay linear (building the prefix for each made a 240 KB line take seconds).
 */
function prefixKind(text: string, at: number): MarkerPosition {
  type State = "start" | "bullet" | "bullet-end" | "digits" | "dot" | "dot-end";
  let state: State = "start";
  for (let i = 0; i < at; i++) {
    const c = text[i]!;
    if (c === "*" && i + 1 < at && text[i + 1] === "*") {
      i++;
      continue;
    }
    const space = c.trim() === "";
    if (state === "start") {
      if (space) continue;
      if (c === "-" || c === "*" || c === "+") state = "bullet";
      else if (isDigit(c)) state = "digits";
      else return "mid-line";
    } else if (state === "bullet" || state === "bullet-end") {
      if (!space) return "mid-line";
      state = "bullet-end";
    } else if (state === "digits") {
      if (c === ".") state = "dot";
      else if (!isDigit(c)) return "mid-line";
    } else {
      if (!space) return "mid-line";
      state = "dot-end";
    }
  }
  if (state === "start") return "line-start";
  return state === "digits" ? "mid-line" : "list-item";
}

interface IdToken {
  id: string;
  raw: string;
  agent: string | null;
}

/** Reads one id-like token: `T1`, `P01`, `T01-R1`, `T1.1`, `T-NEW`, `R1-T01`, `MUFFIN-T01`. */
export function readIdToken(token: string): IdToken | null {
  let t = token;
  while (t.length > 0 && (t.endsWith(".") || t.endsWith(")") || t.endsWith(";"))) t = t.slice(0, -1);
  while (t.startsWith("(")) t = t.slice(1);
  if (t.length < 2) return null;
  const dash = t.indexOf("-");
  if (dash > 0) {
    const left = t.slice(0, dash);
    if (PASTRY_UPPER.has(left)) {
      const id = readIdToken(t.slice(dash + 1));
      return id ? { id: id.id, raw: t, agent: capitalise(left) } : null;
    }
    if (left[0] === "R" && isDigits(left.slice(1))) {
      const id = readIdToken(t.slice(dash + 1));
      return id ? { ...id, raw: t } : null;
    }
    // T01-R1, P99-M, T-NEW: an id with a suffix, kept as written.
    if (left === "P" || left === "T" || ((left[0] === "P" || left[0] === "T") && normaliseId(left))) return { id: t, raw: t, agent: null };
    return null;
  }
  if (t[0] !== "P" && t[0] !== "T") return null;
  const plain = normaliseId(t);
  if (plain) return { id: plain, raw: t, agent: null };
  // T1.1 and similar: kept as written.
  if (isDigit(t[1])) return { id: t, raw: t, agent: null };
  return null;
}

interface Head {
  ids: IdToken[];
  refAgent: string | null;
  rest: string;
}

/** Reads the ids at the start of a marker's head: lists, prepositions and agent prefixes. */
function readHead(head: string): Head {
  const words = head.split(" ").filter((w) => w.length > 0);
  const ids: IdToken[] = [];
  let refAgent: string | null = null;
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i]!;
    if (PREPOSITIONS.has(word)) continue;
    const pieces = word
      .split("/")
      .flatMap((p) => p.split(","))
      .filter((p) => p.length > 0);
    const read = pieces.map(readIdToken);
    if (read.length > 0 && read.every((r) => r !== null)) {
      for (const r of read) {
        ids.push(r!);
        if (r!.agent && !refAgent) refAgent = r!.agent;
      }
      continue;
    }
    const bare = word.endsWith(",") ? word.slice(0, -1) : word;
    if (PASTRY_UPPER.has(bare)) {
      refAgent ??= capitalise(bare);
      continue;
    }
    if (i > 0 && words[i - 1] === "to" && bare.length > 0 && bare[0]! >= "A" && bare[0]! <= "Z") {
      refAgent ??= bare;
      continue;
    }
    break;
  }
  return { ids, refAgent, rest: words.slice(i).join(" ") };
}

function stripLeadingDashes(s: string): string {
  let out = s.trim();
  for (;;) {
    if (out.startsWith("--")) out = out.slice(2).trim();
    else if (out.startsWith("\u2014") || out.startsWith("\u2013") || out.startsWith("-")) out = out.slice(1).trim();
    else return out;
  }
}

/** Builds a marker from its bracket text (`inner` is what lies between `[` and `]`). */
export function readMarker(
  type: MarkerType,
  inner: string,
  raw: string,
  ctx: MarkerContext,
  position: MarkerPosition,
  offset: number,
  name: string = type,
): Marker {
  const after = inner.slice(name.length);
  const colon = after.indexOf(":");
  const headText = colon >= 0 ? after.slice(0, colon) : after;
  let description = colon >= 0 ? after.slice(colon + 1).trim() : "";
  const head = readHead(headText.trim());
  if (description.length === 0 && head.rest.length > 0) description = stripLeadingDashes(head.rest);
  else if (colon >= 0 && head.rest.length > 0) description = `${stripLeadingDashes(head.rest)}: ${description}`.trim();
  const first = head.ids[0] ?? null;
  return {
    type,
    id: first ? first.id : null,
    rawId: first ? first.raw : null,
    refs: head.ids.map((t) => t.id),
    refAgent: head.refAgent,
    description,
    body: "",
    round: ctx.round ?? null,
    agent: ctx.agent ?? null,
    line: ctx.line,
    ...(ctx.file !== undefined ? { file: ctx.file } : {}),
    position,
    offset,
    raw,
    ...(type === UNKNOWN_MARKER ? { name } : {}),
  };
}

export interface LineMarkers {
  markers: Marker[];
  /** Where each marker's bracket ends, so a body can start after it. */
  ends: number[];
  starts: number[];
  unclosed: UnclosedMarker[];
}

/** Every marker on one line outside inline code, in order; several per line. */
export function findMarkersInLine(text: string, ctx: MarkerContext): LineMarkers {
  const out: LineMarkers = { markers: [], ends: [], starts: [], unclosed: [] };
  if (!text.includes("[")) return out;
  const spans = codeSpans(text);
  let i = text.indexOf("[");
  while (i >= 0) {
    if (inSpans(spans, i)) {
      i = text.indexOf("[", i + 1);
      continue;
    }
    const type = markerTypeAt(text, i + 1);
    const unknown = type ? null : unknownMarkerAt(text, i + 1);
    if (!type && !unknown) {
      i = text.indexOf("[", i + 1);
      continue;
    }
    const close = text.indexOf("]", i);
    if (close < 0) {
      if (type) out.unclosed.push({ type, line: ctx.line, column: i + 1, ...(ctx.file !== undefined ? { file: ctx.file } : {}) });
      break;
    }
    // `[API](…)` and `[REF][1]` are links, not markers.
    if (unknown && (text[close + 1] === "(" || text[close + 1] === "[")) {
      i = text.indexOf("[", close + 1);
      continue;
    }
    const raw = text.slice(i, close + 1);
    out.markers.push(
      type
        ? readMarker(type, text.slice(i + 1, close), raw, ctx, positionOf(text, i), i)
        : readMarker(UNKNOWN_MARKER, text.slice(i + 1, close), raw, ctx, positionOf(text, i), i, unknown!),
    );
    out.starts.push(i);
    out.ends.push(close + 1);
    i = text.indexOf("[", close + 1);
  }
  return out;
}

/** RFC 0028's parse_markers: the markers of one agent's raw output, fenced code skipped. */
export function parseMarkers(agentOutput: string): Marker[] {
  const lines = splitLines(agentOutput);
  const markers: Marker[] = [];
  let fence: string | null = null;
  lines.forEach((text, index) => {
    const trimmed = text.trim();
    const opener = fenceOpener(trimmed);
    if (fence !== null) {
      if (closesFence(trimmed, fence)) fence = null;
      return;
    }
    if (opener) {
      fence = opener;
      return;
    }
    markers.push(...findMarkersInLine(text, { line: index + 1 }).markers);
  });
  return markers;
}
