/**
 * A line diff (Myers' O(ND) shortest edit script) rendered as unified-diff hunks. Bounded: inputs past
 * `DIFF_LIMITS` are refused with a message rather than tying up the server on a response someone pasted a dump into.
 */

export type DiffOp = "context" | "added" | "removed";

export interface DiffLine {
  op: DiffOp;
  text: string;
  /** 1-based line in the old text; null for an added line. */
  oldLine: number | null;
  /** 1-based line in the new text; null for a removed line. */
  newLine: number | null;
}

export interface DiffHunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  lines: DiffLine[];
}

export type LineDiff =
  | { ok: true; identical: boolean; added: number; removed: number; hunks: DiffHunk[] }
  | { ok: false; reason: string };

export interface DiffLimits {
  lines: number;
  edits: number;
  context: number;
}

export const DIFF_LIMITS: DiffLimits = {
  /** Lines on both sides together. */
  lines: 20_000,
  /** Edits (added + removed lines) the search may find before it gives up; the trace grows with their square. */
  edits: 2_000,
  /** Unchanged lines kept around each change. */
  context: 3,
};

/** Splits text into lines; a final newline does not make an empty last line, and "" has no lines. */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** The diff of two texts, line by line, as hunks with `context` unchanged lines around each change. */
export function lineDiff(oldText: string, newText: string, limits: Partial<DiffLimits> = {}): LineDiff {
  const { lines: maxLines, edits: maxEdits, context } = { ...DIFF_LIMITS, ...limits };
  const a = splitLines(oldText);
  const b = splitLines(newText);
  if (a.length + b.length > maxLines) return { ok: false, reason: `Too large to diff here: ${a.length} and ${b.length} lines (the limit is ${maxLines} together).` };
  const script = editScript(a, b, maxEdits);
  if (!script) return { ok: false, reason: `Too different to diff here: more than ${maxEdits} lines added or removed.` };
  const added = script.filter((l) => l.op === "added").length;
  const removed = script.filter((l) => l.op === "removed").length;
  return { ok: true, identical: added + removed === 0, added, removed, hunks: hunksOf(script, context) };
}

/** Every line of both texts in order, each marked context, added or removed; null past `maxEdits`. */
export function editScript(a: string[], b: string[], maxEdits: number = DIFF_LIMITS.edits): DiffLine[] | null {
  // Common head and tail need no search, and in practice are most of two versions of one file.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middle = myers(a.slice(head, a.length - tail), b.slice(head, b.length - tail), maxEdits);
  if (!middle) return null;
  const out: DiffLine[] = [];
  for (let i = 0; i < head; i++) out.push({ op: "context", text: a[i]!, oldLine: i + 1, newLine: i + 1 });
  for (const step of middle) {
    if (step.op === "context") out.push({ op: "context", text: a[head + step.i]!, oldLine: head + step.i + 1, newLine: head + step.j + 1 });
    else if (step.op === "removed") out.push({ op: "removed", text: a[head + step.i]!, oldLine: head + step.i + 1, newLine: null });
    else out.push({ op: "added", text: b[head + step.j]!, oldLine: null, newLine: head + step.j + 1 });
  }
  for (let t = tail; t > 0; t--) {
    const i = a.length - t;
    const j = b.length - t;
    out.push({ op: "context", text: a[i]!, oldLine: i + 1, newLine: j + 1 });
  }
  return out;
}

type Step = { op: DiffOp; i: number; j: number };

/** Myers' greedy forward search, keeping each round's frontier to walk the path back. */
function myers(a: string[], b: string[], maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v: Int32Array = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  if (n === 0 && m === 0) return [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  if (found < 0) return null;
  trace.push(v);
  const steps: Step[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    v = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? k + 1 : k - 1;
    const prevX = v[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) steps.push({ op: "context", i: --x, j: --y });
    if (x === prevX) steps.push({ op: "added", i: x, j: --y });
    else steps.push({ op: "removed", i: --x, j: y });
  }
  while (x > 0 && y > 0) steps.push({ op: "context", i: --x, j: --y });
  return steps.reverse();
}

/** Groups a script into hunks: each change with up to `context` lines either side; hunks closer than that merge. */
function hunksOf(script: DiffLine[], context: number): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let current: DiffLine[] = [];
  let lastChange = -Infinity;
  script.forEach((line, index) => {
    if (line.op === "context") return;
    const from = Math.max(index - context, 0);
    if (current.length > 0 && from <= lastChange + context + 1) {
      for (let i = lastChange + 1; i <= index; i++) current.push(script[i]!);
    } else {
      if (current.length > 0) {
        current.push(...script.slice(lastChange + 1, Math.min(lastChange + 1 + context, script.length)));
        hunks.push(hunkOf(current));
      }
      current = script.slice(from, index + 1);
    }
    lastChange = index;
  });
  if (current.length > 0) {
    current.push(...script.slice(lastChange + 1, Math.min(lastChange + 1 + context, script.length)));
    hunks.push(hunkOf(current));
  }
  return hunks;
}

function hunkOf(lines: DiffLine[]): DiffHunk {
  const olds = lines.filter((l) => l.oldLine !== null);
  const news = lines.filter((l) => l.newLine !== null);
  // A side with no line in the hunk starts where the other side's change sits, as `diff -u` writes `-0,0`.
  const oldStart = olds[0]?.oldLine ?? Math.max((lines.find((l) => l.oldLine === null)?.newLine ?? 1) - 1, 0);
  const newStart = news[0]?.newLine ?? Math.max((lines.find((l) => l.newLine === null)?.oldLine ?? 1) - 1, 0);
  return { oldStart, oldCount: olds.length, newStart, newCount: news.length, lines };
}

/** The hunks as `diff -u` body text (`@@ -a,b +c,d @@` then ` `, `+`, `-` lines), for exports and tests. */
export function unifiedText(hunks: DiffHunk[]): string {
  const sign: Record<DiffOp, string> = { context: " ", added: "+", removed: "-" };
  return hunks.map((h) => [`@@ -${h.oldStart},${h.oldCount} +${h.newStart},${h.newCount} @@`, ...h.lines.map((l) => sign[l.op] + l.text)].join("\n")).join("\n");
}
