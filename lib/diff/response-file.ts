import { normaliseA52Path, type A52Document, type A52FileBlock } from "@/lib/contract";
import { diffText, type DiffOptions, type LineDiff } from "./line-diff";

/** How one file differs between two responses (or a response and the previous cycle's pick). */
export type FileChange = "same" | "changed" | "added" | "removed" | "deleted" | "absent";

export interface ResponseFileDiff {
  path: string;
  change: FileChange;
  diff: LineDiff;
}

/** The block a response supplies for a path (normalised); when supplied twice, the later one, as applying would. */
export function blockFor(doc: A52Document | null, path: string): A52FileBlock | null {
  if (!doc) return null;
  const want = normaliseA52Path(path);
  let found: A52FileBlock | null = null;
  for (const b of doc.fileBlocks) if (normaliseA52Path(b.path) === want) found = b;
  return found;
}

const isDeletion = (b: A52FileBlock | null) => (b?.action ?? "").toLowerCase() === "delete";

/**
 * One file between two responses: `older` on the left (another response of the cycle, or the previous cycle's
 * pick), `newer` on the right. A side without the block, or with a deletion block, counts as empty.
 */
export function diffResponseFile(older: A52Document | null, newer: A52Document | null, path: string, options: DiffOptions = {}): ResponseFileDiff {
  const left = blockFor(older, path);
  const right = blockFor(newer, path);
  const leftText = left && !isDeletion(left) ? left.content : "";
  const rightText = right && !isDeletion(right) ? right.content : "";
  const diff = diffText(left && left.lineCount > 0 ? leftText : "", right && right.lineCount > 0 ? rightText : "", options);
  let change: FileChange;
  if (!left && !right) change = "absent";
  else if (isDeletion(right)) change = "deleted";
  else if (!left) change = "added";
  else if (!right) change = "removed";
  else change = diff.added === 0 && diff.removed === 0 ? "same" : "changed";
  return { path: normaliseA52Path(path), change, diff };
}

/** Every path any of the responses supplies, normalised, in first-seen order: the file picker of a cycle. */
export function suppliedPaths(docs: readonly (A52Document | null)[]): string[] {
  const seen = new Set<string>();
  for (const d of docs) for (const b of d?.fileBlocks ?? []) seen.add(normaliseA52Path(b.path));
  return [...seen];
}
