import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseA52, parseA52Session, renderA52 } from "@/lib/contract";
import { blockOf, sessionHref, sessionQuery, closerLabel, cycleFiles, diffSide, fileRows, pickOf, sessionMarkdown } from "./a52-view";

const fixture = readFileSync(join(process.cwd(), "tests/fixtures/a52/response.md"), "utf8");

const response = (files: Record<string, string>) =>
  [
    "Summary of the change.",
    "",
    "### Course of Action",
    "1. Do it.",
    "",
    "### Files Updated This Cycle:",
    ...Object.keys(files).map((p) => `* \`${p}\` (Updated)`),
    "",
    ...Object.entries(files).flatMap(([p, c]) => [`<file path="${p}">`, c, "</file>", ""]),
  ].join("\n");

const session = JSON.stringify({
  version: 1,
  cycles: [
    {
      cycleId: 1,
      title: "First",
      timestamp: "2025-01-01",
      cycleContext: "ctx",
      ephemeralContext: "",
      responses: { "1": { content: response({ "a.ts": "one\ntwo" }) }, "2": { content: "" } },
      selectedResponseId: "1",
    },
    {
      cycleId: 2,
      title: "Second",
      cycleContext: "",
      ephemeralContext: "",
      responses: {
        "1": { content: response({ "a.ts": "one\n2" }) },
        "2": { content: response({ "a.ts": "one\ntwo\nthree", "b.ts": "b" }) },
        "3": { content: "x" },
      },
      selectedResponseId: "2",
    },
  ],
});

describe("fileRows", () => {
  it("puts the list against the blocks: listed only, supplied only and prefix matches marked", () => {
    const rows = fileRows(parseA52(fixture));
    expect(rows.map((r) => [r.path, r.mark, r.status, r.block, r.blockPath])).toEqual([
      ["src/cache.ts", "listed-and-supplied", "Updated", 0, null],
      ["A12. Lantern - Cache Plan.md", "prefix-match", "New", 1, "src/Artifacts/A12. Lantern - Cache Plan.md"],
      ["src/cache.test.ts", "listed-only", "New", null, null],
      ["scripts/warmup.sh", "listed-only", "Deleted", null, null],
      ["src/metrics.ts", "supplied-only", null, 2, null],
    ]);
  });
  it("marks every block supplied-only when a response has no files list", () => {
    const doc = parseA52('Summary.\n\n### Course of Action\n1. x\n\n<file path="a.ts">\nx\n</file>\n');
    expect(doc.filesList).toBeNull();
    expect(fileRows(doc).map((r) => r.mark)).toEqual(["supplied-only"]);
  });
});

describe("closerLabel", () => {
  it("says how a block was opened and closed", () => {
    expect(closerLabel({ closer: "file", form: "canonical" })).toBe("closed by </file>");
    expect(closerLabel({ closer: "file_artifact", form: "canonical" })).toBe("closed by </file_artifact>");
    expect(closerLabel({ closer: null, form: "deprecated" })).toBe("deprecated <path> opener, unclosed");
    expect(closerLabel({ closer: "self", form: "canonical" })).toBe("self-closed");
  });
});

describe("session view model", () => {
  const s = parseA52Session(session);
  it("finds the pick, the files of a cycle and the previous cycle's pick", () => {
    expect(pickOf(s.cycles[1])?.id).toBe("2");
    expect(cycleFiles(s.cycles[1]!)).toEqual([
      { path: "a.ts", responses: 2 },
      { path: "b.ts", responses: 1 },
    ]);
    expect(blockOf(s.cycles[1]!.responses[0], "a.ts")?.content).toBe("one\n2");
    expect(blockOf(s.cycles[1]!.responses[2], "a.ts")).toBeNull();
    const prev = diffSide(s, 1, "prev");
    expect(prev.label).toBe("cycle 1's pick (response 1)");
    expect(prev.picked).toBe(true);
    expect(diffSide(s, 1, "2").picked).toBe(true);
    expect(diffSide(s, 1, "1").picked).toBe(false);
    expect(blockOf(prev.response, "a.ts")?.content).toBe("one\ntwo");
    expect(diffSide(s, 0, "prev").response).toBeUndefined();
    expect(diffSide(s, 1, "9").response).toBeUndefined();
  });
  it("writes every cycle, every tab (empty ones as empty) and the pick into the markdown export", () => {
    const md = sessionMarkdown(s, "Demo session", renderA52);
    expect(md.startsWith("# Demo session\n")).toBe(true);
    expect(md).toContain("## Cycle 1: First");
    expect(md).toContain("Curator's pick: response 2.");
    expect(md).toContain("### Response 2 (picked)");
    expect(md.match(/_Empty tab\._/g)).toHaveLength(2);
    expect(md.indexOf("## Cycle 1")).toBeLessThan(md.indexOf("## Cycle 2"));
    expect(md).toContain('<file path="b.ts">');
  });
});

describe("session query", () => {
  it("reads the cycle and the comparison, and falls back on anything malformed", () => {
    expect(sessionQuery({ cycle: "2", a: "1", b: "prev", file: "src/a b.ts" }, 6)).toEqual({ cycle: 2, a: "1", b: "prev", file: "src/a b.ts" });
    expect(sessionQuery({ cycle: "x" }, 6).cycle).toBe(1);
    expect(sessionQuery({ cycle: "99" }, 6).cycle).toBe(6);
    expect(sessionQuery({ cycle: ["3", "4"], a: "" }, 6)).toEqual({ cycle: 3, a: undefined, b: undefined, file: undefined });
  });
  it("writes links that read back to the same state", () => {
    const href = sessionHref("/r/s", { cycle: 3, a: "1", b: "4", file: "src/a b&c.ts" });
    expect(href).toBe("/r/s?cycle=3&a=1&b=4&file=src%2Fa+b%26c.ts");
    const back = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(sessionQuery(back, 6)).toEqual({ cycle: 3, a: "1", b: "4", file: "src/a b&c.ts" });
  });
});
