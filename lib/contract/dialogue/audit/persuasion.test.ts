import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "../parse";
import { persuasionOf, type PersuasionMove } from "./persuasion";

function moves(text: string): PersuasionMove[] {
  return persuasionOf(parseDialogue(text).dialogue, { type: "file", name: "fixture.dialogue.md", text });
}
/** Every evidence line, the move's and each mover's, is the text at that line of the source, exactly. */
function expectQuoted(text: string, found: PersuasionMove[]) {
  const lines = text.split("\n");
  for (const m of found) for (const e of [...m.evidence, ...m.movers.flatMap((v) => v.evidence)]) expect(lines[e.line - 1]).toBe(e.text);
}
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

const header = `# Alignment Dialogue: Fixture

**Participants**: 🧁 Muffin, 🧁 Cupcake, 🧁 Scone
**Status**: Converged
`;

describe("persuasion: stance changes", () => {
  const text = `${header}
## Round 0: Opening

### 🧁 Muffin

[DISSENT] hooks cannot carry references.

### 🧁 Cupcake

[MOVE:CONVERGE] resources are enough.

## Round 1: Argument

### 🧁 Cupcake

[PERSPECTIVE P01: hooks push references, resources pull them]

### 🧁 Scone

[CHALLENGE] a pull model leaks state.

### 🧁 Muffin

[MOVE:CONVERGE] fine.
`;
  it("credits every other agent who argued since the mover's previous position, most markers first, with their lines", () => {
    const found = moves(text);
    expect(found.map((m) => [m.agent, m.kind, m.from, m.to, m.round])).toEqual([["Muffin", "stance", "dissent", "converge", 1]]);
    const move = found[0]!;
    expect(move.movers.map((v) => [v.agent, v.basis])).toEqual([
      ["Cupcake", "argued"],
      ["Scone", "argued"],
    ]);
    expect(move.movers[0]!.evidence.map((e) => e.line)).toEqual([lineOf(text, "[PERSPECTIVE P01")]);
    expect(move.evidence.map((e) => e.line)).toEqual([lineOf(text, "[DISSENT]"), lineOf(text, "[MOVE:CONVERGE] fine")]);
    expectQuoted(text, found);
  });

  it("credits only the agent the move names when it names one", () => {
    const named = text.replace("[MOVE:CONVERGE] fine.", "[MOVE:CONVERGE per Scone] fine.");
    const found = moves(named);
    expect(found[0]!.movers.map((v) => [v.agent, v.basis])).toEqual([["Scone", "named"]]);
    expect(found[0]!.movers[0]!.evidence.map((e) => e.line)).toEqual([lineOf(named, "[CHALLENGE]")]);
  });

  it("reports a move with no argument from another agent as moved by nobody, and skips the mover's own arguments", () => {
    const alone = `${header}
## Round 0: Opening

### 🧁 Muffin

[DISSENT] no.

## Round 1: Again

### 🧁 Muffin

[PERSPECTIVE P01: on reflection]

[MOVE:CONVERGE] yes.
`;
    const found = moves(alone);
    expect(found).toHaveLength(1);
    expect(found[0]!.movers).toEqual([]);
    expect(found[0]!.message).toContain("no argument from another agent");
  });

  it("near-misses: a first position, a restated stance, a Judge's marker and an undated position are not moves", () => {
    const near = `${header}
## Round 0: Opening

### 🧁 Muffin

[MOVE:CONVERGE] yes.

### 🧁 Cupcake

[PERSPECTIVE P01: something]

## Round 1: Again

### 🧁 Muffin

[CONVERGENCE CONFIRMED] still yes.

### 💙 Judge

[DISSENT] the Judge is not a panel member.

[MOVE:CONVERGE] nor here.

## Final Positions

[DISSENT] Muffin, undated.
`;
    expect(moves(near)).toEqual([]);
  });

  it("does not credit arguments from before the mover's previous position", () => {
    const early = `${header}
## Round 0: Opening

### 🧁 Cupcake

[PERSPECTIVE P01: early]

### 🧁 Muffin

[DISSENT] no.

## Round 1: Again

### 🧁 Muffin

[MOVE:CONVERGE] yes.
`;
    expect(moves(early)[0]!.movers).toEqual([]);
  });
});

