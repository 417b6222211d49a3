/**
 * A line diff (Myers' O(ND) algorithm) for comparing one file between two responses. Pure, never throws.
 * Common head and tail lines are matched first; past `maxEdits` differences the middle is reported as one
 * replacement (`minimal: false`) so a pathological pair cannot take quadratic time or memory.
 */

export type DiffKind = "equal" | "insert" | "delete";

export interface DiffLine {
  kind: DiffKind;
  text: string;
  /** 1-based line in the old text; null for an insertion. */
  oldNumber: number | null;
  /** 1-based line in the new text; null for a deletion. */
  newNumber: number | null;
}

export interface LineDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
  /** False when the edit limit was reached and the changed middle is shown as one replacement. */
  minimal: boolean;
}

export interface DiffOptions {
  /** Most differences searched for a minimal diff (default 2,000). */
  maxEdits?: number;
}

/** Lines of a text as the diff sees them: "\n" or "\r\n" separated; the empty text has none. */
export function splitTextLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) if (lines[i]!.endsWith("\r")) lines[i] = lines[i]!.slice(0, -1);
  return lines;
}

export function diffText(oldText: string, newText: string, options: DiffOptions = {}): LineDiff {
  return diffLines(splitTextLines(oldText), splitTextLines(newText), options);
}

export function diffLines(a: readonly string[], b: readonly string[], options: DiffOptions = {}): LineDiff {
  const limit = Math.max(0, options.maxEdits ?? 2000);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const middle = myers(midA, midB, limit);
  const lines: DiffLine[] = [];
  for (let i = 0; i < head; i++) lines.push({ kind: "equal", text: a[i]!, oldNumber: i + 1, newNumber: i + 1 });
  let oldNo = head;
  let newNo = head;
  let added = 0;
  let removed = 0;
  const ops = middle ?? [...midA.map((): DiffKind => "delete"), ...midB.map((): DiffKind => "insert")];
  for (const op of ops) {
    if (op === "equal") {
      lines.push({ kind: "equal", text: a[oldNo]!, oldNumber: ++oldNo, newNumber: ++newNo });
    } else if (op === "delete") {
      lines.push({ kind: "delete", text: a[oldNo]!, oldNumber: ++oldNo, newNumber: null });
      removed++;
    } else {
      lines.push({ kind: "insert", text: b[newNo]!, oldNumber: null, newNumber: ++newNo });
      added++;
    }
  }
  for (let i = 0; i < tail; i++) lines.push({ kind: "equal", text: a[oldNo]!, oldNumber: ++oldNo, newNumber: ++newNo });
  return { lines, added, removed, minimal: middle !== null };
}

/**
 * The shortest edit script from `a` to `b` as a list of operations, or null past `limit` differences.
 * Each round d keeps, for every diagonal k, the furthest x reached with d edits; a snapshot per round lets the
 * script be read back from the end. Snapshots cover diagonals -d-1…d+1 only, so memory is O(D²), not O(D·(N+M)).
 */
function myers(a: readonly string[], b: readonly string[], limit: number): DiffKind[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return [...a.map((): DiffKind => "delete"), ...b.map((): DiffKind => "insert")];
  const max = Math.min(n + m, limit);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], n: number, m: number): DiffKind[] {
  const ops: DiffKind[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const snap = trace[d]!;
    const at = (k: number) => snap[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push("equal");
      x--;
      y--;
    }
    if (d > 0) ops.push(x === prevX ? "insert" : "delete");
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

export interface DiffHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: DiffLine[];
}

/** Changed lines with `context` unchanged lines around them; hunks closer than twice the context merge. */
export function diffHunks(diff: LineDiff, context = 3): DiffHunk[] {
  const changed: number[] = [];
  diff.lines.forEach((l, i) => {
    if (l.kind !== "equal") changed.push(i);
  });
  const hunks: DiffHunk[] = [];
  let i = 0;
  while (i < changed.length) {
    const start = Math.max(0, changed[i]! - context);
    let last = changed[i]!;
    while (i + 1 < changed.length && changed[i + 1]! - last <= 2 * context + 1) last = changed[++i]!;
    const end = Math.min(diff.lines.length, last + context + 1);
    const lines = diff.lines.slice(start, end);
    const firstOld = lines.find((l) => l.oldNumber !== null)?.oldNumber;
    const firstNew = lines.find((l) => l.newNumber !== null)?.newNumber;
    const oldLines = lines.filter((l) => l.kind !== "insert").length;
    const newLines = lines.filter((l) => l.kind !== "delete").length;
    hunks.push({
      // An empty side starts where it would be inserted, as unified diffs say (`-0,0` at the top).
      oldStart: firstOld ?? previousNumber(diff.lines, start, "oldNumber"),
      oldLines,
      newStart: firstNew ?? previousNumber(diff.lines, start, "newNumber"),
      newLines,
      lines,
    });
    i++;
  }
  return hunks;
}

function previousNumber(lines: DiffLine[], before: number, side: "oldNumber" | "newNumber"): number {
  for (let i = before - 1; i >= 0; i--) {
    const n = lines[i]![side];
    if (n !== null) return n;
  }
  return 0;
}
