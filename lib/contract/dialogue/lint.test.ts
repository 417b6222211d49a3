import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_RULES, type DiagnosticCode } from "./rules";
import { parseDirectory } from "./directory";
import { CHECKS } from "./lint";
import { MARKER_LIMITS } from "./marker-density";
import { parseDialogue } from "./parse";
import type { DirectoryFile } from "./types";

/** A canonical dialogue with nothing to report; each fixture below breaks exactly one rule of it. */
const clean = (
  parts: { header?: string; panel?: string; rounds?: string; tracker?: string; status?: string; title?: string } = {},
) => `# ${parts.title ?? "Alignment Dialogue: Fixture"}

**Draft**: Dialogue 1
**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Scone
**Status**: ${parts.status ?? "In Progress"}
${parts.header ?? ""}
## Expert Panel

${
  parts.panel ??
  `| Agent | Role | Tier | Relevance | Emoji |
|---|---|---|---|---|
| 🧁 Muffin | Architect | Core | 0.90 | 🧁 |
| 🧁 Scone | Operator | Core | 0.80 | 🧁 |`
}

## Alignment Scoreboard

| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |
|---|---|---|---|---|---|
| 🧁 Muffin | 1 | 1 | 1 | 1 | **4** |
| 🧁 Scone | 1 | 1 | 1 | 1 | **4** |

**Total ALIGNMENT**: 8

## Perspectives Inventory

| ID | Agent | Perspective | Round |
|---|---|---|---|
| P01 | 🧁 Muffin | Cache at the edge | 0 |

## Tensions Tracker

${
  parts.tracker ??
  `| ID | Tension | Status | Raised | Resolved |
|---|---|---|---|---|
| T01 | Speed vs safety | Resolved | 🧁 Scone R0 | R1 |`
}

${
  parts.rounds ??
  `## Round 0: Opening

### Muffin 🧁

[PERSPECTIVE P01: Cache at the edge]

### Scone 🧁

[TENSION T01: Speed vs safety]

## Round 1: Closing

### Muffin 🧁

[RESOLVED T01: flags settle it]`
}
`;

const FIXTURES: Record<DiagnosticCode, { text?: string; files?: DirectoryFile[] }> = {
  "missing-title": { text: clean().replace("# Alignment Dialogue: Fixture\n", "") },
  "title-form": { text: clean({ title: "Dialogue: Fixture" }) },
  "metadata-form": { text: clean().replace("**Draft**: Dialogue 1", "**Draft:** Dialogue 1") },
  "missing-metadata": { text: clean().replace("**Draft**: Dialogue 1\n", "") },
  "missing-section": { text: clean().replace("## Perspectives Inventory", "## Perspective Notes") },
  "round-heading-form": { text: clean().replace("## Round 1: Closing", "## Closing (Round 1)") },
  "agent-heading-order": { text: clean().replace("### Scone 🧁", "### 🧁 Scone") },
  "marker-form": { text: clean().replace("[PERSPECTIVE P01: Cache at the edge]", "**[PERSPECTIVE P01: Cache at the edge]**") },
  "id-width": { text: clean().replace("[PERSPECTIVE P01: Cache at the edge]", "[PERSPECTIVE P1: Cache at the edge]") },
  "table-column-count": { text: clean().replace("| 🧁 Scone | 1 | 1 | 1 | 1 | **4** |", "| 🧁 Scone | 1 | 1 | 1 | 1 | **4** | extra |") },
  "unclosed-fence": { text: clean() + "\n```\nnever closed\n" },
  "json-invalid": {
    files: [
      { path: "round-0/muffin.md", content: "[PERSPECTIVE P01: a]\n" },
      { path: "round-0/panel.json", content: "{ not json" },
    ],
  },
  "no-rounds": { text: clean({ rounds: "" }) },
  "round-start": { text: clean().replace("## Round 0: Opening", "## Round 2: Opening").replace("## Round 1: Closing", "## Round 3: Closing") },
  "round-sequence": { text: clean().replace("## Round 1: Closing", "## Round 2: Closing") },
  "marker-malformed": { text: clean().replace("[PERSPECTIVE P01: Cache at the edge]", "[PERSPECTIVE: Cache at the edge]") },
  "duplicate-id": { text: clean().replace("[PERSPECTIVE P01: Cache at the edge]", "[PERSPECTIVE P01: Cache at the edge]\n\n[PERSPECTIVE P01: Again]") },
  "unknown-agent": { text: clean().replace("### Scone 🧁", "### Donut 🧁") },
  "tension-unresolved": { text: clean({ tracker: "| ID | Tension | Status |\n|---|---|---|" }).replace("[RESOLVED T01: flags settle it]", "Nothing settled.") },
  "resolved-unknown-tension": { text: clean().replace("[RESOLVED T01: flags settle it]", "[RESOLVED T01: flags settle it]\n[RESOLVED T09: never raised]") },
  "tracker-disagrees": { text: clean().replace("| T01 | Speed vs safety | Resolved |", "| T01 | Speed vs safety | Open |") },
  "tracker-superseded": {
    text: clean().replace("| T01 | Speed vs safety | Resolved |", "| T01 | Speed vs safety | Open |") + "\n## Verdict\n\nTensions resolved: 1/1\n",
  },
  "unknown-section": { text: clean() + "\n## Courage Mechanisms\n\nNew vocabulary.\n" },
  "unknown-marker": { text: clean().replace("[RESOLVED T01: flags settle it]", "[RESOLVED T01: flags settle it]\n[CONSENSUS REACHED: all agree]") },
  "status-superseded": { text: clean() + "\n## Verdict\n\n**Status: CONVERGED**\n" },
  "scoreboard-total-mismatch": { text: clean().replace("**Total ALIGNMENT**: 8", "**Total ALIGNMENT**: 9") },
  "marker-density": {
    text: clean().replace(
      "[PERSPECTIVE P01: Cache at the edge]",
      ["[PERSPECTIVE P01: Cache at the edge]", ...Array.from({ length: MARKER_LIMITS.perContribution }, () => "[REFINEMENT P01: again]")].join("\n"),
    ),
  },
};

const codesOf = (f: { text?: string; files?: DirectoryFile[] }) => (f.files ? parseDirectory(f.files) : parseDialogue(f.text!)).diagnostics.map((d) => d.code);

describe("lint: one check per code", () => {
  it("the clean fixture reports nothing", () => {
    expect(codesOf({ text: clean() })).toEqual([]);
  });

  it("every code of the table has a check (json-invalid is the directory reader's)", () => {
    expect(Object.keys(CHECKS).sort()).toEqual(
      Object.keys(DIAGNOSTIC_RULES)
        .filter((c) => c !== "json-invalid")
        .sort(),
    );
  });

  for (const [code, fixture] of Object.entries(FIXTURES) as [DiagnosticCode, { text?: string; files?: DirectoryFile[] }][]) {
    it(`${code}: its fixture reports it, with the table's kind`, () => {
      const result = fixture.files ? parseDirectory(fixture.files) : parseDialogue(fixture.text!);
      const found = result.diagnostics.filter((d) => d.code === code);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((d) => d.kind === DIAGNOSTIC_RULES[code].kind && d.message.length > 0 && d.hint === DIAGNOSTIC_RULES[code].hint)).toBe(true);
    });
  }
});
