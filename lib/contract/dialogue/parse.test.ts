import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "./parse";

// Tests may read fixtures; the contract itself never touches the file system.
const fixture = (name: string) => readFileSync(join(process.cwd(), "tests/fixtures", name), "utf8");

describe("parseDialogue on a drifted dialogue we wrote", () => {
  const { dialogue: d, diagnostics } = parseDialogue(fixture("drift.dialogue.md"));
  const codes = (kind: string) => [...new Set(diagnostics.filter((x) => x.kind === kind).map((x) => x.code))].sort();

  it("reads the title after the first `: ` only, and metadata in all three syntaxes", () => {
    expect(d.title).toBe("Caching Strategy: Read Paths");
    expect(d.metadata.map((m) => [m.key, m.form])).toEqual([
      ["Date", "table"],
      ["Status", "table"],
      ["Participants", "colon-inside"],
    ]);
    expect(d.status).toBe("converged");
    expect(d.date).toBe("2026-09-01 10:00Z");
    expect(d.preamble.map((l) => l.text).join("\n")).toContain("Some context the contract does not model.");
  });

  it("reads rounds, contributions, roles and notes; fenced headings are not rounds", () => {
    expect(d.rounds.map((r) => [r.number, r.label])).toEqual([
      [1, "Opening Arguments"],
      [2, "Wrap-up"],
    ]);
    expect(d.rounds[0]!.contributions.map((c) => [c.agent, c.role, c.note])).toEqual([
      ["Muffin", "Architect", null],
      ["Cupcake", null, "leaning yes"],
    ]);
  });

  it("reads markers with their round, agent, line, position and body", () => {
    const summary = d.markers.map((m) => [m.type, m.id, m.round, m.agent, m.line, m.position]);
    expect(summary).toEqual([
      ["PERSPECTIVE", "P01", 1, "Muffin", 32, "line-start"],
      ["TENSION", "T01", 1, "Muffin", 40, "line-start"],
      ["CONCESSION", "T01", 1, "Cupcake", 44, "mid-line"],
      ["REFINEMENT", "T01", 1, "Cupcake", 48, "table-cell"],
      ["RESOLVED", "T01", 2, "Muffin", 54, "list-item"],
      ["MOVE", null, 2, "Muffin", 55, "line-start"],
      ["PERSPECTIVE", null, 2, "Muffin", 56, "line-start"],
    ]);
    expect(d.markers[0]!.body).toContain("on a second line.");
    expect(d.markers[1]!.body).toBe("stale reads are the risk.");
  });

  it("reads the scoreboard, the claimed total and the panel", () => {
    expect(d.scoreboard.agents.map((a) => [a.agent, a.wisdom, a.total])).toEqual([
      ["Muffin", 3, 12],
      ["Cupcake", 2, 9],
    ]);
    expect(d.totalAlignment).toBe(20);
    expect(d.panel.map((p) => [p.name, p.role, p.relevance])).toEqual([
      ["Muffin", "Architect", 0.9],
      ["Cupcake", "Reviewer", 0.8],
    ]);
  });

  it("reports what is non-canonical as format and what was said as content", () => {
    expect(codes("format")).toEqual([
      "agent-heading-order",
      "id-width",
      "marker-form",
      "metadata-form",
      "missing-section",
      "round-heading-form",
      "table-column-count",
      "title-form",
    ]);
    expect(codes("content")).toEqual(["marker-malformed", "missing-metadata", "resolved-unknown-tension", "round-start", "scoreboard-total-mismatch"]);
    const mismatch = diagnostics.filter((x) => x.code === "scoreboard-total-mismatch").map((x) => x.line);
    expect(mismatch).toEqual([24, 26]);
    for (const x of diagnostics) {
      expect(x.line).toBeGreaterThan(0);
      expect(x.hint.length).toBeGreaterThan(0);
    }
  });

  it("reads registry statuses, normalised", () => {
    const { dialogue } = parseDialogue(
      "# Alignment Dialogue: R\n\n## Tensions Tracker\n\n| ID | Tension | Status |\n|---|---|---|\n| T1 | a | **RESOLVED** — by TTL |\n| T02 | b | ✅ Resolved |\n| T03 | c | Open → addressed |\n| T04 | d | **Deferred to RFC** |\n| — | — | [Awaiting Round 0] |\n",
    );
    expect(dialogue.tensions.map((t) => [t.id, t.rawId, t.status])).toEqual([
      ["T01", "T1", "resolved"],
      ["T02", "T02", "resolved"],
      ["T03", "T03", "open"],
      ["T04", "T04", "deferred"],
    ]);
  });

  it("takes bold speaker lines as contributions only for panel members (by name or by id)", () => {
    const { dialogue } = parseDialogue(
      [
        "# Dialogue: Realms",
        "",
        "## Expert Panel",
        "",
        "| ID | Expert | Perspective |",
        "|---|---|---|",
        "| DS | **Distributed Systems Architect** | consistency |",
        "| | **Ada** | interfaces |",
        "",
        "## Round 1",
        "",
        "**Facilitator:** Opening question.",
        "",
        "**DS (Distributed Systems):**",
        "Eventual sync. [PERSPECTIVE P01: sign announcements]",
        "",
        "**Proposal:** not a speaker.",
        "",
        "**Ada (API Design)**: Separate tools.",
      ].join("\n"),
    );
    const round = dialogue.rounds[0]!;
    expect(round.intro.map((l) => l.text)).toContain("**Facilitator:** Opening question.");
    expect(round.contributions.map((c) => [c.agent, c.headingForm, c.line])).toEqual([
      ["Distributed Systems Architect", "bold-speaker", 14],
      ["Ada", "bold-speaker", 19],
    ]);
    expect(round.contributions[0]!.lines.map((l) => l.text)).toContain("**Proposal:** not a speaker.");
    expect(dialogue.markers[0]).toMatchObject({ id: "P01", agent: "Distributed Systems Architect", round: 1 });
  });

  it("links registry rows to the markers that raised their ids, by agent when the row names one", () => {
    const { dialogue } = parseDialogue(
      "# Alignment Dialogue: L\n\n## Perspectives Inventory\n\n| ID | Agent | Perspective | Round |\n|---|---|---|---|\n| P01 | 🧁 Scone | b | 0 |\n\n## Round 0: Open\n\n### Muffin 🧁\n\n[PERSPECTIVE P01: a]\n\n### Scone 🧁\n\n[PERSPECTIVE P1: b]\n",
    );
    expect(dialogue.perspectives[0]!.markers).toEqual([1]);
    expect(dialogue.markers[1]).toMatchObject({ agent: "Scone", rawId: "P1", id: "P01" });
  });

  it("is total: any string parses, with diagnostics instead of exceptions", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("## Round 1", "### 🧁 A", "| a | b |", "|---|", "```", "[TENSION T1: x", "# T", "**K**: v")),
          { maxLength: 40 },
        ),
        (lines) => {
          const result = parseDialogue(lines.join("\n"));
          expect(Array.isArray(result.diagnostics)).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
    expect(parseDialogue("").diagnostics.map((x) => x.code)).toContain("no-rounds");
  });
});

describe("scoreboard tables", () => {
  it("keep the last per-agent table's totals and fill the columns it lacks from an earlier one", () => {
    const { dialogue: d } = parseDialogue(`# Alignment Dialogue: Boards

## Alignment Scoreboard

| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |
|---|---|---|---|---|---|
| 🧁 Muffin | 3 | 2 | 4 | 1 | **10** |
| 🧁 Cupcake | 1 | 1 | 1 | 1 | **4** |

| Agent | R0 | R1 | **Total** |
|---|---|---|---|
| 🧁 Muffin | 4 | 7 | **11** |
| 🧁 Scone | 2 | 2 | **4** |
`);
    expect(d.scoreboard.agents).toEqual([
      { agent: "Muffin", total: 11, line: 12, rounds: { R0: 4, R1: 7 }, wisdom: 3, consistency: 2, truth: 4, relationships: 1 },
      { agent: "Scone", total: 4, line: 13, rounds: { R0: 2, R1: 2 } },
    ]);
  });
});
