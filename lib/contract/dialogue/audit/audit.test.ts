import { describe, expect, it } from "vitest";
import { parseDialogue } from "../parse";
import { parseDirectory } from "../directory";
import { auditDialogue, AUDIT_RULES } from "./index";
import { anyBetween } from "./concession";
import type { AuditFinding, AuditRuleCode } from "./types";

/** The audit of a single-file dialogue, as every door in hands it over: the parse and the text it came from. */
function audit(text: string): AuditFinding[] {
  return auditDialogue(parseDialogue(text).dialogue, { type: "file", name: "fixture.dialogue.md", text });
}
const only = (findings: AuditFinding[], rule: AuditRuleCode) => findings.filter((f) => f.rule === rule);
/** Every evidence line is the text at that line of the source, exactly. */
function expectQuoted(text: string, findings: AuditFinding[]) {
  const lines = text.split("\n");
  for (const f of findings) {
    expect(f.evidence.length).toBeGreaterThan(0);
    for (const e of f.evidence) expect(lines[e.line - 1]).toBe(e.text);
  }
}

const header = (status: string) => `# Alignment Dialogue: Fixture

**Draft**: x
**Participants**: 🧁 Muffin, 🧁 Cupcake, 🧁 Scone
**Status**: ${status}
`;

describe("declared-with-open-business", () => {
  const tracker = (t2: string) => `
## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T01 | Hooks vs resources | Muffin | Resolved |
| T02 | Who owns the tiers | Cupcake | ${t2} |
`;
  const rounds = `
## Round 0: Opening

### 🧁 Muffin

[TENSION T01: Hooks vs resources]

### 🧁 Cupcake

[TENSION T02: Who owns the tiers]

## Round 1: Closing

### 🧁 Muffin

[RESOLVED T01: hooks push references]

### 🧁 Cupcake

[MOVE:CONVERGE] fine by me.
`;
  it("fires on convergence declared while the tracker leaves a row open, quoting the declaration and the row", () => {
    const text = header("Converged") + tracker("Open") + rounds;
    const found = only(audit(text), "declared-with-open-business");
    expect(found.map((f) => f.tension)).toEqual(["T02"]);
    expect(found[0]!.evidence.map((e) => e.text)).toEqual(["**Status**: Converged", "| T02 | Who owns the tiers | Cupcake | Open |"]);
    expectQuoted(text, found);
  });
  it("fires on a partial row too", () => {
    expect(only(audit(header("Converged") + tracker("Partial") + rounds), "declared-with-open-business").map((f) => f.tension)).toEqual(["T02"]);
  });
  it("near-miss: the same open row in a dialogue that never declares convergence", () => {
    expect(only(audit(header("In Progress") + tracker("Open") + rounds), "declared-with-open-business")).toEqual([]);
  });
  it("near-miss: every row settled (resolved, deferred) when convergence is declared", () => {
    expect(only(audit(header("Converged") + tracker("Deferred") + rounds), "declared-with-open-business")).toEqual([]);
  });
  it("fires on an agent whose last position is dissent", () => {
    const text = header("Converged") + tracker("Resolved") + rounds + "\n### 🧁 Scone\n\n[DISSENT] the tiers still have no owner.\n";
    const found = only(audit(text), "declared-with-open-business");
    expect(found.map((f) => f.agent)).toEqual(["Scone"]);
    expect(found[0]!.evidence.at(-1)!.text).toBe("[DISSENT] the tiers still have no owner.");
  });
  it("near-miss: a dissent the agent later turned into convergence", () => {
    const text =
      header("Converged") +
      tracker("Resolved") +
      rounds +
      "\n### 🧁 Scone\n\n[DISSENT] not yet.\n\n## Round 2: Again\n\n### 🧁 Scone\n\n[MOVE:CONVERGE] now yes.\n";
    expect(only(audit(text), "declared-with-open-business")).toEqual([]);
  });
});

