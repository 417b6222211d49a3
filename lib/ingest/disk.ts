import { closeSync, lstatSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { isDocumentJson } from "@/lib/contract";
import { groupDialogueFiles, JSON_HEAD_BYTES, jsonHead, type ImportItem } from "./group";
import { refreshStatisticsAfter } from "@/lib/db/statistics";
import { importItems, type ImportOptions, type ImportOutcome } from "./pipeline";

const SKIP_DIRS = new Set([".git", "node_modules"]);
const NOT_YET_READ = new Uint8Array(0);

/**
 * The markdown and JSON files under `top` (a file or a directory), as paths relative to `root`. Symlinks are never
 * followed. Nothing is read yet: imports read one dialogue at a time, so memory stays flat however many there are.
 */
export function listFiles(root: string, top: string, keep: (path: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const visit = (full: string) => {
    const s = lstatSync(full);
    if (s.isSymbolicLink()) return;
    if (s.isDirectory()) {
      if (SKIP_DIRS.has(basename(full))) return;
      for (const name of readdirSync(full).sort()) visit(join(full, name));
      return;
    }
    const path = full
      .slice(root.length + 1)
      .split("\\")
      .join("/");
    if (s.isFile() && (path.endsWith(".md") || path.endsWith(".json") || path.endsWith(".xml")) && keep(path)) out.push(path);
  };
  visit(top);
  return out;
}

/** Groups paths into documents, reading only the head of JSON files that lie outside dialogue directories. */
export function groupPaths(root: string, paths: string[]) {
  return groupDialogueFiles(
    paths.map((path) => ({ path, bytes: NOT_YET_READ })),
    { isJsonDocument: (f) => isDocumentJson(readHead(join(root, f.path))) },
  );
}

function readHead(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(JSON_HEAD_BYTES);
    return jsonHead(buffer.subarray(0, readSync(fd, buffer, 0, JSON_HEAD_BYTES, 0)));
  } finally {
    closeSync(fd);
  }
}

/** Reads an item's files from disk, just before it is imported. */
export function loadItem(root: string, item: ImportItem): ImportItem {
  if (item.kind === "file") return { ...item, file: { path: item.file.path, bytes: readFileSync(join(root, item.path)) } };
  return { ...item, files: item.files.map((f) => ({ ...f, bytes: readFileSync(f.from !== undefined ? join(root, f.from) : join(root, item.path, f.path)) })) };
}

/** Imports dialogues from disk one at a time: each is read, parsed and written, then let go. */
export async function importFromDisk(db: Db, sourceId: number, root: string, items: ImportItem[], options: ImportOptions = {}): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const item of items) {
    const [outcome] = await importItems(db, sourceId, [loadItem(root, item)], {
      ...(options.commit !== undefined ? { commit: options.commit } : {}),
      ...(options.audit === false ? { audit: false } : {}),
    });
    outcomes.push(outcome!);
    options.onProgress?.(outcomes.length, items.length, outcome!);
  }
  await refreshStatisticsAfter(db, outcomes.filter((o) => o.status === "imported" || o.status === "updated").length);
  return outcomes;
}

/** PATH (a file, a dialogue directory or a checkout) → its root and the paths under it, prefixed with PATH's name. */
export function resolveImportPath(path: string): { root: string; paths: string[] } {
  const abs = resolve(path);
  try {
    lstatSync(abs);
  } catch {
    throw new AppError("not-found", `${path}: no such file or directory`);
  }
  const root = dirname(abs);
  return { root, paths: listFiles(root, abs) };
}
