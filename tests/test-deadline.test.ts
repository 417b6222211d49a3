import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain JavaScript without type declarations (it runs before `npm ci`)
import { runSideBySide, runUntil, testDeadline } from "../scripts/lib.mjs";

type Outcome = { code: number; stoppedAtDeadline: boolean };
type Options = { deadline?: number | null; env?: Record<string, string>; stdio?: "inherit" | "ignore" };
const until = runUntil as (command: string, args: string[], options?: Options) => Promise<Outcome>;
type Gate = { name: string; code: number; ms: number; output: string; stoppedAtDeadline: boolean };
const sideBySide = runSideBySide as (commands: [string, string, string[]][], env: Record<string, string>, deadline: number | null) => Promise<Gate[]>;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A node script that starts a grandchild sleeping a minute, writes the grandchild's pid to a file, then runs `rest`. */
function parentOfSleeper(pidFile: string, rest: string) {
  return `const { spawn } = require("node:child_process"); const fs = require("node:fs");
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    fs.writeFileSync(${JSON.stringify(pidFile)}, String(sleeper.pid)); ${rest}`;
}

async function waitUntilGone(pid: number) {
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

describe("npm test's deadline (scripts/lib.mjs)", () => {
  it("stops a command still running at the deadline, with everything it started, and says so", async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), "roundtable-deadline-")), "pid");
    const started = Date.now();
    const outcome = await until(process.execPath, ["-e", parentOfSleeper(pidFile, "setTimeout(() => {}, 60000);")], {
      deadline: Date.now() + 1_500,
      stdio: "ignore",
    });
    expect(outcome).toEqual({ code: 1, stoppedAtDeadline: true });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await waitUntilGone(Number(readFileSync(pidFile, "utf8")))).toBe(true);
  });

  it("passes on the exit code of a command that ends in time, and leaves nothing it started running", async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), "roundtable-deadline-")), "pid");
    const outcome = await until(process.execPath, ["-e", parentOfSleeper(pidFile, "process.exit(3);")], {
      deadline: Date.now() + 30_000,
      stdio: "ignore",
    });
    expect(outcome).toEqual({ code: 3, stoppedAtDeadline: false });
    expect(await waitUntilGone(Number(readFileSync(pidFile, "utf8")))).toBe(true);
  });

  it("without a deadline runs the command to its end with the environment given", async () => {
    const outcome = await until(process.execPath, ["-e", "process.exit(process.env.DEADLINE_PROBE === 'seen' ? 0 : 5)"], {
      env: { DEADLINE_PROBE: "seen" },
      stdio: "ignore",
    });
    expect(outcome).toEqual({ code: 0, stoppedAtDeadline: false });
  });

  it("stops a gate still running at the deadline and keeps what it printed", async () => {
    const [gate] = await sideBySide([["sleeps", process.execPath, ["-e", "console.log('begun'); setTimeout(() => {}, 60000)"]]], {}, Date.now() + 1_000);
    expect(gate!.code).not.toBe(0);
    expect(gate!.stoppedAtDeadline).toBe(true);
    expect(gate!.output).toContain("begun");
    expect(gate!.output).toContain("still running at the deadline");
    expect(gate!.ms).toBeLessThan(15_000);
  });

  it("reads the deadline as epoch seconds, and none when unset or not a number", () => {
    expect(testDeadline({ ROUNDTABLE_TEST_DEADLINE: "1800000000" })).toBe(1_800_000_000_000);
    expect(testDeadline({})).toBeNull();
    expect(testDeadline({ ROUNDTABLE_TEST_DEADLINE: "soon" })).toBeNull();
  });
});
