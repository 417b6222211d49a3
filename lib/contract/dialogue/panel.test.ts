import { describe, expect, it } from "vitest";
import { readPanel, readRoster } from "./panel";
import type { MetadataEntry } from "./types";
import type { Table } from "./walk";

const table = (header: string[], rows: string[][]): Table => ({
  header,
  rows: rows.map((cells, i) => ({ cells, line: 10 + i })),
  line: 9,
  section: "panel",
  heading: "Expert Panel",
  round: null,
});

describe("the panel", () => {
  it("comes from the Expert Panel table: name, role, tier, relevance, the Judge row", () => {
    const panel = readPanel(
      [
        table(
          ["Agent", "Role", "Tier", "Relevance", "Emoji"],
          [
            ["🧁 Muffin", "Architect", "Core", "0.95", "🧁"],
            ["💙 Judge", "Orchestrator", "—", "—", "💙"],
          ],
        ),
      ],
      [],
    );
    expect(panel.map((p) => [p.name, p.role, p.tier, p.relevance, p.judge])).toEqual([
      ["Muffin", "Architect", "Core", 0.95, false],
      ["Judge", "Orchestrator", null, null, true],
    ]);
  });

  it("else from Participants, also when written as a list under the key", () => {
    const participants: MetadataEntry = {
      key: "Participants",
      value: "",
      continuation: ["- 🧁 Muffin (Systems) | 🧁 Cupcake (Protocols)", "- 💙 Judge"],
      line: 3,
      form: "canonical",
    };
    expect(readPanel([], [participants]).map((p) => [p.name, p.role, p.judge])).toEqual([
      ["Muffin", "Systems", false],
      ["Cupcake", "Protocols", false],
      ["Judge", null, true],
    ]);
  });
});

describe("the roster", () => {
  const panel = readPanel([table(["Agent", "Role", "Tier", "Relevance", "Emoji"], [["🧁 Muffin", "Data Modeling Specialist", "Core", "0.90", "🧁"]])], []);
  it("reads the generator's `| Tier | Experts |` pool, roles with commas kept whole, selected by the panel's roles", () => {
    const pool: Table = {
      header: ["Tier", "Experts"],
      rows: [{ cells: ["Core", "DevTools Architect (CLI, formats), Data Modeling Specialist (schemas)"], line: 5 }],
      line: 3,
      section: "pool",
      heading: "Expert Pool",
      round: null,
    };
    expect(readRoster([pool], panel)).toEqual([
      { role: "DevTools Architect (CLI, formats)", tier: "Core", relevance: null, name: null, selected: false },
      { role: "Data Modeling Specialist (schemas)", tier: "Core", relevance: null, name: "Muffin", selected: true },
    ]);
  });

  it("reads the canonical pool table back", () => {
    const pool: Table = {
      header: ["Role", "Tier", "Relevance", "Agent", "Selected"],
      rows: [
        { cells: ["Data Modeling Specialist", "Core", "0.90", "🧁 Muffin", "yes"], line: 5 },
        { cells: ["Economist", "Wildcard", "0.40", "—", "no"], line: 6 },
      ],
      line: 3,
      section: "pool",
      heading: "Expert Pool",
      round: null,
    };
    expect(readRoster([pool], [])).toEqual([
      { role: "Data Modeling Specialist", tier: "Core", relevance: 0.9, name: "Muffin", selected: true },
      { role: "Economist", tier: "Wildcard", relevance: 0.4, name: null, selected: false },
    ]);
  });
});
