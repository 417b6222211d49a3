import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { DIALOGUE_FILE_SUFFIXES, isTimestampSlug, roundSegmentNumber, type DirectoryFile, type DocumentInput } from "@/lib/contract";
import { AppError } from "@/lib/errors";
import { decodeMarkdown } from "./decode";
import { listFiles } from "./disk";

/** A file's text, refused as import refuses it (too large, binary, not UTF-8); an empty file reads as empty. */
function readText(path: string): string {
  const decoded = decodeMarkdown(readFileSync(path));
  if (decoded.ok) return decoded.text;
  const refusal = decoded.diagnostics[0]!;
  if (refusal.code === "empty-file") return "";
  throw new AppError("input-invalid", `${path}: ${refusal.message}`);
}

/** Reads PATH into the contract's input: a file, or a directory read whole as one round-scoped dialogue. */
export function readInput(path: string): DocumentInput {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new AppError("not-found", `${path}: no such file or directory`);
  }
  const name = basename(path);
  if (stat.isDirectory()) {
    const root = resolve(path);
    const files: DirectoryFile[] = listFiles(root, root).map((rel) => ({ path: rel, content: readText(join(root, rel)) }));
    return { type: "directory", name, files };
  }
  return { type: "file", name, text: readText(path) };
}

/**
 * Where a dialogue's two sources (a round-scoped directory and its same-slug recorded summary) are looked for together:
 * the repository holding `path` (nearest ancestor with `.git`), else the folder holding its outermost dot-folder
 * (`.blue/…`), else only the folder the path lies in. Bounded so a stray path never walks a whole disk.
 */
export function pairingRoot(path: string): string {
  const full = resolve(path);
  let dotParent: string | null = null;
  for (let at = dirname(full); ; at = dirname(at)) {
    if (existsSync(join(at, ".git"))) return at;
    if (basename(at).startsWith(".") && basename(at).length > 1) dotParent = dirname(at);
    if (dirname(at) === at) break;
  }
  return dotParent ?? dirname(full);
}

/** The slug a recorded summary shares with its directory (`<slug>.dialogue.recorded.md` → `<slug>`), or null. */
function recordedSlug(name: string): string | null {
  const suffix = DIALOGUE_FILE_SUFFIXES.find((s) => name.endsWith(s));
  return suffix && isTimestampSlug(name.slice(0, -suffix.length)) ? name.slice(0, -suffix.length) : null;
}

/**
 * Reads PATH as import reads it: a round-scoped directory together with its recorded summary (found anywhere under
 * the pairing root), and a recorded summary whose directory exists as that directory with the summary in it.
 * `path` is the dialogue's primary path (the directory) either way.
 */
export function readDialogueInput(path: string): { input: DocumentInput; path: string; alsoFrom: string[] } {
  const input = readInput(path);
  const slug = input.type === "directory" ? (isTimestampSlug(input.name) ? input.name : null) : recordedSlug(input.name);
  if (slug === null) return { input, path, alsoFrom: [] };
  const root = pairingRoot(path);
  const own = resolve(path);
  let found: string[];
  try {
    found = listFiles(root, root, (p) => {
      const parts = p.split("/");
      if (input.type === "directory") return parts.at(-1) !== undefined && recordedSlug(parts.at(-1)!) === slug && !join(root, p).startsWith(own + "/");
      const at = parts.indexOf(slug);
      return at >= 0 && at < parts.length - 1 && roundSegmentNumber(parts[at + 1]!) !== null;
    });
  } catch {
    // A folder that changed while it was walked: the dialogue is read from the path alone.
    return { input, path, alsoFrom: [] };
  }
  if (input.type === "directory") {
    const recorded = found.filter((p) => p.endsWith(DIALOGUE_FILE_SUFFIXES[0]));
    const pick = recorded[0] ?? found[0];
    if (!pick || input.files.some((f) => f.path === basename(pick))) return { input, path, alsoFrom: [] };
    const files = [...input.files, { path: basename(pick), content: readText(join(root, pick)) }];
    return { input: { ...input, files }, path, alsoFrom: [join(root, pick)] };
  }
  const first = found[0];
  if (!first) return { input, path, alsoFrom: [] };
  const parts = first.split("/");
  const dir = join(root, ...parts.slice(0, parts.indexOf(slug) + 1));
  const dirInput = readInput(dir);
  if (dirInput.type !== "directory" || dirInput.files.some((f) => f.path === input.name)) return { input, path, alsoFrom: [] };
  const text = input.type === "file" ? input.text : "";
  return { input: { ...dirInput, files: [...dirInput.files, { path: input.name, content: text }] }, path: dir, alsoFrom: [resolve(path)] };
}
