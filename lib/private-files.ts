import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * A directory for our data, readable by its owner only. The project's own `data/` exists in every clone (0755 from
 * git), so it is tightened when it exists too; any other directory (a DATABASE_URL's folder) only when we create it.
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (resolve(dir) !== join(/* turbopackIgnore: true */ process.cwd(), "data")) return;
  try {
    const stat = statSync(dir);
    if ((stat.mode & 0o077) !== 0 && stat.uid === process.getuid?.()) chmodSync(dir, 0o700);
  } catch {
    // Not ours to change: what is in it is still written 0600.
  }
}

/**
 * The SQLite file holds session tokens and webhook secrets: created 0600 before SQLite opens it, and tightened when an
 * older version left it readable. SQLite gives its -wal and -shm files the database file's mode.
 */
export function privateSqliteFile(file: string): void {
  if (file === ":memory:" || file.startsWith("file:")) return;
  privateDir(dirname(file));
  // Created only when missing ("wx"): closing a descriptor of an open database drops every POSIX lock this process
  // holds on it, so another process closing would think itself the last and delete the WAL under our connections.
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      // Marked for the bundler: a computed path made it trace the whole project (a warning on every build).
      if (existsSync(/* turbopackIgnore: true */ path)) chmodSync(path, 0o600);
    } catch {
      // Not ours to change (another user's file): SQLite will say if it cannot open it.
    }
  }
}
