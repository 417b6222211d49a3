import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { AppError } from "@/lib/errors";
import type { RawFile } from "./group";

const SKIP_DIRS = new Set([".git", "node_modules"]);

/**
 * Reads PATH (a file, a dialogue directory or a whole checkout) as raw files, each path prefixed with PATH's own
 * name so the same dialogue keeps the same path whichever way it is imported. Symlinks are not followed.
 */
export function readPathFiles(path: string): { root: string; files: RawFile[] } {
  const abs = resolve(path);
  let stat;
  try {
    stat = lstatSync(abs);
  } catch {
    throw new AppError("not-found", `${path}: no such file or directory`);
  }
  const root = dirname(abs);
  const files: RawFile[] = [];
  const visit = (full: string, rel: string) => {
    const s = lstatSync(full);
    if (s.isSymbolicLink()) return;
    if (s.isDirectory()) {
      if (SKIP_DIRS.has(basename(full))) return;
      for (const name of readdirSync(full).sort()) visit(join(full, name), `${rel}/${name}`);
      return;
    }
    if (!s.isFile() || !(full.endsWith(".md") || full.endsWith(".json"))) return;
    files.push({ path: rel, bytes: readFileSync(full) });
  };
  if (!stat.isDirectory() && !stat.isFile()) throw new AppError("input-invalid", `${path} is neither a file nor a directory`);
  visit(abs, basename(abs));
  return { root, files };
}
