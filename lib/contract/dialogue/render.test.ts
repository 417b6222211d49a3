import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "./parse";
import { renderDialogue } from "./render";
import type { Diagnostic, ParsedDialogue } from "./types";

const contentCodes = (list: Diagnostic[]) => [...new Set(list.filter((d) => d.kind === "content").map((d) => d.code))].sort();
const formatProblems = (list: Diagnostic[]) => list.filter((d) => d.kind === "format" && d.severity !== "info");

/** What a canonical render must keep. */
function facts(d: ParsedDialogue) {
  return {
    rounds: d.rounds.map((r) => [r.number, r.label]),
    contributions: d.rounds.map((r) => r.contributions.map((c) => [c.agent, c.role, c.note, c.judge])),
    markers: d.markers.map((m) => [m.type, m.id, m.refs, m.description, m.round, m.agent]),
    totals: d.scoreboard.agents.map((a) => [a.agent, a.total]),
    totalAlignment: d.totalAlignment,
    metadata: d.metadata.map((m) => [m.key, m.value]),
  };
}

describe("renderDialogue", () => {
  const seedDir = join(process.cwd(), "prisma/seed");
  for (const name of readdirSync(seedDir).filter((n) => n.endsWith(".md"))) {
    it(`leaves the canonical sample ${name} byte for byte as it is`, () => {
      const source = readFileSync(join(seedDir, name), "utf8");
      const parsed = parseDialogue(source);
      expect(formatProblems(parsed.diagnostics)).toEqual([]);
      expect(renderDialogue(parsed.dialogue)).toBe(source);
    });
  }

  it("writes a drifted dialogue canonically and loses nothing", () => {
    const source = readFileSync(join(process.cwd(), "tests/fixtures/drift.dialogue.md"), "utf8");
    const before = parseDialogue(source);
    const text = renderDialogue(before.dialogue);
    const after = parseDialogue(text);
    expect(formatProblems(after.diagnostics)).toEqual([]);
    expect(contentCodes(after.diagnostics)).toEqual(contentCodes(before.diagnostics));
    expect(facts(after.dialogue)).toEqual(facts(before.dialogue));
    expect(text).toContain("# Alignment Dialogue: Caching Strategy: Read Paths");
    expect(text).toContain("## Round 1: Opening Arguments");
    expect(text).toContain("### Cupcake 🧁 → leaning yes");
    expect(text).toContain("[PERSPECTIVE P01: Cache at the edge] and more prose");
    expect(text).toContain("[TENSION T09: inside a fence is not a marker]");
    expect(text).toContain("Some context the contract does not model.");
    // Rendering is idempotent.
    expect(renderDialogue(after.dialogue)).toBe(text);
  });

  const name = fc.constantFrom("Muffin", "Cupcake", "Scone", "Eclair", "Donut");
  const words = fc.array(fc.constantFrom("cache", "edge", "latency", "risk", "schema", "review"), { minLength: 1, maxLength: 5 }).map((w) => w.join(" "));
  const marker = fc.oneof(
    fc
      .tuple(fc.constantFrom("PERSPECTIVE P", "TENSION T"), fc.integer({ min: 1, max: 30 }), words)
      .map(([t, n, w]) => `[${t}${String(n).padStart(2, "0")}: ${w}]`),
    fc.tuple(fc.integer({ min: 1, max: 30 }), words).map(([n, w]) => `[RESOLVED T${String(n).padStart(2, "0")}: ${w}]`),
    words.map((w) => `[CONCESSION: ${w}]`),
    fc.constant("[MOVE:CONVERGE]"),
  );
  const contribution = fc.record({ agent: name, lines: fc.array(fc.oneof(marker, words), { maxLength: 4 }) });
  const round = fc.record({ label: words, contributions: fc.array(contribution, { maxLength: 3 }) });

  it("parse(render(d)) recovers generated dialogues", () => {
    fc.assert(
      fc.property(words, fc.array(round, { minLength: 1, maxLength: 4 }), (title, rounds) => {
        const source = [
          `# Alignment Dialogue: ${title}`,
          "",
          "**Status**: In Progress",
          "",
          ...rounds.flatMap((r, i) => [
            `## Round ${i}: ${r.label}`,
            "",
            ...r.contributions.flatMap((c) => [`### ${c.agent} 🧁`, "", ...c.lines.flatMap((l) => [l, ""])]),
          ]),
        ].join("\n");
        const first = parseDialogue(source);
        const again = parseDialogue(renderDialogue(first.dialogue));
        expect(facts(again.dialogue)).toEqual(facts(first.dialogue));
        expect(first.dialogue.rounds).toHaveLength(rounds.length);
        expect(first.dialogue.markers).toHaveLength(rounds.flatMap((r) => r.contributions.flatMap((c) => c.lines.filter((l) => l.startsWith("[")))).length);
        expect(formatProblems(again.diagnostics)).toEqual([]);
        expect(contentCodes(again.diagnostics)).toEqual(contentCodes(first.diagnostics));
      }),
      { numRuns: 300 },
    );
  });
});
