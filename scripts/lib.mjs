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

/** The epoch second by which `npm test` must have ended (ROUNDTABLE_TEST_DEADLINE), or null for no limit. */
export function testDeadline(env = process.env) {
  const seconds = Number(env.ROUNDTABLE_TEST_DEADLINE);
  return env.ROUNDTABLE_TEST_DEADLINE && Number.isFinite(seconds) ? seconds * 1000 : null;
}

/** Calls `act` at the deadline (epoch ms), or never when there is none; the timer is cleared when the work ends first. */
function atDeadline(deadline, act) {
  return deadline === null ? null : setTimeout(act, Math.max(0, deadline - Date.now()));
}

/** What runs in a process group: pid, seconds running and command line of each, for a report of what hung. */
function groupProcesses(groupId) {
  const listing = spawnSync("ps", ["-e", "-o", "pid=,pgid=,etimes=,args="], { encoding: "utf8" }).stdout ?? "";
  return listing
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === String(groupId))
    .map(([pid, , seconds, ...args]) => `  ${pid} (${seconds} s) ${args.join(" ").slice(0, 200)}`);
}

/**
 * Runs a command to its end or until `deadline` (epoch ms), whichever comes first. With a deadline the command runs in
 * a process group of its own, so that a hang anywhere below it (an install waiting on the network, a browser, a
 * server) is stopped whole and named, instead of the whole run being cut off with nothing said. Resolves to the exit
 * code and whether the deadline stopped it.
 */
export function runUntil(command, args, { deadline = null, env = {}, stdio = "inherit" } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio,
      detached: deadline !== null,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1", ...env },
    });
    let stoppedAtDeadline = false;
    const stopGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    // A detached group no longer hears the terminal: Ctrl-C and a stop from outside stop it, and this run with it.
    const passOn = (signal) => {
      stopGroup("SIGTERM");
      process.exit(signal === "SIGINT" ? 130 : 143);
    };
    const timer = atDeadline(deadline, () => {
      stoppedAtDeadline = true;
      const running = groupProcesses(child.pid);
      console.error(`\nroundtable: \`${[command, ...args].join(" ").slice(0, 200)}\` was still running at the deadline; stopping its processes:`);
      console.error(running.length > 0 ? running.join("\n") : "  (no process of its group was left)");
      stopGroup("SIGTERM");
      setTimeout(() => stopGroup("SIGKILL"), 5_000).unref();
    });
    if (deadline !== null) for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, passOn);
    const finish = (code) => {
      if (timer) clearTimeout(timer);
      for (const signal of ["SIGINT", "SIGTERM"]) process.off(signal, passOn);
      // Whatever the command left behind in its group (a server, a worker) does not outlive it.
      if (deadline !== null) stopGroup("SIGKILL");
      resolve({ code, stoppedAtDeadline });
    };
    child.on("error", (error) => {
      console.error(`roundtable: ${command} could not start: ${error.message}`);
      finish(1);
    });
    child.on("exit", (code, signal) => finish(stoppedAtDeadline ? 1 : (code ?? (signal ? 1 : 0))));
  });
}

/**
 * Runs `[name, command, args]` commands at once; each resolves to its name, exit code, time and its stdout and stderr
 * as they arrived, kept for printing whole, and whether the deadline (epoch ms, if any) stopped it. Results come back in
 * the order given.
 */
export function runSideBySide(commands, env = {}, deadline = null) {
  return Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(command, args, { env: { ...process.env, ...env } });
          child.stdout.on("data", (c) => chunks.push(c));
          child.stderr.on("data", (c) => chunks.push(c));
          let stoppedAtDeadline = false;
          const timer = atDeadline(deadline, () => {
            stoppedAtDeadline = true;
            chunks.push(Buffer.from(`roundtable: still running at the deadline; stopped\n`));
            child.kill("SIGKILL");
          });
          const done = (code, output) => {
            if (timer) clearTimeout(timer);
            resolve({ name, code, ms: Date.now() - started, output, stoppedAtDeadline });
          };
          child.on("error", (error) => done(1, `${command} could not start: ${error.message}\n`));
          child.on("close", (code) => done(code ?? 1, Buffer.concat(chunks).toString("utf8")));
        }),
    ),
  );
}

export function bin(name) {
  return join(ROOT, "node_modules", ".bin", name);
}

/**
 * `npm ci`'s arguments. Cached packages and their metadata are used without asking the registry again: a lockfile
 * written with omit-lockfile-registry-resolved (this machine kind's npm default) holds no download addresses, so a
 * plain `npm ci` asks the registry about all 630-odd packages on every install, and waits on it when it is slow.
 */
export const NPM_CI_ARGS = ["ci", "--prefer-offline", "--no-audit", "--no-fund"];

export function installIsCurrent() {
  const marker = join(ROOT, "node_modules", ".package-lock.json");
  const lock = join(ROOT, "package-lock.json");
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  if (!installIsCurrent()) {
    console.log("roundtable: installing dependencies (npm ci)…");
    if (run("npm", NPM_CI_ARGS) !== 0) fail("npm ci failed; see the output above");
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

/** Marks the build in .next as made from the inputs as they are now. */
export function stampBuild() {
  writeFileSync(STAMP, buildFingerprint());
}

export function build() {
  if (run(bin("next"), ["build"]) !== 0) fail("next build failed; see the output above");
  stampBuild();
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
