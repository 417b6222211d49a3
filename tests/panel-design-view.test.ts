import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PanelDesignTables } from "@/components/agents/panel-design-tables";
import { PersuasionTable } from "@/components/agents/persuasion-table";
import { panelDesign } from "@/lib/agents/panel-design";
import { persuasionBoard } from "@/lib/agents/persuasion-board";

const dialogues = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, converged: i % 2 === 0, rounds: 3, untracked: i, findings: 1 }));
// Dialogues 1–5 seat a core and a wildcard member; 6–7 seat a core member alone.
const agents = dialogues.flatMap((d) => [
  { dialogueId: d.id, tier: "Core", role: "Architect" },
  ...(d.id <= 5 ? [{ dialogueId: d.id, tier: "Wildcard", role: "Skeptic" }] : []),
]);

describe("the panel design view", () => {
  it("shows each group's figures with intervals and n, and warns plainly on a group of under five dialogues", () => {
    const html = renderToStaticMarkup(PanelDesignTables({ design: panelDesign({ dialogues, agents, findingsFrom: "audit" }) }));
    expect(html).toContain("By panel size");
    expect(html).toContain("core + wildcard");
    // Sizes 1–2 hold all seven; only the core-only tier mix (2) is thin.
    expect(html.match(/Too few dialogues \(under 5\): read nothing into it\./g)).toHaveLength(1);
    expect(html).toMatch(/data-few="true"[^]*?core<[^]*?>2</);
    expect(html).toContain("Audit findings");
    expect(html).toContain("n=7");
  });
  it("names the findings column by what it counts while the audit's findings are not stored", () => {
    const html = renderToStaticMarkup(PanelDesignTables({ design: panelDesign({ dialogues, agents, findingsFrom: "open-business" }) }));
    expect(html).toContain("Open business at convergence");
    expect(html).not.toContain("Audit findings");
  });
});

describe("the agents board's who moves whom", () => {
  it("shows each share with its Wilson interval and counts, and marks agents with few dialogues", () => {
    const board = persuasionBoard({
      agents: [
        { key: "muffin", name: "Muffin", dialogues: 10 },
        { key: "scone", name: "Scone", dialogues: 2 },
      ],
      moved: [{ key: "muffin", dialogues: 5, count: 6 }],
      moving: [{ key: "scone", dialogues: 1, count: 1 }],
    });
    const html = renderToStaticMarkup(PersuasionTable({ board }));
    expect(html).toContain("5/10 · 6 moves");
    expect(html).toMatch(/data-interval="24 %–76 %"/);
    expect(html).toContain("1/2 · 1 credit");
    expect(html.match(/too few dialogues/g)).toHaveLength(1);
  });
});
