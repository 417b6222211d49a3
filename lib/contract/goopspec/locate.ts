/**
 * Where the envelopes are in a response: every `<goop_report` that starts a line (after indentation), and the
 * fenced code block each sits in. An envelope named inside a sentence or inline code is prose, not an envelope.
 */
import { ENVELOPE } from "./rules";
import { isSpace } from "./scan";

export interface Fence {
  char: string;
  length: number;
  /** Offset of the fence's closing line, or the text's end when it is never closed. */
  closeStart: number;
  closeEnd: number;
}

export interface EnvelopeStart {
  /** Offset of the `<`. */
  offset: number;
  /** Offset of its line's start (the indentation before `<` lies between). */
  lineStart: number;
  fence: Fence | null;
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function splitLines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const nl = text.indexOf("\n", start);
    const end = nl === -1 ? text.length : nl;
    out.push({ start, end, text: text.slice(start, end) });
    if (nl === -1) break;
    start = nl + 1;
  }
  return out;
}

/** A fence line: up to three spaces, then three or more ` or ~. */
export function fenceOf(line: string): { char: string; length: number; info: string } | null {
  let i = 0;
  while (i < 3 && line.charCodeAt(i) === 32) i++;
  const char = line[i];
  if (char !== "`" && char !== "~") return null;
  let j = i;
  while (line[j] === char) j++;
  if (j - i < 3) return null;
  return { char, length: j - i, info: line.slice(j).trim() };
}

function leadingSpace(line: string): number {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  return i;
}

/** Whether the line opens an envelope: `<goop_report` then a space, `>`, `/` or the line's end. */
function opensEnvelope(line: string): number {
  const at = leadingSpace(line);
  if (!line.startsWith(`<${ENVELOPE}`, at)) return -1;
  const after = line.charCodeAt(at + ENVELOPE.length + 1);
  return Number.isNaN(after) || isSpace(after) || after === 62 || after === 47 ? at : -1;
}

export function locateEnvelopes(text: string): EnvelopeStart[] {
  const lines = splitLines(text);
  const found: EnvelopeStart[] = [];
  let open: { char: string; length: number; from: number } | null = null;
  const pending: { index: number; from: number }[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const fence = fenceOf(line.text);
    if (open) {
      if (fence && fence.char === open.char && fence.length >= open.length && fence.info === "") {
        for (const p of pending) found[p.index]!.fence = { char: open.char, length: open.length, closeStart: line.start, closeEnd: line.end };
        pending.length = 0;
        open = null;
        continue;
      }
    } else if (fence) {
      open = { char: fence.char, length: fence.length, from: n };
      continue;
    }
    const at = opensEnvelope(line.text);
    if (at === -1) continue;
    found.push({ offset: line.start + at, lineStart: line.start, fence: null });
    if (open) pending.push({ index: found.length - 1, from: n });
  }
  // An unclosed fence runs to the end of the text.
  for (const p of pending) found[p.index]!.fence = { char: open!.char, length: open!.length, closeStart: text.length, closeEnd: text.length };
  return found;
}

/** The fence line right after `pos` (blank lines allowed between), to skip when checking what follows the envelope. */
export function closingFenceAfter(text: string, pos: number, fence: Fence | null): number {
  if (!fence || fence.closeStart >= text.length) return pos;
  for (let i = pos; i < fence.closeStart; i++) if (!isSpace(text.charCodeAt(i))) return pos;
  return fence.closeEnd;
}
