// Helpers for scripts/start.mjs and scripts/test.mjs. Node built-ins only: these run before `npm ci` on a fresh clone.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = process.cwd();
const STAMP = join(ROOT, ".next", "roundtable-build-stamp");
const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "generated",
  "instrumentation.ts",
  "next.config.mjs",
  "tsconfig.json",
  "postcss.config.mjs",
  "package-lock.json",
];

/** Stops with one line and a non-zero exit: expected failures never print a stack trace. */
export function fail(message, code = 1) {
  console.error(`roundtable: ${message}`);
  process.exit(code);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" }, ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

/**
 * Runs `[name, command, args]` commands at once; each resolves to its name, exit code, time and its stdout and stderr
 * as they arrived, kept for printing whole. Results come back in the order given.
 */
export function runSideBySide(commands, env = {}) {
  return Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(command, args, { env: { ...process.env, ...env } });
          child.stdout.on("data", (c) => chunks.push(c));
          child.stderr.on("data", (c) => chunks.push(c));
          const done = (code, output) => resolve({ name, code, ms: Date.now() - started, output });
          child.on("error", (error) => done(1, `${command} could not start: ${error.message}\n`));
          child.on("close", (code) => done(code ?? 1, Buffer.concat(chunks).toString("utf8")));
        }),
    ),
  );
}

export function bin(name) {
  return join(ROOT, "node_modules", ".bin", name);
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(ROOT, "node_modules", ".package-lock.json");
  const lock = join(ROOT, "package-lock.json");
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (stale) {
    console.log("roundtable: installing dependencies (npm ci)…");
    if (run("npm", ["ci", "--no-audit", "--no-fund"]) !== 0) fail("npm ci failed; see the output above");
  }
  if (!existsSync(join(ROOT, "generated", "sqlite")) || !existsSync(join(ROOT, "generated", "pg"))) {
    if (run("npm", ["run", "--silent", "postinstall"]) !== 0) fail("prisma generate failed; see the output above");
  }
}

function hashTree(hash, path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, join(path, name));
    return;
  }
  hash.update(path).update(readFileSync(path));
}

function buildFingerprint() {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS) hashTree(hash, join(ROOT, input));
  return hash.digest("hex");
}

export function buildIsCurrent() {
  return existsSync(join(ROOT, ".next", "BUILD_ID")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === buildFingerprint();
}

export function build() {
  if (run(bin("next"), ["build"]) !== 0) fail("next build failed; see the output above");
  writeFileSync(STAMP, buildFingerprint());
}

export function roundtable(args) {
  return run(bin("tsx"), [join(ROOT, "cli", "roundtable.ts"), ...args]);
}

/** Debian's Chromium without the full browser's windows: a fifth faster through the end-to-end tests. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

/** The browser the end-to-end tests use: CHROMIUM_PATH if set, else the headless shell if installed, else the full one. */
export function e2eBrowser(env = process.env) {
  return env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
