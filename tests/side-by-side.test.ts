import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain JavaScript without type declarations (it runs before `npm ci`)
import { runSideBySide } from "../scripts/lib.mjs";

type Result = { name: string; code: number; ms: number; output: string };
const run = runSideBySide as (commands: [string, string, string[]][], env?: Record<string, string>) => Promise<Result[]>;

describe("npm test's gates, run side by side (scripts/lib.mjs)", () => {
  it("runs them at once: the first waits for a file only the second makes, and both pass", async () => {
    const flag = join(mkdtempSync(join(tmpdir(), "roundtable-gates-")), "flag");
    // Run one after the other, the first would give up after 15 s and exit 1.
    const wait = `const fs = require("node:fs"); const end = Date.now() + 15000;
      (function poll() { if (fs.existsSync(${JSON.stringify(flag)})) { console.log("saw it"); process.exit(0); } if (Date.now() > end) process.exit(1); setTimeout(poll, 20); })();`;
    const make = `require("node:fs").writeFileSync(${JSON.stringify(flag)}, "x"); console.log("made it");`;
    const results = await run([
      ["waits", process.execPath, ["-e", wait]],
      ["makes", process.execPath, ["-e", make]],
    ]);
    expect(results.map((r) => [r.name, r.code, r.output])).toEqual([
      ["waits", 0, "saw it\n"],
      ["makes", 0, "made it\n"],
    ]);
  });

  it("keeps every gate's exit code, stdout and stderr, in the order given, and its environment", async () => {
    const results = await run(
      [
        ["fails", process.execPath, ["-e", `console.log("out"); console.error("err: " + process.env.GATE_PROBE); process.exit(3);`]],
        ["passes", process.execPath, ["-e", `console.log("fine")`]],
        ["missing", join(tmpdir(), "no-such-command-here"), []],
      ],
      { GATE_PROBE: "seen" },
    );
    expect(results.map((r) => r.name)).toEqual(["fails", "passes", "missing"]);
    expect(results[0]).toMatchObject({ code: 3 });
    expect(results[0]!.output.split("\n").sort()).toEqual(["", "err: seen", "out"]);
    expect(results[1]).toMatchObject({ code: 0, output: "fine\n" });
    expect(results[2]).toMatchObject({ code: 1, output: expect.stringContaining("could not start") });
  });
});
