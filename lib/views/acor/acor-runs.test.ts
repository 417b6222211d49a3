import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAcor } from "@/lib/contract";
import { groupRunsByTool, summariseRun, toolFromContent, toolFromFileName } from "./acor-runs";

const RUNS = join(process.cwd(), "tests/fixtures/acor-runs");
const run = (name: string) => summariseRun(parseAcor(readFileSync(join(RUNS, name), "utf8")), name);

describe("toolFromFileName", () => {
  it.each([
    ["run__file_processor__ok.md", "file_processor"],
    ["some/dir/run__csv_dedupe__missing.md", "csv_dedupe"],
    ["csv_dedupe__nightly.log", "csv_dedupe"],
    ["doc__example-interaction__L34.md", null],
    ["transcript.md", null],
    ["run____x.md", null],
  ])("%s → %s", (name, tool) => expect(toolFromFileName(name)).toBe(tool));
});

describe("summariseRun on our csv_dedupe runs", () => {
  it("a success: Ready → Complete, no error, its progress points", () => {
    expect(run("run__csv_dedupe__ok.md")).toEqual({
      name: "run__csv_dedupe__ok.md",
      tool: "csv_dedupe",
      toolSource: "file-name",
      finalStatus: "Complete",
      outcome: "complete",
      errors: 0,
      length: 10,
      transitions: [
        { status: "Ready", index: 0, line: 1 },
        { status: "Complete", index: 9, line: 29 },
      ],
      progress: [
        { percent: 10, index: 1, line: 2 },
        { percent: 50, index: 2, line: 4 },
        { percent: 90, index: 3, line: 6 },
        { percent: 100, index: 6, line: 22 },
      ],
    });
  });

  it("a failure: one error, Failed", () => {
    expect(run("run__csv_dedupe__missing.md")).toMatchObject({ finalStatus: "Failed", outcome: "failed", errors: 1, length: 4 });
  });

  it("a run that stops at Input Needed has no ending status but is not unfinished", () => {
    expect(run("run__csv_dedupe__no-key.md")).toMatchObject({ finalStatus: "Ready", outcome: "input-needed", errors: 0, length: 3 });
  });

  it("a long run: Ready → Working → Complete with six progress points", () => {
    const r = run("run__csv_dedupe__large.md");
    expect(r.transitions.map((t) => t.status)).toEqual(["Ready", "Working", "Complete"]);
    expect(r.progress.map((p) => p.percent)).toEqual([5, 20, 45, 70, 95, 100]);
    expect(r.length).toBe(12);
  });

  it("groups the four runs under one tool", () => {
    const groups = groupRunsByTool(readdirSync(RUNS).sort().map(run));
    expect(groups.map(([tool, runs]) => [tool, runs.length])).toEqual([["csv_dedupe", 4]]);
  });
});

describe("summariseRun edge cases", () => {
  it("takes the tool from the Input Needed command when the file name says nothing", () => {
    const doc = parseAcor(readFileSync(join(RUNS, "run__csv_dedupe__no-key.md"), "utf8"));
    expect(toolFromContent(doc)).toBe("csv_dedupe");
    expect(summariseRun(doc, "upload.md")).toMatchObject({ tool: "csv_dedupe", toolSource: "content" });
    expect(summariseRun(parseAcor("## Status: Complete\n"), "upload.md")).toMatchObject({ tool: null, toolSource: null });
  });

  it("calls Complete after an error complete-with-errors, collapses repeated statuses, skips unreadable progress", () => {
    const doc = parseAcor(
      "## Status: Ready\n## Status: Ready\n## Progress: soon\n## Progress: 40%\n## Error: Boom\n**Recovery**: retry\n## Status: Complete\n",
    );
    expect(summariseRun(doc, "x.md")).toMatchObject({
      outcome: "complete-with-errors",
      errors: 1,
      transitions: [
        { status: "Ready", index: 0 },
        { status: "Complete", index: 5 },
      ],
      progress: [{ percent: 40, index: 3 }],
    });
    expect(summariseRun(parseAcor("## Status: Working\n"), "x.md").outcome).toBe("unfinished");
    expect(summariseRun(parseAcor("## Status: Ready\n## Status: Cancelled\n"), "x.md").outcome).toBe("cancelled");
    // The runner reports a timeout after the tool's own Complete: the run did not end well.
    expect(summariseRun(parseAcor("## Status: Complete\n## Error: Tool Timeout\n**Recovery**: retry\n"), "x.md")).toMatchObject({
      outcome: "complete-with-errors",
      errors: 1,
    });
  });
});

const CORPUS = join(process.cwd(), "../shared/corpus/acor");
const present = existsSync(CORPUS);
if (!present) console.warn(`ACOR corpus run summaries skipped: ${CORPUS} is absent`);

describe.skipIf(!present)("run summaries of the real ACOR corpus", () => {
  it("names file_processor and template_ai from the file names, and reads the library's Complete-after-error as such", () => {
    const names = readdirSync(CORPUS).filter((n) => n.startsWith("run__"));
    const runs = names.map((n) => summariseRun(parseAcor(readFileSync(join(CORPUS, n), "utf8")), n));
    expect(
      groupRunsByTool(runs)
        .map(([tool, list]) => [tool, list.length])
        .sort(),
    ).toEqual([
      ["file_processor", 6],
      ["template_ai", 1],
    ]);
    expect(runs.find((r) => r.name === "run__file_processor__missing.md")).toMatchObject({ outcome: "complete-with-errors", errors: 1 });
    expect(runs.find((r) => r.name === "run__file_processor__noargs.md")).toMatchObject({ outcome: "input-needed", tool: "file_processor" });
  });
});
