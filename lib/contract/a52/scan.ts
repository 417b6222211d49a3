/**
 * Recognisers over one trimmed line of an A52 response: tags, fences, headers, list items.
 * Character by character, no regular expressions; each returns null when the line is not what it looks for.
 */
import { CLOSERS, COURSE_TITLES, FILES_TITLES, XML_SECTIONS } from "./symbols";

export function isSpace(ch: string | undefined): boolean {
  return ch === " " || ch === "\t";
}

function isAlnum(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A run of three or more backticks (or tildes) at `from`, with its info string up to `stop` (a `<`) or the end. */
export interface FenceRun {
  ticks: number;
  info: string;
  /** Index just past the info string. */
  end: number;
}

export function readFenceRun(t: string, from = 0): FenceRun | null {
  const ch = t[from];
  if (ch !== "`" && ch !== "~") return null;
  let i = from;
  while (t[i] === ch) i++;
  const ticks = i - from;
  if (ticks < 3) return null;
  let j = i;
  while (j < t.length && t[j] !== "<" && t[j] !== "`") j++;
  return { ticks, info: t.slice(i, j).trim(), end: j };
}

/** A line that is only a fence: ```` ```lang ```` or ```` ``` ```` (```` ``````xml ```` is two fences glued). */
export function readFenceLine(t: string): FenceRun | null {
  return readLoneFence(t, false);
}

/** A fence line, optionally glued after a rule (`***```xml`), as written around blocks. */
export function readLoneFence(t: string, afterRule = true): FenceRun | null {
  let i = 0;
  if (afterRule) while (t[i] === "*" || t[i] === "-" || t[i] === "_") i++;
  const run = readFenceRun(t, i);
  if (!run || run.end !== t.length) return null;
  // An info string with spaces is prose after a fence, not a fence line.
  if (run.info.includes(" ")) return null;
  return run;
}

/** `***`, `---`, `___` (spaces allowed): a thematic break, decoration between blocks. */
export function isRule(t: string): boolean {
  if (t.length < 3) return false;
  const ch = t[0];
  if (ch !== "*" && ch !== "-" && ch !== "_") return false;
  let n = 0;
  for (const c of t) {
    if (c === ch) n++;
    else if (!isSpace(c)) return false;
  }
  return n >= 3;
}

export interface Opener {
  path: string;
  action: string | null;
  selfClosed: boolean;
  /** What follows the tag on its line. */
  rest: string;
}

/** `<file path="…" [action="…"]>` or `… />` at the start of `t`. Attribute values may hold spaces, `&`, `(…)`. */
export function readOpener(t: string): Opener | null {
  if (!t.startsWith("<file") || !isSpace(t[5])) return null;
  const attrs: Record<string, string> = {};
  let i = 5;
  for (;;) {
    while (isSpace(t[i])) i++;
    if (i >= t.length) return null;
    if (t[i] === ">") {
      i++;
      break;
    }
    if (t[i] === "/" && t[i + 1] === ">") {
      return attrs.path ? { path: attrs.path, action: attrs.action ?? null, selfClosed: true, rest: t.slice(i + 2) } : null;
    }
    const nameStart = i;
    while (i < t.length && (isAlnum(t[i]!) || t[i] === "_" || t[i] === "-" || t[i] === ":")) i++;
    if (i === nameStart) return null;
    const name = t.slice(nameStart, i).toLowerCase();
    while (isSpace(t[i])) i++;
    if (t[i] !== "=") return null;
    i++;
    while (isSpace(t[i])) i++;
    const quote = t[i];
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = t.indexOf(quote, i + 1);
      if (close < 0) return null;
      value = t.slice(i + 1, close);
      i = close + 1;
    } else {
      const start = i;
      while (i < t.length && !isSpace(t[i]) && t[i] !== ">") i++;
      value = t.slice(start, i);
    }
    attrs[name] = value;
  }
  const path = (attrs.path ?? "").trim();
  if (!path) return null;
  return { path, action: attrs.action ?? null, selfClosed: false, rest: t.slice(i) };
}

/**
 * A file path as a tag name (`src/main.ts`, `A0. DCE Master Artifact List.md`): no quotes or angle brackets,
 * and a last segment ending in `.ext` (1–10 lower-case letters or digits). `<M7. Flattened Repo>` and `<ts errors>` are not paths.
 */
export function isPathLike(name: string): boolean {
  if (!name || name !== name.trim()) return false;
  const first = name[0]!;
  if (first === "/" || first === "!" || first === "?" || first === "-") return false;
  for (const ch of name) if (ch === "<" || ch === ">" || ch === '"' || ch === "'" || ch === "`" || ch === "=") return false;
  const slash = name.lastIndexOf("/");
  const last = name.slice(slash + 1);
  const dot = last.lastIndexOf(".");
  if (dot < 0) return false;
  const ext = last.slice(dot + 1);
  if (ext.length < 1 || ext.length > 10) return false;
  // Extensions are lower case: `<React.Fragment>` is JSX, not a path.
  for (const ch of ext) if (!isAlnum(ch) || ch !== ch.toLowerCase()) return false;
  return true;
}