describe("unargued-concession", () => {
  const raise = `
## Round 0: Opening

### 🧁 Muffin

[TENSION T01: Hooks vs resources]
Hooks push what nobody asked for.
`;
  const concede = `
## Round 1: Answers

### 🧁 Cupcake

[CONCESSION on T01]
Fine.
`;
  it("fires when a tension is conceded with nothing on it between its raise and the concession", () => {
    const text = header("In Progress") + raise + concede;
    const found = only(audit(text), "unargued-concession");
    expect(found.map((f) => [f.agent, f.tension, f.round])).toEqual([["Cupcake", "T01", 1]]);
    expect(found[0]!.evidence.map((e) => e.text)).toEqual(["[TENSION T01: Hooks vs resources]", "[CONCESSION on T01]"]);
    expectQuoted(text, found);
  });
  it("near-miss: a refinement of the tension in between", () => {
    const between = "\n### 🧁 Scone\n\n[REFINEMENT on T01: hooks could push references only]\n";
    expect(only(audit(header("In Progress") + raise + between + concede), "unargued-concession")).toEqual([]);
  });
  it("near-miss: a challenge naming the tension in between", () => {
    const between = "\n### 🧁 Scone\n\n[CHALLENGE T01: resources are not implemented]\n";
    expect(only(audit(header("In Progress") + raise + between + concede), "unargued-concession")).toEqual([]);
  });
  it("near-miss: a concession that names whose argument moved it", () => {
    const cited = concede.replace("Fine.", "Muffin is right: hooks push too much.");
    expect(only(audit(header("In Progress") + raise + cited), "unargued-concession")).toEqual([]);
  });
  it("near-miss: a concession naming no tension cannot be attributed", () => {
    expect(only(audit(header("In Progress") + raise + concede.replace("[CONCESSION on T01]", "[CONCESSION: hooks]")), "unargued-concession")).toEqual([]);
  });
  it("a refinement after the concession does not argue it", () => {
    const after = "\n### 🧁 Scone\n\n[REFINEMENT on T01: later thought]\n";
    expect(only(audit(header("In Progress") + raise + concede + after), "unargued-concession")).toHaveLength(1);
  });
});

describe("flip-to-majority", () => {
  // Three seats: Muffin and Cupcake converge in round 1 (a majority), Scone dissented in round 0.
  const base = (between: string, flip: string) =>
    header("In Progress") +
    `
## Round 0: Opening

### 🧁 Scone

[DISSENT] the tiers have no owner.

## Round 1: Middle

### 🧁 Muffin

[MOVE:CONVERGE]

### 🧁 Cupcake

[MOVE:CONVERGE]
${between}
## Round 2: Last

### 🧁 Scone

${flip}
`;
  it("fires when the dissenter takes the majority's side the round after, with no argument from it in between", () => {
    const text = base("", "[MOVE:CONVERGE] fine.");
    const found = only(audit(text), "flip-to-majority");
    expect(found.map((f) => [f.agent, f.round])).toEqual([["Scone", 2]]);
    expect(found[0]!.evidence.map((e) => e.line)).toEqual([
      text.split("\n").indexOf("[MOVE:CONVERGE]", text.split("\n").indexOf("### 🧁 Cupcake")) + 1,
      text.split("\n").lastIndexOf("[MOVE:CONVERGE] fine.") + 1,
    ]);
    expectQuoted(text, found);
  });
  it("near-miss: a majority member brings an argument after the majority formed", () => {
    expect(only(audit(base("\n[REFINEMENT: Cupcake owns the tiers]\n", "[MOVE:CONVERGE] fine.")), "flip-to-majority")).toEqual([]);
  });
  it("near-miss: the dissenter holds", () => {
    expect(only(audit(base("", "[DISSENT] still no owner.")), "flip-to-majority")).toEqual([]);
  });
  it("near-miss: an agent with no earlier position joins (a first position is not a change)", () => {
    expect(
      only(audit(base("", "[MOVE:CONVERGE] fine.").replace("[DISSENT] the tiers have no owner.", "[PERSPECTIVE P01: tiers]")), "flip-to-majority"),
    ).toEqual([]);
  });
});

