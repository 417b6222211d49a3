/** Small structural string helpers shared by the classifier, marker reader and tables. No regular expressions. */

export function splitLines(text: string): string[] {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.endsWith("\r")) lines[i] = l.slice(0, -1);
  }
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

export function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= "0" && ch <= "9";
}

/** The last segment of a `/`-separated path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (const ch of s) if (!isDigit(ch)) return false;
  return true;
}

/**
 * Half-open [start, end) ranges of inline code spans (backtick runs closed by a run of the same length). Linear: each
 * run's closer is the next run of its length, found through one cursor per length, so unclosed runs of many lengths
 * do not rescan the line (they made a 5 MB line take minutes).
 */
export function codeSpans(text: string): [number, number][] {
  const starts: number[] = [];
  const lengths: number[] = [];
  for (let i = text.indexOf("`"); i >= 0;) {
    let run = 0;
    while (text[i + run] === "`") run++;
    starts.push(i);
    lengths.push(run);
    i = text.indexOf("`", i + run);
  }
  const byLength = new Map<number, number[]>();
  lengths.forEach((run, k) => {
    const list = byLength.get(run);
    if (list) list.push(k);
    else byLength.set(run, [k]);
  });
  const cursor = new Map<number, number>();
  const spans: [number, number][] = [];
  let k = 0;
  while (k < starts.length) {
    const run = lengths[k]!;
    const list = byLength.get(run)!;
    let c = cursor.get(run) ?? 0;
    while (c < list.length && list[c]! <= k) c++;
    cursor.set(run, c);
    if (c === list.length) {
      k++;
      continue;
    }
    const close = list[c]!;
    spans.push([starts[k]!, starts[close]! + run]);
    k = close + 1;
  }
  return spans;
}

/** Whether index falls in one of the sorted, disjoint spans (binary search: markers call it once per `[`). */
export function inSpans(spans: [number, number][], index: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = spans[mid]!;
    if (index < a) hi = mid - 1;
    else if (index >= b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Removes markdown bold/italic asterisks and underscores used as emphasis around a cell or key. */
export function stripEmphasis(s: string): string {
  if (!s.includes("**") && !s.includes("__")) return s.trim();
  return s.split("**").join("").split("__").join("").trim();
}

const DECORATION = ["\u{1F9C1}", "\u{1F499}", "\u2705", "\u2713", "\u2714", "\u274C", "\u26A0", "\uFE0F", "\u2B50", "\u{1F7E2}", "\u{1F534}", "\u{1F7E1}"];

/** Removes the agent/judge emoji and status check marks. */
export function stripDecoration(s: string): string {
  let plain = true;
  for (let i = 0; i < s.length && plain; i++) if (s.charCodeAt(i) > 0x2000) plain = false;
  if (plain) return s.trim();
  let out = s;
  for (const d of DECORATION) out = out.split(d).join("");
  return out.trim();
}

/** `P1` → `P01`, `t3` → `T03`; null unless the shape is one letter and digits. */
export function normaliseId(raw: string): string | null {
  if (raw.length < 2) return null;
  const head = raw[0]!.toUpperCase();
  const digits = raw.slice(1);
  if (head < "A" || head > "Z" || !isDigits(digits)) return null;
  return head + (digits.length < 2 ? digits.padStart(2, "0") : digits);
}

/** A score cell: `**12**`, `+3`, `85%`, `0.7`, ` 45`; null for `—`, `-`, empty or prose. */
export function parseNumberCell(cell: string): number | null {
  let s = stripEmphasis(cell).trim();
  if (s.startsWith("+")) s = s.slice(1);
  if (s.endsWith("%")) s = s.slice(0, -1);
  s = s.trim();
  if (s.length === 0) return null;
  let dot = false;
  let i = 0;
  if (s[0] === "-") i = 1;
  if (i === s.length) return null;
  for (; i < s.length; i++) {
    const ch = s[i];
    if (ch === "." && !dot) {
      dot = true;
      continue;
    }
    if (!isDigit(ch)) return null;
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** The first unsigned integer in s, or null. */
export function firstInteger(s: string): number | null {
  let i = 0;
  while (i < s.length && !isDigit(s[i])) i++;
  if (i === s.length) return null;
  let j = i;
  while (j < s.length && isDigit(s[j])) j++;
  return Number(s.slice(i, j));
}

/** `2026-03-11T1341Z-jira-cloud-integration-for-blue` → `Jira Cloud Integration For Blue`. */
export function titleFromSlug(slug: string): string {
  let s = slug;
  const t = s.indexOf("Z-");
  if (t > 0 && t <= 16 && isDigit(s[0])) s = s.slice(t + 2);
  let base = s;
  for (const suffix of [".dialogue.recorded.md", ".dialogue.md", ".md"]) {
    if (base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length);
      break;
    }
  }
  return base
    .split("-")
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

export function capitalise(name: string): string {
  return name.length === 0 ? name : name[0]!.toUpperCase() + name.slice(1).toLowerCase();
}
