import type { DocumentInput } from "./input";
import { DIALOGUE_FILE_SUFFIXES } from "./symbols";
import { baseName } from "../core/text";
import type { DirectoryFile } from "./types";

/**
 * A document's identity, whatever way and order it arrives in. A Blue dialogue is named by its timestamp-slug
 * (`2026-03-11T1341Z-jira-cloud-integration-for-blue`): the round-scoped directory and its recorded summary share
 * it, so both are one dialogue. Other kinds name theirs in their projection (`logicalKey`). A document whose name
 * carries no identity (`notes.dialogue.md`, an ACOR run without a session id) has none: it is the same document
 * only as the same path of the same source, or as the same content.
 */
export type LogicalKey = string;

/** `2026-03-11T1341Z-jira…`: a name that starts with Blue's timestamp (`YYYY-MM-DDTHHMMZ-`, minutes or seconds). */
export function isTimestampSlug(name: string): boolean {
  const z = name.indexOf("Z-");
  return z >= 13 && z <= 16 && name[4] === "-" && name[7] === "-" && name[10] === "T" && name.length > z + 2;
}

/** The timestamp-slug a dialogue file or round-scoped directory is named by, or null when its name carries none. */
export function dialogueNameOf(path: string, layout: "file" | "directory"): string | null {
  let name = baseName(path);
  if (layout === "file") {
    const suffix = DIALOGUE_FILE_SUFFIXES.find((s) => name.endsWith(s));
    if (!suffix) return null;
    name = name.slice(0, -suffix.length);
  }
  return isTimestampSlug(name) ? name : null;
}

/** A dialogue's logical key from where it lies: `dialogue:<timestamp-slug>`, or null. */
export function dialogueKey(path: string, layout: "file" | "directory"): LogicalKey | null {
  const name = dialogueNameOf(path, layout);
  return name === null ? null : `dialogue:${name}`;
}

/** One arrival that holds (part of) a document: a file, or a round-scoped directory's files (paths relative to it). */
export interface DocumentPartInput {
  layout: "file" | "directory";
  /** Path inside its source. */
  path: string;
  /** A file part: one file named by its base name; a directory part: its files. */
  files: DirectoryFile[];
}

/**
 * The one document its parts make, read as a careful reader would: a directory's files together with every recorded
 * summary filed beside it elsewhere; without a directory, the file that arrived last (an earlier file part is an
 * older copy of it). `parts` are in arrival order, oldest first: a later part's file replaces an earlier one of the
 * same name. `name` names the directory (its timestamp-slug).
 */
export function combineParts(parts: DocumentPartInput[], name: string): DocumentInput | null {
  if (parts.length === 0) return null;
  const directory = parts.some((p) => p.layout === "directory");
  if (!directory) {
    const last = parts.at(-1)!;
    const file = last.files[0];
    return file ? { type: "file", name: baseName(last.path), text: file.content } : null;
  }
  const byPath = new Map<string, string>();
  for (const part of parts) for (const f of part.files) byPath.set(part.layout === "file" ? baseName(f.path) : f.path, f.content);
  const files = [...byPath].map(([path, content]) => ({ path, content })).sort((a, b) => a.path.localeCompare(b.path));
  return { type: "directory", name, files };
}

/** A document's content as named files, to compare one reading with the next. */
function filesOf(input: DocumentInput): Map<string, string> {
  return input.type === "file" ? new Map([["", input.text]]) : new Map(input.files.map((f) => [f.path, f.content]));
}

/**
 * Whether `after` revises `before` (a new version) rather than only adding to it: a file it held changed or is gone.
 * A directory joining its summary (or the reverse) adds files and is the same version, whichever came first.
 */
export function isRevision(before: DocumentInput, after: DocumentInput): boolean {
  if (after.type === "file") return before.type === "directory" || before.text !== after.text;
  if (before.type === "file") return !after.files.some((f) => f.path === before.name && f.content === before.text);
  const now = filesOf(after);
  return [...filesOf(before)].some(([path, content]) => now.get(path) !== content);
}
