import { readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parseDialogue, parseDirectory, type DirectoryFile, type ParseResult } from "@/lib/contract";
import { AppError } from "@/lib/errors";
import { MAX_FILE_BYTES } from "./decode";
import { listFiles } from "./disk";

/** A dialogue as it lies on disk: one markdown file, or a round-scoped directory (RFC 0033). */
export type DialogueSource =
  | { kind: "file"; path: string; name: string; content: string }
  | { kind: "directory"; path: string; name: string; files: DirectoryFile[] };

function readText(path: string): string {
  const size = statSync(path).size;
  if (size > MAX_FILE_BYTES) throw new AppError("input-invalid", `${path} is ${size} bytes; the limit is ${MAX_FILE_BYTES}`);
  return readFileSync(path, "utf8");
}

/** Reads PATH: a file, or a directory read whole as one round-scoped dialogue. */
export function readDialogueSource(path: string): DialogueSource {
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
    return { kind: "directory", path, name, files };
  }
  return { kind: "file", path, name, content: readText(path) };
}

export function parseSource(source: DialogueSource): ParseResult {
  return source.kind === "file" ? parseDialogue(source.content, { name: source.name }) : parseDirectory(source.files, { name: source.name });
}

/** The canonical file name of a source: a directory becomes `<name>.dialogue.md`. */
export function canonicalFileName(source: DialogueSource): string {
  return source.kind === "directory" ? `${source.name}.dialogue.md` : source.name;
}
