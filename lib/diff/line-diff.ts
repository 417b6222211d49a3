import { diffArrays } from "diff";

/**
 * A line diff for comparing one file between two responses, on the `diff` library's Myers diff. Pure, never throws.
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
  const middle = editScript(midA, midB, limit);
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

/** The shortest edit script from `a` to `b` as a list of operations, or null past `limit` differences. */
function editScript(a: readonly string[], b: readonly string[], limit: number): DiffKind[] | null {
  if (a.length === 0 || b.length === 0) return [...a.map((): DiffKind => "delete"), ...b.map((): DiffKind => "insert")];
  const changes = diffArrays([...a], [...b], { maxEditLength: limit });
  if (!changes) return null;
  return changes.flatMap((change) => Array<DiffKind>(change.count ?? change.value.length).fill(change.added ? "insert" : change.removed ? "delete" : "equal"));
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
