import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDialogue, parseDirectory, type DirectoryFile } from "@/lib/contract";
import { expertPoolView, sat } from "./expert-pool";
import { directoryTree } from "@/tests/helpers/directory-tree";

const member = (name: string, role: string, tier: string, relevance: number) => ({ name, role, tier, relevance, emoji: "🧁" });

// Three rounds: Scone sits only in round 0, Tartlet joins in round 1, Eclair is listed in round 2 but says nothing.
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
        { role: "Graph Analyst", tier: "adjacent", relevance: 0.6 },
      ],
    }),
  },
  { path: "round-0/muffin.md", content: "[TENSION T01: Verdict fields cost too much]\n" },
  { path: "round-0/scone.md", content: "[PERSPECTIVE P01: Keep one engine]\n" },
  {
    path: "round-1/panel.json",
    content: JSON.stringify({
      agents: [member("Muffin", "Relational Database Architect", "Core", 0.95), member("Tartlet", "Rust Systems Engineer", "Adjacent", 0.7)],
    }),
  },
  { path: "round-1/muffin.md", content: "[RESOLVED T01: verdicts are immutable]\n" },
  { path: "round-1/tartlet.md", content: "[PERSPECTIVE P01: Trait first]\n" },
  {
    path: "round-2/panel.json",
    content: JSON.stringify({ agents: [member("Tartlet", "Rust Systems Engineer", "Adjacent", 0.7), member("Eclair", "Graph Analyst", "Adjacent", 0.6)] }),
  },
  { path: "round-2/tartlet.md", content: "[PERSPECTIVE P02: Ship it]\n" },
];

describe("expertPoolView", () => {
  const view = expertPoolView(parseDirectory(files, { name: "2026-05-02T1200Z-pool" }).dialogue);

  it("seats each agent round by round, from the round's panel where it lists one and from who spoke where not", () => {
    expect(view.roundScoped).toBe(true);
    expect(view.rounds).toEqual([0, 1, 2]);
    expect(view.rows.map((r) => [r.agent, r.seats.map((s) => (sat(s) ? (s.spoke ? "●" : "○") : "·")).join("")])).toEqual([
      ["Muffin", "●●·"],
      ["Scone", "●··"],
      ["Tartlet", "·●●"],
      ["Eclair", "··○"],
    ]);
    expect(view.rows.find((r) => r.agent === "Scone")!.seats[0]).toEqual({ round: 0, listed: null, spoke: true });
  });

  it("says who joined and who left at each round", () => {
    expect(view.rotation).toEqual([
      { round: 1, joined: ["Tartlet"], left: ["Scone"] },
      { round: 2, joined: ["Eclair"], left: ["Muffin"] },
    ]);
  });

  it("lists the pool with tier, relevance, who held each role and the rounds they sat in", () => {
    expect(view.pool.map((e) => [e.role, e.tier, e.relevance, e.agent, e.rounds])).toEqual([
      ["Relational Database Architect", "Core", 0.95, "Muffin", [0, 1]],
      ["Cost Economist", "Wildcard", 0.4, null, []],
      ["Rust Systems Engineer", "Adjacent", 0.7, "Tartlet", [1, 2]],
      ["Graph Analyst", "Adjacent", 0.6, "Eclair", [2]],
    ]);
  });

  it("gives a fixed panel without a pool an empty pool and no rotation, and leaves the Judge out", () => {
    const fixed = expertPoolView(
      parseDialogue("# Alignment Dialogue: Fixed\n\n## Round 0\n\n### 🧁 Muffin\n\nA.\n\n### 💙 Judge\n\nB.\n\n## Round 1\n\n### 🧁 Muffin\n\nC.\n").dialogue,
    );
    expect(fixed.pool).toEqual([]);
    expect(fixed.roundScoped).toBe(false);
    expect(fixed.rows.map((r) => r.agent)).toEqual(["Muffin"]);
    expect(fixed.rotation).toEqual([{ round: 1, joined: [], left: [] }]);
  });
});

// The real Blue corpus beside the project: its one round-scoped dialogue with per-round panels rotates.
const CORPUS = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues/2026-02-06T1839Z-rfc-0058-supersession-hybrid-relational-dynamodb-architecture");
const present = existsSync(CORPUS);
if (!present) console.warn(`expert pool corpus test skipped: ${CORPUS} is absent`);

describe.skipIf(!present)("expertPoolView on the corpus's rfc-0058 directory", () => {
  it("shows the panel rotating: a wider round 0, two joining in round 1, two leaving in round 2", () => {
    const view = expertPoolView(parseDirectory(directoryTree(CORPUS), { name: "rfc-0058" }).dialogue);
    expect(view.roundScoped).toBe(true);
    expect(view.pool.length).toBe(14);
    expect(view.rotation[0]).toMatchObject({ round: 1, joined: expect.arrayContaining(["Galette", "Tartlet"]) });
    expect(view.rotation[0]!.left).toEqual(expect.arrayContaining(["Brioche", "Scone"]));
    expect(view.rotation[1]).toMatchObject({ round: 2, joined: [], left: expect.arrayContaining(["Eclair", "Macaron"]) });
    expect(view.pool.find((e) => e.agent === "Muffin")!.tier).toBe("Core");
  });
});
