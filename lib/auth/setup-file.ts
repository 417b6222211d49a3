import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { privateDir } from "@/lib/private-files";

/** data/setup-token: the setup link's token for whoever runs the server and missed its output (mode 600). */
function setupFile(): { dir: string; file: string } {
  // One fixed path, marked for the bundler, which would otherwise trace the whole project for a computed one.
  const dir = join(/* turbopackIgnore: true */ process.cwd(), "data");
  return { dir, file: join(dir, "setup-token") };
}

export function readSetupFile(): string | null {
  try {
    // Marked for the bundler: a computed path made it trace the whole project (a warning on every build).
    return readFileSync(/* turbopackIgnore: true */ setupFile().file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

export function writeSetupFile(token: string): string {
  const { dir, file } = setupFile();
  privateDir(dir);
  // Removed first so an older file's looser mode is not kept.
  rmSync(file, { force: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return file;
}

/** After setup: the file goes when it holds the token just used (another database's token stays). */
export function removeSetupFile(token: string): void {
  if (readSetupFile() === token) rmSync(setupFile().file, { force: true });
}
