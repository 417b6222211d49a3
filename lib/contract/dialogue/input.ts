import { parseDirectory, roundSegmentNumber } from "./directory";
import { parseDialogue } from "./parse";
import { DIALOGUE_FILE_SUFFIXES, DIRECTORY_SUMMARY_SUFFIX, MARKDOWN_SUFFIX } from "./symbols";
import { baseName } from "../core/text";
import type { DirectoryFile, ParseResult } from "./types";

/**
 * A document's raw form, the one way every door in (upload, git, CLI, storage) hands text to the contract:
 * one file, or a round-scoped directory (RFC 0033) read whole.
 */
export type DocumentInput = { type: "file"; name: string; text: string } | { type: "directory"; name: string; files: DirectoryFile[] };

/** How a document input is kept in storage: a layout word and one string (a directory's files as JSON). */
export interface StoredForm {
  layout: "single-file" | "directory";
  raw: string;
}

/** The one dispatcher: a file is read as a dialogue, a directory as a round-scoped dialogue. */
export function parseInput(input: DocumentInput): ParseResult {
  return input.type === "file" ? parseDialogue(input.text, { name: input.name }) : parseDirectory(input.files, { name: input.name || "dialogue" });
}

export function storedForm(input: DocumentInput): StoredForm {
  if (input.type === "file") return { layout: "single-file", raw: input.text };
  return { layout: "directory", raw: JSON.stringify([...input.files].sort((a, b) => a.path.localeCompare(b.path))) };
}

/** The input a stored document was made from; `path` is where it lies in its source (a directory's own path). */
export function inputFromStored(stored: { layout: string; raw: string; path: string }): DocumentInput {
  const name = baseName(stored.path);
  if (stored.layout === "directory") return { type: "directory", name: name || "dialogue", files: JSON.parse(stored.raw) as DirectoryFile[] };
  return { type: "file", name, text: stored.raw };
}

/** The canonical file name of an input: a directory becomes `<name>.dialogue.md`. */
export function canonicalFileName(input: DocumentInput): string {
  return input.type === "directory" ? `${input.name}.dialogue.md` : input.name;
}

/** Whether the contract found a dialogue in this input, rather than some other markdown. */
export function isDialogue(path: string, result: ParseResult): boolean {
  const d = result.dialogue;
  if (d.layout === "directory" || DIALOGUE_FILE_SUFFIXES.some((s) => path.endsWith(s))) return true;
  if (d.rounds.length > 0 || d.markers.length > 0) return true;
  if (d.parts.some((p) => p.type === "section" && p.section.kind !== null)) return true;
  return d.titleRaw !== null && d.title !== d.titleRaw;
}

/** The directory a file's round-scoped dialogue lives in (the folder holding `round-N/` or `round-N.summary.md`), or null. */
export function dialogueDirectoryOf(path: string): string | null {
  const segments = path.split("/");
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const isDir = i < segments.length - 1;
    if (roundSegmentNumber(segment) !== null && (isDir || segment.endsWith(DIRECTORY_SUMMARY_SUFFIX))) return segments.slice(0, i).join("/");
  }
  return null;
}

/** `2026-03-11T1341Z-jira.dialogue.recorded.md` → `2026-03-11t1341z-jira`; safe in a URL. */
export function slugFromPath(path: string): string {
  let name = baseName(path);
  for (const suffix of [...DIALOGUE_FILE_SUFFIXES, MARKDOWN_SUFFIX]) {
    if (name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      break;
    }
  }
  let out = "";
  for (const ch of name.toLowerCase()) out += (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") ? ch : "-";
  while (out.includes("--")) out = out.split("--").join("-");
  while (out.startsWith("-")) out = out.slice(1);
  while (out.endsWith("-")) out = out.slice(0, -1);
  return out || "dialogue";
}
