/**
 * A tolerant tag scanner for one `<goop_report>` envelope: characters in, a tree of elements and text out.
 * Not an XML parser: it never rejects, it records what is not well-formed as issues and carries on, because the
 * envelopes agents and authors write are often not XML (`<` in attributes, `...` elisions, unclosed tags).
 */
import { CHILD_ORDER, TEXT_ELEMENTS } from "./rules";

/** Every element name the spec uses. */
const KNOWN: ReadonlySet<string> = new Set([...Object.keys(CHILD_ORDER), ...Object.values(CHILD_ORDER).flat(), "wave", "task"]);

export interface ScanAttribute {
  name: string;
  /** Entities decoded; null for a bare attribute (`...`, `disabled`). */
  value: string | null;
  /** As written between the quotes. */
  raw: string | null;
  line: number;
}

export interface ScanElement {
  type: "element";
  name: string;
  attributes: ScanAttribute[];
  children: ScanNode[];
  /** For text elements: the content as written between the tags (entities not decoded); null otherwise. */
  content: string | null;
  start: number;
  /** End of the start tag. */
  tagEnd: number;
  end: number;
  line: number;
  closed: boolean;
}

export interface ScanText {
  type: "text" | "comment";
  raw: string;
  start: number;
  end: number;
  line: number;
}

export type ScanNode = ScanElement | ScanText;

/** `unescaped`: a `<` or bare `&` inside a quoted attribute value; `stray-lt`: a `<` in text that starts no tag. */
export type ScanProblem = "unclosed" | "stray-end" | "unquoted" | "unescaped" | "stray-lt" | "bad-tag";

export interface ScanIssue {
  problem: ScanProblem;
  name: string;
  /** Offset in the text. */
  at: number;
}

/** Offsets to 1-based line numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;
export const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
export const isNameStart = (c: number) => isLetter(c) || c === 95;
const isNameChar = (c: number) => isNameStart(c) || isDigit(c) || c === 45 || c === 46 || c === 58;

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

function readName(text: string, pos: number, limit: number): number {
  let i = pos;
  if (i < limit && isNameStart(text.charCodeAt(i))) i++;
  else return pos;
  while (i < limit && isNameChar(text.charCodeAt(i))) i++;
  return i;
}

const ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** The entity at `pos` (which holds `&`): its text and length, or null when it is a bare `&`. */
function entityAt(s: string, pos: number): { text: string; length: number } | null {
  // Look only a few characters ahead: a text full of bare `&` must not be searched to its end for each one.
  const near = s.slice(pos + 1, pos + 12).indexOf(";");
  if (near === -1) return null;
  const semi = pos + 1 + near;
  const body = s.slice(pos + 1, semi);
  const named = ENTITIES[body];
  if (named !== undefined) return { text: named, length: semi - pos + 1 };
  if (body.startsWith("#")) {
    const hex = body.startsWith("#x") || body.startsWith("#X");
    const digits = body.slice(hex ? 2 : 1);
    if (digits.length === 0) return null;
    for (let i = 0; i < digits.length; i++) {
      const c = digits.charCodeAt(i);
      if (!(isDigit(c) || (hex && ((c >= 65 && c <= 70) || (c >= 97 && c <= 102))))) return null;
    }
    const code = Number.parseInt(digits, hex ? 16 : 10);
    if (!(code > 0 && code <= 0x10ffff)) return null;
    return { text: String.fromCodePoint(code), length: semi - pos + 1 };
  }
  return null;
}

/** Decodes the five XML entities and numeric references in one pass; a bare `&` stays as it is. */
export function decodeEntities(s: string): string {
  if (s.indexOf("&") === -1) return s;
  let out = "";
  let i = 0;
  while (i < s.length) {
    const amp = s.indexOf("&", i);
    if (amp === -1) break;
    out += s.slice(i, amp);
    const entity = entityAt(s, amp);
    out += entity ? entity.text : "&";
    i = amp + (entity ? entity.length : 1);
  }
  return out + s.slice(i);
}

/** Whether raw XML text holds a `<` or an `&` that starts no entity. */
export function hasUnescaped(raw: string): boolean {
  if (raw.indexOf("<") !== -1) return true;
  for (let i = raw.indexOf("&"); i !== -1; i = raw.indexOf("&", i + 1)) if (!entityAt(raw, i)) return true;
  return false;
}

export const escapeText = (s: string) => s.split("&").join("&amp;").split("<").join("&lt;");
export const escapeAttribute = (s: string) => escapeText(s).split('"').join("&quot;");

/** The end of a bare run from `pos` (an unquoted value, or what is not a name): up to a space, `<`, `>` or `/>`. */
function bareEnd(text: string, pos: number, limit: number): number {
  let j = pos;
  while (
    j < limit &&
    !isSpace(text.charCodeAt(j)) &&
    text.charCodeAt(j) !== 62 &&
    text.charCodeAt(j) !== 60 &&
    !(text.charCodeAt(j) === 47 && text.charCodeAt(j + 1) === 62)
  )
    j++;
  return j;
}

