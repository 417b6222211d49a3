// `npm test`: install, check, type-check, lint, unit and integration tests, build, end-to-end tests in Chromium.
// Ends with one plain `N passed, N failed` line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { bin, e2eBrowser, fail, HEADLESS_SHELL, installIsCurrent, NPM_CI_ARGS, ROOT, runSideBySide, runUntil, stampBuild, testDeadline } from "./lib.mjs";

// CI sets a deadline short of its own limit: a step still running then is stopped and named, and the run still ends
// with its closing line, instead of being cut off with nothing said about where it hung.
const deadline = testDeadline();

/** Runs one step to its end or the deadline; past the deadline the run goes straight to its closing lines. */
async function step(name, command, args, env = {}) {
  console.log(`\n== ${name}`);
  const { code, stoppedAtDeadline } = await runUntil(command, args, { deadline, env });
  if (stoppedAtDeadline) finish(`${name} was stopped at the deadline (ROUNDTABLE_TEST_DEADLINE)`);
  return code;
}

/** The end-to-end tests' browser (e2eBrowser); as root, Debian's headless shell is installed when none is there. */
async function ensureChromium() {
  const chosen = e2eBrowser();
  if (existsSync(chosen)) return chosen;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${chosen} does not exist`);
  if (process.getuid?.() === 0) {
    const installed =
      (await step("installing Debian's Chromium headless shell for the end-to-end tests", "apt-get", ["update", "-qq"])) === 0 &&
      (await step("apt-get install chromium-headless-shell", "apt-get", ["install", "-y", "-qq", "chromium-headless-shell"])) === 0;
    if (!installed) fail("apt-get install chromium-headless-shell failed");
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  fail("Chromium is needed for the end-to-end tests: run `sudo apt-get install -y chromium-headless-shell` (or chromium), or set CHROMIUM_PATH");
}

const tally = { unit: null, e2e: null };

/** The closing lines; a phase that did not run or report counts as one failure, and `stopped` says why the run ended early. */
function finish(stopped = null) {
  if (stopped) console.error(`\nroundtable: ${stopped}; the steps after that did not run`);
  const unit = tally.unit ?? { passed: 0, failed: 1, skipped: 0 };
  const e2e = tally.e2e ?? { passed: 0, failed: 1, skipped: 0 };
  console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
  console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
  const failed = unit.failed + e2e.failed;
  console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
  process.exit(failed > 0 || stopped ? 1 : 0);
}

/** Counts from Vitest's or Playwright's JSON report. */
function counts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/**
 * `npm ci`, which takes 2–4 minutes here. Under a deadline an install still running after INSTALL_BUDGET_MS is stopped
 * and tried once more: a registry that stalls for a while should cost a quarter of an hour, not the whole run.
 */
const INSTALL_BUDGET_MS = 15 * 60_000;
async function install() {
  for (const attempt of [1, 2]) {
    const budget = deadline === null ? null : Math.min(deadline, Date.now() + INSTALL_BUDGET_MS);
    console.log(`\n== installing dependencies (npm ci${attempt > 1 ? ", second try" : ""})`);
    const { code, stoppedAtDeadline } = await runUntil("npm", NPM_CI_ARGS, { deadline: budget });
    if (!stoppedAtDeadline) return code;
    if (budget === deadline) finish("npm ci was stopped at the deadline (ROUNDTABLE_TEST_DEADLINE)");
  }
  finish(`npm ci was stopped twice, each after ${INSTALL_BUDGET_MS / 60_000} minutes`);
}

if (!installIsCurrent() && (await install()) !== 0) fail("npm ci failed; see the output above");
if (!existsSync(join(ROOT, "generated", "sqlite")) || !existsSync(join(ROOT, "generated", "pg"))) {
  if ((await step("generating the Prisma clients", "npm", ["run", "--silent", "postinstall"])) !== 0) fail("prisma generate failed; see the output above");
}
const chromium = await ensureChromium();
mkdirSync(join(ROOT, "test-results"), { recursive: true });

const gates = [
  ["prisma schema for PostgreSQL is current", "node", ["scripts/postgres-schema.mjs", "--check"]],
  ["format (prettier, 160 columns)", bin("prettier"), ["--check", "--log-level", "warn", "."]],
  ["type-check", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["."]],
  ["format folders share no code", "node", ["scripts/format-duplicates.mjs"]],
  ["no import cycles", "node", ["scripts/import-cycles.mjs"]],
  ["pages compose (every page.tsx under 80 lines)", "node", ["scripts/page-lines.mjs"]],
];
// Side by side: each gate is one process on one core and none reads what another writes; outputs print whole, in order.
const results = await runSideBySide(gates, { NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" }, deadline);
for (const r of results) {
  console.log(`\n== ${r.name} (${(r.ms / 1000).toFixed(1)} s)`);
  if (r.output) process.stdout.write(r.output);
}
const stoppedGates = results.filter((r) => r.stoppedAtDeadline).map((r) => r.name);
if (stoppedGates.length > 0)
  finish(`${stoppedGates.join("; ")} ${stoppedGates.length > 1 ? "were" : "was"} stopped at the deadline (ROUNDTABLE_TEST_DEADLINE)`);
const failedGates = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failedGates.length > 0) fail(`${failedGates.join("; ")} failed`);

const unitReport = join(ROOT, "test-results", "unit.json");
rmSync(unitReport, { force: true });
await step("unit and integration tests (Vitest)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`]);
tally.unit = counts(unitReport);

if ((await step("build", bin("next"), ["build"])) !== 0) fail("next build failed; see the output above");
stampBuild();

const e2eReport = join(ROOT, "test-results", "e2e.json");
rmSync(e2eReport, { force: true });
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(join(ROOT, "data", `e2e.db${suffix}`), { force: true });
await step("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  CHROMIUM_PATH: chromium,
});
tally.e2e = counts(e2eReport);
finish();
