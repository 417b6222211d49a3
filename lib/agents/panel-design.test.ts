import { describe, expect, it } from "vitest";
import { meanFigure, panelDesign, tierOf, type PanelFacts } from "./panel-design";
import { wilsonInterval } from "./wilson";

/** Dialogue i: converged when even, rounds = i, one untracked tension when i > 3, findings = i % 3. */
function facts(count: number, panel: (id: number) => { tier: string | null; role: string | null }[]): PanelFacts {
  const dialogues = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    converged: (i + 1) % 2 === 0,
    rounds: i + 1,
    untracked: i + 1 > 3 ? 1 : 0,
    findings: (i + 1) % 3,
  }));
  return { dialogues, agents: dialogues.flatMap((d) => panel(d.id).map((a) => ({ dialogueId: d.id, ...a }))), findingsFrom: "audit" };
}

describe("panel design across dialogues", () => {
  it("groups dialogues by panel size with shares converged, rounds to converge and counts per dialogue, each with its n", () => {
    // Dialogues 1–6 seat three members, 7–8 seat seven, 9 seats none.
    const design = panelDesign(facts(9, (id) => (id === 9 ? [] : Array.from({ length: id <= 6 ? 3 : 7 }, () => ({ tier: null, role: null })))));
    expect(design.dialogues).toBe(9);
    expect(design.withoutPanel).toBe(1);
    const size = design.tables.find((t) => t.dimension === "size")!.rows;
    expect(size.map((r) => [r.label, r.dialogues, r.few])).toEqual([
      ["3–4 members", 6, false],
      ["7–9 members", 2, true],
    ]);
    const small = size[0]!;
    expect(small.converged).toEqual({ k: 3, n: 6, share: 0.5, interval: wilsonInterval(3, 6) });
    // Converged: dialogues 2, 4, 6, with 2, 4 and 6 rounds.
    expect(small.roundsToConverge.mean).toBe(4);
    expect(small.roundsToConverge.n).toBe(3);
    expect(small.untracked.mean).toBe(0.5);
    expect(small.findings.n).toBe(6);
  });

  it("reads the mix of tiers seated, whatever the tier's case or emphasis, and groups by role", () => {
    const design = panelDesign(
      facts(6, (id) => [
        { tier: "Core", role: "Architect" },
        { tier: id % 2 === 0 ? "**wildcard**" : "Adjacent", role: id <= 2 ? "Skeptic" : "architect" },
      ]),
    );
    const tiers = design.tables.find((t) => t.dimension === "tiers")!.rows;
    expect(tiers.map((r) => [r.label, r.dialogues])).toEqual([
      ["core + adjacent", 3],
      ["core + wildcard", 3],
    ]);
    const roles = design.tables.find((t) => t.dimension === "roles")!.rows;
    expect(roles.map((r) => [r.label, r.dialogues])).toEqual([
      ["Architect", 6],
      ["Skeptic", 2],
    ]);
    expect(roles[1]!.few).toBe(true);
    expect(
      panelDesign(
        facts(6, () => [
          { tier: "Core", role: "A" },
          { tier: null, role: "B" },
        ]),
        1,
      ).tables[2]!.more,
    ).toBe(1);
  });

  it("puts dialogues whose panel records no tier in a group of their own", () => {
    expect(panelDesign(facts(2, () => [{ tier: "Specialist", role: null }])).tables[1]!.rows.map((r) => r.label)).toEqual(["no tiers recorded"]);
    expect(tierOf("Wildcard (contrarian)")).toBe("wildcard");
    expect(tierOf("Core scoring IP")).toBe("core");
    expect(tierOf(null)).toBeNull();
  });

  it("gives a mean's interval only when there is spread to read (two values that differ), never below zero", () => {
    expect(meanFigure([])).toEqual({ mean: null, interval: null, n: 0 });
    expect(meanFigure([3])).toEqual({ mean: 3, interval: null, n: 1 });
    expect(meanFigure([0, 0, 0])).toEqual({ mean: 0, interval: null, n: 3 });
    const f = meanFigure([0, 0, 0, 4]);
    expect(f.mean).toBe(1);
    expect(f.interval![0]).toBe(0);
    expect(f.interval![1]).toBeCloseTo(1 + (1.959963984540054 * 2) / 2, 6);
  });
});
