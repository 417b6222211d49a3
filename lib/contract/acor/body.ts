import { closesFence, fenceOpener } from "../core/fences";
import { codeSpans, stripEmphasis } from "../core/text";

/** A body line with its 1-based number in the file. */
export interface NumberedLine {
  text: string;
  line: number;
}

/** A message body as text lines and fenced blocks. An unclosed fence runs to the end of the body. */
export type Segment =
  { kind: "text"; text: string; line: number } | { kind: "code"; language: string; content: string[]; line: number; closed: boolean; fence: string };

export function segments(lines: readonly NumberedLine[]): Segment[] {
  const out: Segment[] = [];
  let open: Extract<Segment, { kind: "code" }> | null = null;
  for (const l of lines) {
    const trimmed = l.text.trim();
    if (open) {
      if (closesFence(trimmed, open.fence)) {
        open.closed = true;
        open = null;
      } else open.content.push(l.text);
      continue;
    }
    const fence = fenceOpener(trimmed);
    if (fence) {
      open = { kind: "code", language: fenceLanguage(trimmed.slice(fence.length)), content: [], line: l.line, closed: false, fence };
      out.push(open);
    } else out.push({ kind: "text", text: l.text, line: l.line });
  }
  return out;
}

/** The first word of a fence's info string, lower-cased: ```` ```JSON title ```` → `json`. */
function fenceLanguage(info: string): string {
  const s = info.trim();
  let end = 0;
  while (end < s.length && s[end] !== " " && s[end] !== "\t" && s[end] !== "{") end++;
  return s.slice(0, end).toLowerCase();
}

/** `- item`, `* item`, `+ item`, `1. item` → "item"; null when the line is not a list item. */
export function listItem(text: string): string | null {
  const t = text.trimStart();
  if (t.startsWith("- ") || t.startsWith("* ") || t.startsWith("+ ")) return t.slice(2).trim();
  let i = 0;
  while (t[i] !== undefined && t[i]! >= "0" && t[i]! <= "9") i++;
  if (i > 0 && (t[i] === "." || t[i] === ")") && t[i + 1] === " ") return t.slice(i + 2).trim();
  return null;
}

/** The content of the first inline code span, or null. */
export function firstCode(text: string): string | null {
  const spans = codeSpans(text);
  if (spans.length === 0) return null;
  const [a, b] = spans[0]!;
  let run = 0;
  while (text[a + run] === "`") run++;
  return text.slice(a + run, b - run).trim();
}

/** `` `path` - description ``, `path - description`, `path: description`, `path` → path and description. */
export function fileItem(item: string): { path: string; description: string | null } {
  const s = item.trim();
  if (s.startsWith("`")) {
    const spans = codeSpans(s);
    if (spans.length > 0 && spans[0]![0] === 0) {
      const path = firstCode(s) ?? "";
      return { path, description: describe(s.slice(spans[0]![1])) };
    }
  }
  for (const sep of [" - ", " — ", " – ", ": "]) {
    const at = s.indexOf(sep);
    if (at > 0) return { path: stripEmphasis(s.slice(0, at)), description: describe(s.slice(at)) };
  }
  return { path: stripEmphasis(s), description: null };
}

/** The text after a separator (` - `, ` — `, `: `), or null when nothing is left. */
function describe(rest: string): string | null {
  let s = rest.trim();
  for (const sep of ["-", "—", "–", ":"]) if (s.startsWith(sep)) s = s.slice(sep.length).trim();
  return s.length === 0 ? null : s;
}

/** Trims blank lines from both ends. */
export function trimBlank<T extends { text: string }>(lines: T[]): T[] {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a]!.text.trim().length === 0) a++;
  while (b > a && lines[b - 1]!.text.trim().length === 0) b--;
  return lines.slice(a, b);
}
