import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";

/** A directory for our data, made readable by its owner only when we create it (an existing one is left as it is). */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * The SQLite file holds session tokens and webhook secrets: created 0600 before SQLite opens it, and tightened when an
 * older version left it readable. SQLite gives its -wal and -shm files the database file's mode.
 */
export function privateSqliteFile(file: string): void {
  if (file === ":memory:" || file.startsWith("file:")) return;
  privateDir(dirname(file));
  closeSync(openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      if (existsSync(path)) chmodSync(path, 0o600);
    } catch {
      // Not ours to change (another user's file): SQLite will say if it cannot open it.
    }
  }
}
