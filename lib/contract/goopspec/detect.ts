/**
 * How strongly a text is a GoopSpec response. An envelope must start a line, be closed, hold the spec's elements and
 * end the text; an envelope quoted inside an A52 `<file>` block, or followed by a long text (a dialogue or document
 * quoting the schema), is not claimed. A mention in prose or inline code never starts a line, so it scores nothing.
 */
import { closingFenceAfter, fenceOf, locateEnvelopes } from "./locate";
import { ENVELOPE } from "./rules";

/** Elements whose start tags (with a `version` on the envelope) show it is the real thing, not a bare tag. */
const SIGNS = ["<status>", "<agent>", "<summary>", "<handoff>", "<state>"];
/** Lines that belong to other formats; a text holding them only quotes an envelope. */
const FOREIGN_LINES = ["# Alignment Dialogue", "## Alignment Scoreboard", "## Round ", "## Status:", "## Progress:", "## Input Needed", "## AI Directive"];
/** More non-blank lines than this after the envelope: the envelope is quoted, not a response's ending. */
const TRAILING_LIMIT = 3;

function insideFileBlock(text: string, offset: number): boolean {
  const open = text.lastIndexOf("\n<file path=", offset);
  const start = text.startsWith("<file path=") ? 0 : open;
  if (start === -1) return false;
  const closed = text.indexOf("</file>", start);
  return closed === -1 || closed > offset;
}

function nonBlankLines(s: string): number {
  let n = 0;
  for (const line of s.split("\n")) if (line.trim() !== "" && !fenceOf(line)) n++;
  return n;
}

export function detectGoopspec(text: string): number {
  const starts = locateEnvelopes(text);
  const last = starts[starts.length - 1];
  if (!last) return 0;
  const close = text.indexOf(`</${ENVELOPE}>`, last.offset);
  const end = close === -1 ? (last.fence ? last.fence.closeStart : text.length) : close;
  const body = text.slice(last.offset, end);
  const versioned = body.startsWith(`<${ENVELOPE} version=`) ? 1 : 0;
  const signs = SIGNS.filter((s) => body.indexOf(s) !== -1).length + versioned;
  if (signs < 2) return 0.2;
  if (insideFileBlock(text, last.offset)) return 0.2;
  const trailing = close === -1 ? 0 : nonBlankLines(text.slice(closingFenceAfter(text, close + ENVELOPE.length + 3, last.fence)));
  const lines = text.split("\n");
  if (lines.some((l) => FOREIGN_LINES.some((f) => l.startsWith(f)))) return 0.3;
  if (trailing > TRAILING_LIMIT) return 0.35;
  return close === -1 ? 0.7 : trailing > 0 ? 0.85 : 0.95;
}
