import { inputFromStored, parseInput, type DocumentInput, type ParsedDialogue } from "@/lib/contract";
import { diffHunks, diffText, type DiffHunk } from "@/lib/diff/line-diff";

/** A stored version as the page has it: its stored form and where it was read from. */
export interface StoredVersion {
  number: number;
  layout: string;
  raw: string;
  path: string;
}

export interface RulingChange {
  id: string;
  label: string;
  /** null: the tension is not in that version. */
  before: string | null;
  after: string | null;
}

export interface VersionDiff {
  from: number;
  to: number;
  roundsAdded: number[];
  roundsRemoved: number[];
  rulings: RulingChange[];
  /** Per file (a directory's path inside it; "" for a single file): the changed lines with context. */
  files: { path: string; change: "changed" | "added" | "removed"; added: number; removed: number; hunks: DiffHunk[] }[];
}

function filesOf(input: DocumentInput): Map<string, string> {
  return input.type === "file" ? new Map([["", input.text]]) : new Map(input.files.map((f) => [f.path, f.content]));
}

function rulings(d: ParsedDialogue): Map<string, { label: string; status: string }> {
  return new Map(d.threads.map((t) => [t.id, { label: t.label, status: t.status }]));
}

/**
 * What changed between two versions of a dialogue, as a reader asks it: rounds added or gone, tensions whose ruling
 * changed (or that appeared or went), and the text diff of each file that changed.
 */
export function compareVersions(a: StoredVersion, b: StoredVersion): VersionDiff {
  const inputA = inputFromStored(a);
  const inputB = inputFromStored(b);
  const [da, db] = [parseInput(inputA).dialogue, parseInput(inputB).dialogue];
  const roundsA = new Set(da.rounds.map((r) => r.number));
  const roundsB = new Set(db.rounds.map((r) => r.number));
  const [ra, rb] = [rulings(da), rulings(db)];
  const ids = [...new Set([...ra.keys(), ...rb.keys()])].sort();
  const changed = ids.flatMap((id): RulingChange[] => {
    const before = ra.get(id)?.status ?? null;
    const after = rb.get(id)?.status ?? null;
    return before === after ? [] : [{ id, label: rb.get(id)?.label || ra.get(id)?.label || "", before, after }];
  });
  const [fa, fb] = [filesOf(inputA), filesOf(inputB)];
  // A single file compared with a directory (its summary joined by its rounds): the file is the directory's summary.
  if (inputA.type === "file" && inputB.type === "directory" && fb.has(inputA.name)) {
    fa.set(inputA.name, inputA.text);
    fa.delete("");
  }
  const paths = [...new Set([...fa.keys(), ...fb.keys()])].sort();
  const files = paths.flatMap((path) => {
    const before = fa.get(path);
    const after = fb.get(path);
    if (before === after) return [];
    const diff = diffText(before ?? "", after ?? "");
    const change = before === undefined ? ("added" as const) : after === undefined ? ("removed" as const) : ("changed" as const);
    return [{ path, change, added: diff.added, removed: diff.removed, hunks: diffHunks(diff) }];
  });
  return {
    from: a.number,
    to: b.number,
    roundsAdded: [...roundsB].filter((r) => !roundsA.has(r)).sort((x, y) => x - y),
    roundsRemoved: [...roundsA].filter((r) => !roundsB.has(r)).sort((x, y) => x - y),
    rulings: changed,
    files,
  };
}