describe("persuasion: concessions", () => {
  const text = `${header}
## Round 0: Opening

### 🧁 Muffin

[TENSION T01: Hooks vs resources]

### 🧁 Cupcake

[PERSPECTIVE P01: unrelated to the tension]

## Round 1: Argument

### 🧁 Scone

[REFINEMENT on T01] hooks push, resources pull.

### 🧁 Cupcake

[CHALLENGE] still unrelated.

## Round 2: Yield

### 🧁 Muffin

[CONCESSION on T01] the pull model is enough.
`;
  it("credits the agents who argued that tension before others in the window", () => {
    const found = moves(text);
    expect(found.map((m) => [m.agent, m.kind, m.tension])).toEqual([["Muffin", "concession", "T01"]]);
    expect(found[0]!.movers.map((v) => [v.agent, v.basis])).toEqual([["Scone", "addressed"]]);
    expect(found[0]!.movers[0]!.evidence.map((e) => e.line)).toEqual([lineOf(text, "[REFINEMENT on T01]")]);
    expectQuoted(text, found);
  });

  it("falls back to every argument in the window when nobody argued the tension", () => {
    const bare = text.replace("[REFINEMENT on T01] hooks push, resources pull.", "[REFINEMENT] a general point.");
    expect(moves(bare)[0]!.movers.map((v) => [v.agent, v.basis])).toEqual([
      ["Cupcake", "argued"],
      ["Scone", "argued"],
    ]);
  });

  it("counts the raising marker of another agent as an argument for the tension", () => {
    const other = `${header}
## Round 0: Opening

### 🧁 Cupcake

[TENSION T01: Hooks vs resources]

## Round 1: Yield

### 🧁 Muffin

[CONCESSION on T01] agreed.
`;
    expect(moves(other)[0]!.movers.map((v) => [v.agent, v.basis])).toEqual([["Cupcake", "addressed"]]);
  });

  it("near-miss: another agent's own tension sharing the id is not an argument on the conceded one", () => {
    const scoped = `${header}
## Tensions Tracker

| ID | Tension | Raised By | Status |
|---|---|---|---|
| T01 | who owns the tiers | Scone | Open |

## Round 0: Opening

### 🧁 Scone

[TENSION T01: who owns the tiers]

## Round 1: Yield

### 🧁 Muffin

[TENSION T01: a second thought of Muffin's own]

### 🧁 Cupcake

[CHALLENGE T01] the tiers are the question.

[CONCESSION on T01] fine.
`;
    const found = moves(scoped);
    expect(found.map((m) => [m.agent, m.tension])).toEqual([["Cupcake", "T01"]]);
    // Scone raised it; Cupcake's own challenge is not another's; Muffin's T01 is a thread of its own.
    expect(found[0]!.movers.map((v) => [v.agent, v.basis, v.evidence.map((e) => e.line)])).toEqual([
      ["Scone", "addressed", [lineOf(scoped, "[TENSION T01: who owns")]],
    ]);
  });

  it("a concession naming no tension is left out", () => {
    expect(moves(text.replace("[CONCESSION on T01]", "[CONCESSION] in general,"))).toEqual([]);
  });
});

describe("persuasion: properties", () => {
  const word = fc.constantFrom("hooks", "resources", "agree", "converge", "dissent", "T01", "Muffin", "later");
  const prose = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(" "));
  it("a dialogue with no markers yields no moves", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(fc.constantFrom("Muffin", "Cupcake", "Scone"), prose), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        (rounds) => {
          const text = `${header}\n${rounds.map((r, i) => `## Round ${i}: R\n\n${r.map(([a, p]) => `### 🧁 ${a}\n\n${p}\n`).join("\n")}`).join("\n")}`;
          const d = parseDialogue(text).dialogue;
          expect(d.markers).toEqual([]);
          expect(persuasionOf(d, { type: "file", name: "p.md", text })).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 34 },
    );
  });

  it("never throws, never credits the mover or the Judge, and quotes every line exactly, on any text", () => {
    const line = fc.oneof(
      prose,
      fc.constantFrom(
        "## Round 1: R",
        "## Round 2: S",
        "### 🧁 Muffin",
        "### 🧁 Scone",
        "### 💙 Judge",
        "[TENSION T01: x]",
        "[CONCESSION on T01]",
        "[CONCESSION to Scone on T01]",
        "[MOVE:CONVERGE]",
        "[DISSENT]",
        "[CHALLENGE] no",
        "[REFINEMENT on T01]",
      ),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const text = lines.join("\n");
        const found = moves(text);
        expectQuoted(text, found);
        for (const m of found) for (const v of m.movers) expect([m.agent.toLowerCase(), "judge"]).not.toContain(v.agent.toLowerCase());
      }),
      { numRuns: 300, seed: 34 },
    );
  });
});