function lineEnd(text: string, pos: number, limit: number): number {
  const nl = text.indexOf("\n", pos);
  return nl === -1 || nl > limit ? limit : nl;
}

interface Tag {
  name: string;
  attributes: ScanAttribute[];
  selfClosing: boolean;
  end: number;
}

/** Reads a start tag at `pos` (a `<`); null when no name follows, so the `<` is text. */
function readTag(text: string, pos: number, limit: number, lines: LineIndex, issues: ScanIssue[]): Tag | null {
  const nameEnd = readName(text, pos + 1, limit);
  if (nameEnd === pos + 1) return null;
  const name = text.slice(pos + 1, nameEnd);
  const attributes: ScanAttribute[] = [];
  let i = nameEnd;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 62) return { name, attributes, selfClosing: false, end: i + 1 }; // >
    if (c === 47 && text.charCodeAt(i + 1) === 62) return { name, attributes, selfClosing: true, end: i + 2 }; // />
    if (c === 60) break; // a new tag starts: this one never ended
    const line = lines.lineAt(i);
    const at = i;
    const attrEnd = readName(text, i, limit);
    if (attrEnd === i) {
      // Not a name (`...`, `,`): keep the run as a bare attribute so nothing is lost.
      const j = bareEnd(text, i, limit);
      attributes.push({ name: text.slice(i, j), value: null, raw: null, line });
      issues.push({ problem: "bad-tag", name, at });
      i = j;
      continue;
    }
    const attrName = text.slice(i, attrEnd);
    let j = attrEnd;
    while (j < limit && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 61) {
      // no `=`: a bare attribute
      attributes.push({ name: attrName, value: null, raw: null, line });
      issues.push({ problem: "bad-tag", name, at });
      i = attrEnd;
      continue;
    }
    j++;
    while (j < limit && isSpace(text.charCodeAt(j))) j++;
    const q = text.charCodeAt(j);
    if (q === 34 || q === 39) {
      const eol = lineEnd(text, j + 1, limit);
      let close = text.indexOf(q === 34 ? '"' : "'", j + 1);
      if (close === -1 || close > eol) {
        // An unterminated quote ends at the tag's `>` on its line, or the line's end.
        const gt = text.indexOf(">", j + 1);
        close = gt !== -1 && gt < eol ? gt : eol;
        issues.push({ problem: "unquoted", name, at });
        const raw = text.slice(j + 1, close);
        attributes.push({ name: attrName, value: decodeEntities(raw), raw, line });
        i = close;
        continue;
      }
      const raw = text.slice(j + 1, close);
      if (hasUnescaped(raw)) issues.push({ problem: "unescaped", name, at });
      attributes.push({ name: attrName, value: decodeEntities(raw), raw, line });
      i = close + 1;
      continue;
    }
    const k = bareEnd(text, j, limit);
    const raw = text.slice(j, k);
    attributes.push({ name: attrName, value: decodeEntities(raw), raw, line });
    issues.push({ problem: "unquoted", name, at });
    i = k;
  }
  issues.push({ problem: "bad-tag", name, at: pos });
  return { name, attributes, selfClosing: false, end: i };
}

/** The offset of `</name>` (with optional spaces before `>`) from `from`, before `limit`; -1 when absent. */
function findEndTag(text: string, name: string, from: number, limit: number): { start: number; end: number } | null {
  const needle = `</${name}`;
  for (let at = text.indexOf(needle, from); at !== -1 && at < limit; at = text.indexOf(needle, at + 1)) {
    let j = at + needle.length;
    while (j < limit && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) === 62) return { start: at, end: j + 1 };
  }
  return null;
}

/** Envelopes nest four deep; past this a start tag is read as text, so a pasted tag soup cannot nest without end. */
const MAX_DEPTH = 32;

export interface ScanResult {
  root: ScanElement;
  issues: ScanIssue[];
}

/**
 * Scans the element whose start tag begins at `start` (a `<`), reading no further than `limit`.
 * Text elements (`TEXT_ELEMENTS`) are read raw up to their end tag; everything else nests.
 */
