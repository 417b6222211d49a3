import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { parseDialogue, parseDirectory, type DirectoryFile, type ParseResult } from "@/lib/contract";
import { AppError } from "@/lib/errors";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A dialogue as it lies on disk: one markdown file, or a round-scoped directory (RFC 0033). */
export type DialogueSource =
  | { kind: "file"; path: string; name: string; content: string }
  | { kind: "directory"; path: string; name: string; files: DirectoryFile[] };

function readText(path: string): string {
  const size = statSync(path).size;
  if (size > MAX_FILE_BYTES) throw new AppError("input-invalid", `${path} is ${size} bytes; the limit is ${MAX_FILE_BYTES}`);
  return readFileSync(path, "utf8");
}

function walk(dir: string, root: string, out: DirectoryFile[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, root, out);
    else if (entry.isFile() && (entry.name.endsWith(".md") || entry.name.endsWith(".json"))) {
      out.push({ path: relative(root, full).split(sep).join("/"), content: readText(full) });
    }
  }
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
    const files: DirectoryFile[] = [];
    walk(path, path, files);
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