describe("judge-drift", () => {
  const scored = (round1: string, t02Marker: string) =>
    header("In Progress") +
    `
## Alignment Scoreboard

| Round | Score | Cumulative | Velocity |
|-------|-------|------------|----------|
| 0 | 40 | 40 | +40 |
| 1 | 30 | 70 | +30 |

## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T01 | Hooks vs resources | Muffin | Resolved |
| T02 | Who owns the tiers | Cupcake | Resolved |

## Round 0: Opening

### 🧁 Muffin

[TENSION T01: Hooks vs resources]

[RESOLVED T01: hooks push references]

### 🧁 Cupcake

[TENSION T02: Who owns the tiers]
${t02Marker}
## Round 1: More

### 🧁 Muffin

${round1}
`;
  it("fires when ALIGNMENT rises in a round whose markers move no tension", () => {
    const text = scored("[PERSPECTIVE P01: a new angle]", "\n[RESOLVED T02: Cupcake owns them]\n");
    const found = only(audit(text), "judge-drift");
    expect(found.map((f) => f.round)).toEqual([1]);
    expect(found[0]!.evidence.map((e) => e.text)).toEqual(["| 1 | 30 | 70 | +30 |", "## Round 1: More"]);
    expectQuoted(text, found);
  });
  it("near-miss: the rising round refines a tension", () => {
    expect(only(audit(scored("[REFINEMENT on T01: more]", "\n[RESOLVED T02: ok]\n")), "judge-drift")).toEqual([]);
  });
  it("near-miss: a round of prose without markers says nothing either way", () => {
    expect(only(audit(scored("Just prose this time.", "\n[RESOLVED T02: ok]\n")), "judge-drift")).toEqual([]);
  });
  it("fires when a tension is ruled resolved that no agent's resolving marker names", () => {
    const text = scored("[REFINEMENT on T01: more]", "");
    const found = only(audit(text), "judge-drift");
    expect(found.map((f) => f.tension)).toEqual(["T02"]);
    expect(found[0]!.evidence.map((e) => e.text)).toEqual(["| T02 | Who owns the tiers | Cupcake | Resolved |"]);
  });
  it("near-miss: a resolving marker lists the row's agent-scoped id among others", () => {
    const text = scored("[REFINEMENT on T01: more]", "").replace("| T02 | Who owns the tiers | Cupcake |", "| CUPCAKE-T02 | Who owns the tiers | Cupcake |");
    expect(only(audit(text), "judge-drift").map((f) => f.tension)).toEqual(["CUPCAKE-T02"]);
    expect(only(audit(text + "\n### 🧁 Scone\n\n[RESOLVED MUFFIN-T09, CUPCAKE-T02]\n"), "judge-drift")).toEqual([]);
  });
  it("near-miss: the raiser concedes the tension by its id", () => {
    expect(only(audit(scored("[REFINEMENT on T01: more]", "\n[CONCESSION T02]: subsumed by T01\n")), "judge-drift")).toEqual([]);
  });
  it("quotes the Judge's last ruling first when it is not the tracker row", () => {
    const text =
      scored("[REFINEMENT on T01: more]", "").replace("| Cupcake | Resolved |", "| Cupcake | Open |") + "\n## Final Verdict\n\nALL TENSIONS RESOLVED.\n";
    const found = only(audit(text), "judge-drift");
    expect(found.map((f) => f.evidence.map((e) => e.text))).toEqual([["ALL TENSIONS RESOLVED.", "| T02 | Who owns the tiers | Cupcake | Open |"]]);
  });
  it("near-miss: no agent resolves anything with markers, so an absent one is no evidence", () => {
    const text = scored("[REFINEMENT on T01: more]", "").replace("[RESOLVED T01: hooks push references]", "");
    expect(only(audit(text), "judge-drift")).toEqual([]);
  });
});

