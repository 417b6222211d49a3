import { readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { DirectoryFile, DocumentInput } from "@/lib/contract";
import { AppError } from "@/lib/errors";
import { MAX_FILE_BYTES } from "./decode";
import { listFiles } from "./disk";

function readText(path: string): string {
  const size = statSync(path).size;
  if (size > MAX_FILE_BYTES) throw new AppError("input-invalid", `${path} is ${size} bytes; the limit is ${MAX_FILE_BYTES}`);
  return readFileSync(path, "utf8");
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
