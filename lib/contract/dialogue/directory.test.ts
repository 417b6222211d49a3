import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { classifyDirectoryFile, parseDirectory } from "./directory";
import { parseDialogue } from "./parse";
import { renderDialogue } from "./render";
import type { DirectoryFile } from "./types";

function readTree(root: string, dir = root): DirectoryFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? readTree(root, full) : [{ path: relative(root, full), content: readFileSync(full, "utf8") }];
  });
}

describe("parseDirectory (RFC 0033 round-scoped dialogues)", () => {
  const files = readTree(join(process.cwd(), "tests/fixtures/round-scoped-demo"));
  const { dialogue: d, diagnostics } = parseDirectory(files, { name: "2026-05-01T1200Z-round-scoped-demo" });

  it("takes agents from file names, keeps prompts out of contributions, and the summary as the Judge's", () => {
    expect(d.title).toBe("Round Scoped Demo");
    expect(d.rounds.map((r) => [r.number, r.contributions.map((c) => c.agent)])).toEqual([
      [0, ["Muffin", "Scone", "Judge"]],
      [1, ["Muffin"]],
    ]);
    expect(d.files?.find((f) => f.path === "round-0/muffin.prompt.md")).toMatchObject({ role: "prompt", round: 0 });
    expect(d.markers.some((m) => m.file?.endsWith(".prompt.md"))).toBe(false);
    expect(d.markers.map((m) => [m.type, m.file, m.line])).toContainEqual(["RESOLVED", "round-1/muffin.md", 3]);
  });

  it("reads panel.json with case-insensitive tiers, the pool, the scoreboard and its total", () => {
    expect(d.panel.map((p) => [p.name, p.tier])).toEqual([
      ["Muffin", "Core"],
      ["Scone", "Wildcard"],
    ]);
    expect(d.metadata.map((m) => m.key)).toEqual(["Domain", "Question"]);
    expect(d.scoreboard.agents.map((a) => [a.agent, a.total, a.rounds])).toEqual([
      ["Muffin", 22, { R0: 10, R1: 12 }],
      ["Scone", 9, { R0: 9 }],
    ]);
    expect(d.totalAlignment).toBe(31);
  });

  it("reports diagnostics with the file they are in", () => {
    expect(diagnostics.find((x) => x.code === "table-column-count")).toMatchObject({ file: "round-0/scone.md", line: 7 });
  });

  it("reports a broken panel.json instead of failing", () => {
    const broken = parseDirectory([...files.filter((f) => !f.path.endsWith("panel.json")), { path: "round-1/panel.json", content: "{ not json" }]);
    expect(broken.diagnostics.find((x) => x.code === "json-invalid")).toMatchObject({ file: "round-1/panel.json" });
    expect(broken.dialogue.rounds).toHaveLength(2);
  });

  it("renders to one canonical file that keeps every contribution and marker", () => {
    const again = parseDialogue(renderDialogue(d));
    expect(again.dialogue.rounds.map((r) => [r.number, r.contributions.map((c) => c.agent)])).toEqual(
      d.rounds.map((r) => [r.number, r.contributions.map((c) => c.agent)]),
    );
    expect(again.dialogue.markers.map((m) => [m.type, m.id, m.round, m.agent])).toEqual(d.markers.map((m) => [m.type, m.id, m.round, m.agent]));
    expect(again.diagnostics.filter((x) => x.kind === "format" && x.severity !== "info")).toEqual([]);
  });

  it("classifies the files of a directory", () => {
    expect(classifyDirectoryFile("round-2.summary.md")).toMatchObject({ role: "summary", round: 2 });
    expect(classifyDirectoryFile("round-1/summary.md")).toMatchObject({ role: "summary", round: 1 });
    expect(classifyDirectoryFile("round-1/context-brief.md")).toMatchObject({ role: "other", round: 1 });
    expect(classifyDirectoryFile("round-1/eclair.md")).toMatchObject({ role: "contribution", agent: "Eclair" });
    expect(classifyDirectoryFile("tensions.md").role).toBe("tensions");
  });
});

describe("a directory's panel per round and its expert pool", () => {
  const files: DirectoryFile[] = [
    {
      path: "expert-pool.json",
      content: JSON.stringify({
        domain: "Storage",
        question: "Which store?",
        experts: [
          { role: "Relational Database Architect", tier: "core", relevance: 0.95 },
          { role: "Cost Economist", tier: "wildcard", relevance: 0.4 },
          { role: "Rust Systems Engineer", tier: "adjacent", relevance: 0.7 },
        ],
      }),
    },
    { path: "round-0/muffin.md", content: "[TENSION T01: Verdict fields cost too much]\n" },
    { path: "round-0/scone.md", content: "[PERSPECTIVE P01: Keep one engine]\n" },
    {
      path: "round-1/panel.json",
      content: JSON.stringify({
        agents: [
          { name: "Muffin", role: "Relational Database Architect", tier: "Core", relevance: 0.95, emoji: "🧁" },
          { name: "Tartlet", role: "Rust Systems Engineer (Traits)", tier: "Adjacent", relevance: 0.7, emoji: "🧁" },
        ],
      }),
    },
    { path: "round-1/muffin.md", content: "[RESOLVED MUFFIN T01: verdicts are immutable]\n" },
    { path: "round-1/tartlet.md", content: "[PERSPECTIVE P01: Trait first]\n" },
  ];
  const { dialogue: d } = parseDirectory(files, { name: "2026-05-02T1200Z-pool" });

  it("gives each round its agents and, where it has a panel.json, its panel", () => {
    expect(d.rounds.map((r) => [r.number, r.contributions.map((c) => c.agent), r.panel?.map((m) => m.name) ?? null])).toEqual([
      [0, ["Muffin", "Scone"], null],
      [1, ["Muffin", "Tartlet"], ["Muffin", "Tartlet"]],
    ]);
  });

  it("keeps the pool as a roster: role, tier, relevance, and who was selected", () => {
    expect(d.roster).toEqual([
      { role: "Relational Database Architect", tier: "Core", relevance: 0.95, name: "Muffin", selected: true },
      { role: "Cost Economist", tier: "Wildcard", relevance: 0.4, name: null, selected: false },
      { role: "Rust Systems Engineer", tier: "Adjacent", relevance: 0.7, name: "Tartlet", selected: true },
    ]);
  });

  it("renders the roster as the Expert Pool, which reads back the same", () => {
    const text = renderDialogue(d);
    expect(text).toContain("| Relational Database Architect | Core | 0.95 | 🧁 Muffin | yes |");
    expect(parseDialogue(text).dialogue.roster).toEqual(d.roster);
  });
});
