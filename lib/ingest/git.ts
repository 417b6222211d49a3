import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { RawFile } from "./group";
import { listFiles } from "./disk";
import { credentialEnv } from "@/lib/git-credentials";
import { matchesAny } from "./globs";

const run = promisify(execFile);

export const GIT_TIMEOUT_MS = 120_000;

export function localGitAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.ROUNDTABLE_ALLOW_LOCAL_GIT === "1";
}

function isLocal(url: string): boolean {
  return url.startsWith("file://") || url.startsWith("/") || url.startsWith("./") || url.startsWith("../");
}

/** A clone URL we accept: https, ssh, scp-like `git@host:path`, and local paths only when allowed. */
export const gitUrlSchema = z
  .string()
  .trim()
  .min(1, "Give the repository's URL.")
  .max(2000)
  .refine((url) => !url.startsWith("-"), "A URL cannot start with '-'.")
  // Inside the URL (its ends are trimmed): a newline or space would reach git's arguments and its config as two things.
  .refine((url) => !/[\s\p{Cc}\p{Cf}]/u.test(url), "A URL has no spaces, line breaks or control characters.")
  // `ext::` runs a command, `fd::` reads a descriptor: git's <transport>::<address> form is never a repository URL here.
  .refine((url) => !/^[A-Za-z0-9+.-]*::/.test(url), "Use an https://, ssh:// or git@host:path URL.")
  .refine(
    (url) => url.startsWith("https://") || url.startsWith("ssh://") || (url.includes("@") && url.includes(":") && !url.includes("://")) || isLocal(url),
    "Use an https://, ssh:// or git@host:path URL.",
  )
  .refine((url) => !isLocal(url) || localGitAllowed(), "Local paths and file:// URLs need ROUNDTABLE_ALLOW_LOCAL_GIT=1.");

export const gitBranchSchema = z
  .string()
  .trim()
  .min(1, "Give a branch.")
  .max(200)
  .refine((b) => !b.startsWith("-") && !b.includes("..") && !b.includes(" ") && !b.includes("\\"), "That is not a branch name.");

/**
 * What an admin is told when git fails: the same whatever the cause, because the difference between "connection
 * refused", "could not resolve host", "timed out" and "not a git repository" maps the server's network for anyone who
 * may add a source. git's own message goes to the server log.
 */
export function gitFailure(command: string, branch?: string): string {
  return `git ${command} failed: the repository could not be read (unreachable, not a git repository, credentials refused${branch ? `, or no branch ${branch}` : ""}); the server log has git's message`;
}

/** Runs git without a shell, without prompts or hooks, with only the transports we allow. */
export async function git(args: string[], options: { cwd?: string; timeoutMs?: number; env?: Record<string, string>; branch?: string } = {}): Promise<string> {
  const config = ["-c", "protocol.allow=never", "-c", "protocol.https.allow=always", "-c", "protocol.ssh.allow=always", "-c", "core.hooksPath=/dev/null"];
  if (localGitAllowed()) config.push("-c", "protocol.file.allow=always");
  try {
    const { stdout } = await run("git", [...config, ...args], {
      cwd: options.cwd,
      timeout: options.timeoutMs ?? GIT_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        GIT_TERMINAL_PROMPT: "0",
        GIT_ASKPASS: "/bin/false",
        SSH_ASKPASS: "/bin/false",
        GIT_SSH_COMMAND: "ssh -o BatchMode=yes -o ConnectTimeout=15",
        ...options.env,
      },
    });
    return stdout;
  } catch (error) {
    const e = error as { killed?: boolean; stderr?: string; message: string };
    // git's first `fatal:` line names the cause; what follows is advice.
    const lines = (e.stderr ?? e.message)
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    const cause = e.killed
      ? `took longer than ${Math.round((options.timeoutMs ?? GIT_TIMEOUT_MS) / 1000)} s and was stopped`
      : (lines.find((l) => l.startsWith("fatal:") || l.startsWith("error:")) ?? lines.at(-1) ?? e.message);
    console.error(`roundtable: git ${args[0]} failed: ${cause}`);
    throw new AppError("input-invalid", gitFailure(args[0] ?? "", options.branch));
  }
}

function cloneUrl(url: string): string {
  // A plain path clone ignores --depth; file:// keeps it shallow.
  if (url.startsWith("/") || url.startsWith("./") || url.startsWith("../")) return "file://" + resolve(url);
  return url;
}

/**
 * Clones (shallow) or fetches `branch` into `dir`; returns the commit now checked out. Credentials, when the source
 * has them, travel in git's environment (credentialEnv), never in the URL the checkout records.
 */
export async function checkoutBranch(url: string, branch: string, dir: string, credentials: string | null = null): Promise<string> {
  const remote = { env: credentialEnv(url, credentials), branch };
  if (!existsSync(join(dir, ".git"))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await git(["clone", "--quiet", "--depth", "1", "--single-branch", "--branch", branch, "--", cloneUrl(url), dir], remote);
  } else {
    await git(["fetch", "--quiet", "--depth", "1", "origin", `refs/heads/${branch}`], { cwd: dir, ...remote });
    await git(["reset", "--quiet", "--hard", "FETCH_HEAD"], { cwd: dir });
  }
  return (await git(["rev-parse", "HEAD"], { cwd: dir })).trim();
}

/** Paths changed between two commits, or null when the old commit is not known here (then everything is read). */
export async function changedPaths(dir: string, from: string | null, to: string): Promise<string[] | null> {
  if (!from || from === to) return from === to ? [] : null;
  try {
    await git(["cat-file", "-e", `${from}^{commit}`], { cwd: dir });
  } catch {
    return null;
  }
  const out = await git(["diff", "--name-only", "--no-renames", "-z", from, to], { cwd: dir });
  return out.split("\0").filter((p) => p.length > 0);
}

/** Paths of the checkout under the globs (markdown and JSON), symlinks never followed; nothing read yet. */
export function checkoutPaths(dir: string, globs: string[]): string[] {
  return listFiles(dir, dir, (path) => matchesAny(path, globs));
}

/** The checkout's files under the globs, read. */
export function readCheckout(dir: string, globs: string[]): RawFile[] {
  return checkoutPaths(dir, globs).map((path) => ({ path, bytes: readFileSync(join(dir, path)) }));
}

/**
 * `data/git/<source id>-<hash of url and branch>`: a new database, a changed URL or a changed branch never reuses
 * another checkout (a changed one starts from a fresh clone).
 */
export function checkoutDir(root: string, sourceId: number, url: string, branch: string): string {
  const dir = join(root, "data", "git", `${sourceId}-${createHash("sha256").update(`${url}\n${branch}`).digest("hex").slice(0, 10)}`);
  if (!isAbsolute(dir)) throw new AppError("input-invalid", "the checkout directory must be absolute");
  return dir;
}
