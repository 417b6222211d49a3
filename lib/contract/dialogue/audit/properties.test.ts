import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "../parse";
import { auditDialogue } from "./index";

const AGENTS = ["Muffin", "Cupcake", "Scone", "Eclair", "Donut"];
const word = fc.constantFrom("hooks", "resources", "tiers", "owner", "sync", "agree", "later", "maybe", "open", "resolved");
const prose = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(" "));
const status = fc.constantFrom("Converged", "In Progress", "Open", "Resolved", "Partial");

/**
 * A dialogue with everything the rules read except markers: a converged header, a tracker with open rows, a score
 * table rising every round, agents speaking prose in every round. Without the markers nothing says how agreement was
 * reached, so no rule may fire.
 */
const markerless = fc
  .record({
    rows: fc.array(fc.tuple(prose, fc.constantFrom(...AGENTS), status), { minLength: 1, maxLength: 5 }),
    rounds: fc.array(fc.array(fc.tuple(fc.constantFrom(...AGENTS), prose), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
    gains: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 4, maxLength: 4 }),
    closing: fc.constantFrom("## Dialogue Complete\n\n**Status: CONVERGED**", "## Final Verdict\n\nALL TENSIONS RESOLVED", ""),
  })
  .map(({ rows, rounds, gains, closing }) => {
    let total = 0;
    const metrics = rounds.map((_, r) => `| ${r} | ${gains[r]} | ${(total += gains[r]!)} | +${gains[r]} |`).join("\n");
    const tracker = rows.map(([label, agent, s], i) => `| T0${i + 1} | ${label} | ${agent} | ${s} |`).join("\n");
    const body = rounds.map((speakers, r) => `## Round ${r}: R\n\n` + speakers.map(([a, p]) => `### 🧁 ${a}\n\n${p}\n`).join("\n")).join("\n");
    return `# Alignment Dialogue: Property\n\n**Status**: Converged\n\n## Alignment Scoreboard\n\n| Round | Score | Cumulative | Velocity |\n|---|---|---|---|\n${metrics}\n\n## Tensions Tracker\n\n| ID | Tension | Raised By | Status |\n|---|---|---|---|\n${tracker}\n\n${body}\n${closing}\n`;
  });

describe("the audit: properties", () => {
  it("no rule fires on a dialogue with no markers", () => {
    fc.assert(
      fc.property(markerless, (text) => {
        const d = parseDialogue(text).dialogue;
        expect(d.markers).toEqual([]);
        expect(auditDialogue(d, { type: "file", name: "p.md", text })).toEqual([]);
      }),
      { numRuns: 200, seed: 34 },
    );
  });

  it("never throws, and quotes every evidence line exactly, on any text", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            prose,
            fc.constantFrom(
              "## Round 1: R",
              "### 🧁 Muffin",
              "[TENSION T01: x]",
              "[CONCESSION on T01]",
              "[MOVE:CONVERGE]",
              "[DISSENT]",
              "**Status**: Converged",
              "| T01 | x | Muffin | Open |",
            ),
          ),
          { maxLength: 40 },
        ),
        (lines) => {
          const text = lines.join("\n");
          const findings = auditDialogue(parseDialogue(text).dialogue, { type: "file", name: "p.md", text });
          for (const f of findings) for (const e of f.evidence) expect(lines[e.line - 1]).toBe(e.text);
        },
      ),
      { numRuns: 300, seed: 34 },
    );
  });
});
