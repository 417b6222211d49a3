import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { DirectoryFile } from "@/lib/contract";

/** A round-scoped dialogue directory as the contract reads it: its markdown and JSON files, paths relative to `root`. */
export function directoryTree(root: string, dir = root): DirectoryFile[] {
  return readdirSync(dir).flatMap((n) => {
    const full = join(dir, n);
    if (statSync(full).isDirectory()) return directoryTree(root, full);
    return n.endsWith(".md") || n.endsWith(".json") ? [{ path: relative(root, full), content: readFileSync(full, "utf8") }] : [];
  });
}