/** `<path/to/file.ext>` at the start of `t` (the deprecated block form). */
export function readDeprecatedOpener(t: string): { path: string; rest: string } | null {
  if (t[0] !== "<") return null;
  const end = t.indexOf(">");
  if (end < 2) return null;
  const name = t.slice(1, end);
  if (name.startsWith("file ") || !isPathLike(name)) return null;
  return { path: name, rest: t.slice(end + 1) };
}

export interface Closer {
  /** The canonical closer's name (`file`, `file_artifact`, …), or null for a `</path>` closer. */
  canonical: string | null;
  /** The tag name as written. */
  name: string;
  rest: string;
}

/** `</file>`, `</file_artifact>`, `</file_path>`, `</filepath>` or `</path/to/file.ext>` at the start of `t`. */
export function readCloser(t: string): Closer | null {
  if (t[0] !== "<" || t[1] !== "/") return null;
  const end = t.indexOf(">");
  if (end < 3) return null;
  const name = t.slice(2, end);
  const canonical = CLOSERS[name.toLowerCase()];
  if (canonical) return { canonical, name, rest: t.slice(end + 1) };
  if (isPathLike(name)) return { canonical: null, name, rest: t.slice(end + 1) };
  return null;
}

export type XmlSection = keyof typeof XML_SECTIONS;

/** `<summary>`, `</summary>`, `<course_of_action>`, `</course_of_action>` at the start of `t`. */
export function readXmlSection(t: string): { section: XmlSection; closing: boolean; rest: string } | null {
  if (t[0] !== "<") return null;
  const closing = t[1] === "/";
  const from = closing ? 2 : 1;
  for (const section of Object.keys(XML_SECTIONS) as XmlSection[]) {
    const tag = XML_SECTIONS[section];
    if (t.startsWith(tag, from) && t[from + tag.length] === ">") return { section, closing, rest: t.slice(from + tag.length + 1) };
  }
  return null;
}

export type HeaderSection = "course" | "files";

/** A section header: 1–4 `#` or a wholly bold line, whose title is one of the known spellings. */
export function readHeader(t: string): { section: HeaderSection; title: string } | null {
  let s = t;
  let hashes = 0;
  while (s[hashes] === "#") hashes++;
  if (hashes > 0) {
    if (hashes > 4 || !isSpace(s[hashes])) return null;
    s = s.slice(hashes).trim();
  } else if (!(s.startsWith("**") && s.endsWith("**") && s.length > 4)) {
    return null;
  }
  s = unwrap(s, "**").trim();
  if (s.endsWith(":")) s = s.slice(0, -1).trim();
  s = unwrap(s, "**").trim();
  const title = s.toLowerCase();
  if (COURSE_TITLES.includes(title)) return { section: "course", title: s };
  if (FILES_TITLES.includes(title)) return { section: "files", title: s };
  return null;
}

function unwrap(s: string, mark: string): string {
  let out = s;
  if (out.startsWith(mark)) out = out.slice(mark.length);
  if (out.endsWith(mark)) out = out.slice(0, -mark.length);
  return out;
}

export interface ListItem {
  path: string;
  status: string | null;
  /** Written ``* `path` (Status)`` (a `-` bullet and any spacing allowed). */
  canonical: boolean;
}

/** A files-list item: `*`/`-`/`+` bullet, a path in backticks (or a bare path-like token), then an optional status. */
export function readListItem(t: string): ListItem | null {
  const bullet = t[0];
  if ((bullet !== "*" && bullet !== "-" && bullet !== "+") || !isSpace(t[1])) return null;
  let s = t.slice(1).trim();
  let canonical = true;
  if (s.startsWith("**")) {
    const close = s.indexOf("**", 2);
    if (close > 2) {
      s = s.slice(2, close) + s.slice(close + 2);
      canonical = false;
    }
  }
  let path: string;
  let rest: string;
  if (s[0] === "`") {
    const close = s.indexOf("`", 1);
    if (close < 2) return null;
    path = s.slice(1, close).trim();
    rest = s.slice(close + 1).trim();
  } else {
    let end = 0;
    while (end < s.length && !isSpace(s[end])) end++;
    path = s.slice(0, end);
    rest = s.slice(end).trim();
    if (!isPathLike(path) || path.endsWith(":")) return null;
    canonical = false;
  }
  if (!path) return null;
  let status: string | null = null;
  if (rest.startsWith("(") && rest.endsWith(")")) status = rest.slice(1, -1).trim();
  else if (rest) {
    canonical = false;
    let i = 0;
    while (rest[i] === "-" || rest[i] === "—" || rest[i] === "–" || rest[i] === ":" || isSpace(rest[i])) i++;
    status = rest.slice(i).trim();
  }
  return { path, status: status || null, canonical };
}

/** Paths compare as the schema means them: no backticks or quotes, forward slashes, no leading `./`. */
export function normalisePath(p: string): string {
  let s = p.trim();
  while (s.length && (s[0] === "`" || s[0] === '"' || s[0] === "'")) s = s.slice(1);
  while (s.length && (s.endsWith("`") || s.endsWith('"') || s.endsWith("'"))) s = s.slice(0, -1);
  s = s.trim().split("\\").join("/");
  while (s.startsWith("./")) s = s.slice(2);
  return s;
}