describe("silent-agent", () => {
  const rounds = (scone: string) =>
    header("In Progress") +
    `
## Round 0: Opening

### 🧁 Muffin

[PERSPECTIVE P01: hooks]

### 🧁 Cupcake

[TENSION T01: tiers]

### 🧁 Scone

${scone}
`;
  it("fires on a member who speaks without a marker in a round where others used them", () => {
    const text = rounds("I agree with most of this.");
    const found = only(audit(text), "silent-agent");
    expect(found.map((f) => [f.agent, f.round])).toEqual([["Scone", 0]]);
    expect(found[0]!.evidence.map((e) => e.text)).toEqual(["### 🧁 Scone", "I agree with most of this."]);
    expectQuoted(text, found);
  });
  it("near-miss: the member writes a marker", () => {
    expect(only(audit(rounds("[PERSPECTIVE P01: agree]")), "silent-agent")).toEqual([]);
  });
  it("near-miss: a placeholder contribution is a scaffold, not silence", () => {
    expect(only(audit(rounds("[Awaiting response]")), "silent-agent")).toEqual([]);
  });
  it("near-miss: a round no one wrote markers in", () => {
    const text = rounds("[PERSPECTIVE P01: agree]") + "\n## Round 1: Prose\n\n### 🧁 Muffin\n\nAll good.\n\n### 🧁 Scone\n\nAgreed.\n";
    expect(only(audit(text), "silent-agent")).toEqual([]);
  });
  it("quotes a directory's lines with their file", () => {
    const files = [
      { path: "round-0/muffin.md", content: "[PERSPECTIVE P01: hooks]\n" },
      { path: "round-0/scone.md", content: "I have nothing bracketed to say.\n" },
    ];
    const found = only(auditDialogue(parseDirectory(files, { name: "d" }).dialogue, { type: "directory", name: "d", files }), "silent-agent");
    expect(found.map((f) => [f.agent, f.evidence.map((e) => `${e.file}:${e.line} ${e.text}`)])).toEqual([
      ["Scone", ["round-0/scone.md:1 I have nothing bracketed to say."]],
    ]);
  });
});

describe("the audit as a whole", () => {
  it("lists one rule per code, in a fixed order", () => {
    expect(AUDIT_RULES.map((r) => r.code)).toEqual(["declared-with-open-business", "unargued-concession", "flip-to-majority", "judge-drift", "silent-agent"]);
  });
  it("finds a value strictly between two bounds in a sorted list", () => {
    expect(anyBetween([1, 5, 9], 1, 5)).toBe(false);
    expect(anyBetween([1, 5, 9], 1, 6)).toBe(true);
    expect(anyBetween([], 0, 100)).toBe(false);
  });
  it("audits 20,000 markers of every kind it weighs and finds what they hold", () => {
    const agents = ["Muffin", "Cupcake", "Scone", "Eclair"];
    let text = header("Converged");
    for (let r = 0; r < 200; r++) {
      text += `\n## Round ${r}: R\n`;
      for (const a of agents) {
        text += `\n### 🧁 ${a}\n\n`;
        for (let k = 0; k < 25; k++)
          text += `[${k % 5 === 0 ? "CONCESSION on T01" : k % 5 === 1 ? "TENSION T01: x" : k % 5 === 2 ? "CHALLENGE T01" : k % 5 === 3 ? "MOVE:CONVERGE" : "DISSENT"}]\n`;
      }
    }
    const parsed = parseDialogue(text).dialogue;
    expect(parsed.markers.length).toBe(20_000);
    // Its speed is a bench figure (`npm run bench -- --only contract`, auditOfParse), not a timed assertion here.
    const findings = auditDialogue(parsed, { type: "file", name: "big.md", text });
    expect(findings.length).toBeGreaterThan(0);
  });
});
