import { describe, expect, it } from "vitest";
import { readPanel } from "./panel";
import type { MetadataEntry } from "./types";
import type { Table } from "./walk";

const table = (header: string[], rows: string[][]): Table => ({ header, rows: rows.map((cells, i) => ({ cells, line: 10 + i })), line: 9, section: "panel", heading: "Expert Panel", round: null });

describe("the panel", () => {
  it("comes from the Expert Panel table: name, role, tier, relevance, the Judge row", () => {
    const panel = readPanel([table(["Agent", "Role", "Tier", "Relevance", "Emoji"], [["🧁 Muffin", "Architect", "Core", "0.95", "🧁"], ["💙 Judge", "Orchestrator", "—", "—", "💙"]])], []);
    expect(panel.map((p) => [p.name, p.role, p.tier, p.relevance, p.judge])).toEqual([["Muffin", "Architect", "Core", 0.95, false], ["Judge", "Orchestrator", null, null, true]]);
  });

  it("else from Participants, also when written as a list under the key", () => {
    const participants: MetadataEntry = { key: "Participants", value: "", continuation: ["- 🧁 Muffin (Systems) | 🧁 Cupcake (Protocols)", "- 💙 Judge"], line: 3, form: "canonical" };
    expect(readPanel([], [participants]).map((p) => [p.name, p.role, p.judge])).toEqual([["Muffin", "Systems", false], ["Cupcake", "Protocols", false], ["Judge", null, true]]);
  });
});