export function scanElement(text: string, start: number, limit: number, lines: LineIndex): ScanResult {
  const issues: ScanIssue[] = [];
  const tag = readTag(text, start, limit, lines, issues);
  const root: ScanElement = {
    type: "element",
    name: tag?.name ?? "",
    attributes: tag?.attributes ?? [],
    children: [],
    content: null,
    start,
    tagEnd: tag?.end ?? start + 1,
    end: tag?.end ?? start + 1,
    line: lines.lineAt(start),
    closed: tag?.selfClosing ?? false,
  };
  if (!tag || tag.selfClosing) return { root, issues };
  const rootEnd = findEndTag(text, root.name, tag.end, limit);
  // A text element inside may not run past the envelope's own end.
  const textLimit = rootEnd ? rootEnd.start : limit;
  const stack: ScanElement[] = [root];
  let pos = tag.end;
  const pushText = (type: "text" | "comment", from: number, to: number) => {
    stack[stack.length - 1]!.children.push({ type, raw: text.slice(from, to), start: from, end: to, line: lines.lineAt(from) });
  };
  while (pos < limit && stack.length > 0) {
    const lt = text.indexOf("<", pos);
    const stop = lt === -1 || lt >= limit ? limit : lt;
    if (stop > pos) pushText("text", pos, stop);
    if (stop >= limit) {
      pos = limit;
      break;
    }
    pos = stop;
    const next = text.charCodeAt(pos + 1);
    if (next === 47) {
      // </
      const nameEnd = readName(text, pos + 2, limit);
      const name = text.slice(pos + 2, nameEnd);
      let j = nameEnd;
      while (j < limit && isSpace(text.charCodeAt(j))) j++;
      const end = text.charCodeAt(j) === 62 ? j + 1 : j;
      let open = -1;
      for (let s = stack.length - 1; s >= 0; s--)
        if (stack[s]!.name === name) {
          open = s;
          break;
        }
      if (name === "" || open === -1) {
        issues.push({ problem: "stray-end", name, at: pos });
        pushText("text", pos, Math.max(end, pos + 2));
        pos = Math.max(end, pos + 2);
        continue;
      }
      for (let s = stack.length - 1; s > open; s--) closeUnclosed(stack[s]!, stack[s - 1]!, issues);
      const element = stack[open]!;
      element.end = end;
      element.closed = true;
      stack.length = open;
      pos = end;
      continue;
    }
    if (next === 33 || next === 63) {
      // <! or <?
      const long = text.startsWith("<!--", pos);
      const close = long ? text.indexOf("-->", pos + 4) : text.indexOf(">", pos + 2);
      const end = close === -1 ? -1 : close + (long ? 3 : 1);
      // A comment that never ends (before the envelope's end, or its line for `<!x>`) is text with a stray `<`.
      if (end !== -1 && end <= textLimit && (long || end <= lineEnd(text, pos, limit) + 1)) {
        pushText("comment", pos, end);
        pos = end;
        continue;
      }
    }
    const child = stack.length < MAX_DEPTH ? readTag(text, pos, limit, lines, issues) : null;
    if (!child) {
      issues.push({ problem: "stray-lt", name: stack[stack.length - 1]!.name, at: pos });
      pushText("text", pos, pos + 1);
      pos += 1;
      continue;
    }
    const element: ScanElement = {
      type: "element",
      name: child.name,
      attributes: child.attributes,
      children: [],
      content: null,
      start: pos,
      tagEnd: child.end,
      end: child.end,
      line: lines.lineAt(pos),
      closed: child.selfClosing,
    };
    stack[stack.length - 1]!.children.push(element);
    if (child.selfClosing) {
      if (TEXT_ELEMENTS.has(child.name)) element.content = "";
      pos = child.end;
      continue;
    }
    if (TEXT_ELEMENTS.has(child.name)) {
      const close = child.end <= textLimit ? findEndTag(text, child.name, child.end, textLimit) : null;
      if (close) {
        element.content = text.slice(child.end, close.start);
        element.end = close.end;
        element.closed = true;
      } else {
        const eol = lineEnd(text, child.end, Math.max(child.end, textLimit));
        element.content = text.slice(child.end, eol);
        element.end = eol;
        issues.push({ problem: "unclosed", name: child.name, at: element.start });
      }
      pos = element.end;
      continue;
    }
    stack.push(element);
    pos = child.end;
  }
  for (let s = stack.length - 1; s > 0; s--) closeUnclosed(stack[s]!, stack[s - 1]!, issues);
  if (stack.length > 0) {
    root.end = pos;
    issues.push({ problem: "unclosed", name: root.name, at: root.start });
  }
  return { root, issues };
}

/**
 * An element never closed ends before the first child that cannot belong to it, and that child and what follows move
 * up to its parent, so one unclosed `<evidence>` does not swallow the `<handoff>` after it, while an unclosed
 * `<commits>` keeps its `<commit>`s.
 */
function closeUnclosed(element: ScanElement, parent: ScanElement, issues: ScanIssue[]) {
  issues.push({ problem: "unclosed", name: element.name, at: element.start });
  const allowed: readonly string[] | undefined = (CHILD_ORDER as Record<string, readonly string[]>)[element.name];
  const belongs = (name: string) => (allowed ? allowed.includes(name) : !KNOWN.has(name));
  const cut = element.children.findIndex((c) => c.type === "element" && !belongs(c.name));
  if (cut === -1) {
    element.end = element.children[element.children.length - 1]?.end ?? element.tagEnd;
    return;
  }
  const moved = element.children.splice(cut);
  element.end = moved[0]!.start;
  const at = parent.children.indexOf(element);
  // concat, not splice(…, ...moved): spreading a hundred thousand nodes as arguments overflows the call stack.
  parent.children = parent.children.slice(0, at + 1).concat(moved, parent.children.slice(at + 1));
}
