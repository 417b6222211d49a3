import { describe, expect, it } from "vitest";
import { parseDirectory } from "../directory";
import { parseDialogue } from "../parse";

const read = (text: string) => parseDialogue(text);

/** A small cupcake dialogue: header, two rounds with contributions, and whatever closing the test adds. */
const dialogue = (o: { status?: string; closing?: string; scoreboard?: string } = {}) => `# Alignment Dialogue: Fixture

**Draft**: Dialogue 1
**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Scone
**Status**: ${o.status ?? "In Progress"}

## Alignment Scoreboard

${
  o.scoreboard ??
  `| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |
|---|---|---|---|---|---|
| 🧁 Muffin | 1 | 1 | 1 | 1 | **4** |
| 🧁 Scone | 1 | 1 | 1 | 1 | **4** |

**Total ALIGNMENT**: 8`
}

## Round 0: Opening Arguments

### Muffin 🧁

[PERSPECTIVE P01: Speed matters]

### Scone 🧁

[PERSPECTIVE P02: Safety matters]

## Round 1: Convergence

### Muffin 🧁

[MOVE:CONVERGE]

### Scone 🧁

[MOVE:CONVERGE]
${o.closing ?? ""}`;

describe("the reading: status is the dialogue's final word", () => {
  it("reads a status word after emoji and bold (`✅ CONVERGED`)", () => {
    expect(read(dialogue({ status: "✅ CONVERGED" })).dialogue.reading.status).toBe("converged");
  });

  it("a closing verdict outranks a header written before the rounds ran, and status-superseded names both lines", () => {
    const text = dialogue({ closing: "\n## 💙 Judge: Final Ruling — Convergence Declared\n\nBoth agents agree.\n" });
    const { dialogue: d, diagnostics } = read(text);
    expect(d.reading.status).toBe("converged");
    const superseded = diagnostics.filter((x) => x.code === "status-superseded");
    const verdictLine = text.split("\n").findIndex((l) => l.includes("Convergence Declared")) + 1;
    expect(superseded).toHaveLength(1);
    expect(superseded[0]!.line).toBe(verdictLine);
    expect(superseded[0]!.message).toContain("L5");
    expect(superseded[0]!.message).toContain(`L${verdictLine}`);
  });

  it("a closing `**Status: CONVERGED**` line and `DIALOGUE CONVERGED AT 95%+` are verdicts; agreeing with the header is no diagnostic", () => {
    expect(read(dialogue({ closing: "\n## Verdict\n\n**Status: CONVERGED**\n" })).dialogue.reading.status).toBe("converged");
    expect(read(dialogue({ closing: "\n## Final Analysis\n\n**DIALOGUE CONVERGED AT 95%+**\n" })).dialogue.reading.status).toBe("converged");
    const agreed = read(dialogue({ status: "Converged", closing: "\n## Verdict\n\n**Status: CONVERGED**\n" }));
    expect(agreed.diagnostics.map((x) => x.code)).not.toContain("status-superseded");
  });

  it("a heading that leads with the word (`## Converged Amendments`) is no verdict; `CONVERGED - all resolved` is", () => {
    expect(read(dialogue({ closing: "\n## Converged Amendments\n\nNone yet.\n" })).dialogue.reading.status).toBe("in-progress");
    expect(read(dialogue({ closing: "\n## Status\n\n**CONVERGED** - All open questions resolved.\n" })).dialogue.reading.status).toBe("converged");
  });

  it("struck-through and negated verdicts say nothing; an agent's own words are not the Judge's", () => {
    expect(read(dialogue({ closing: "\n## Status\n\n~~CONVERGED at 97%~~ reopened by the user.\n" })).dialogue.reading.status).toBe("in-progress");
    expect(read(dialogue({ closing: "\n## Status\n\nConvergence not reached; no consensus reached either.\n" })).dialogue.reading.status).toBe("in-progress");
    const agentSays = dialogue().replace("[MOVE:CONVERGE]", "I think convergence achieved.\n\n**Status**: CONVERGED\n\n[MOVE:CONVERGE]");
    expect(read(agentSays).dialogue.reading.status).toBe("in-progress");
  });

  it("a status snapshot above the rounds is as old as the header; a later closing word still rules", () => {
    const stale = dialogue({ status: "Converged" }).replace("**Total ALIGNMENT**: 8", "**Total ALIGNMENT**: 8\n**Status**: In Progress");
    expect(read(stale).dialogue.reading.status).toBe("converged");
    expect(read(stale + "\n## Closing\n\n**Status**: Stalled\n").dialogue.reading.status).toBe("stalled");
  });

  it("a Judge's closing `Dialogue stalled` / `dialogue was abandoned` is the final word", () => {
    expect(read(dialogue({ closing: "\n## Judge\n\nDialogue stalled: velocity 0 for two rounds.\n" })).dialogue.reading.status).toBe("stalled");
    expect(read(dialogue({ closing: "\n## Judge\n\nThe dialogue was abandoned after round 1.\n" })).dialogue.reading.status).toBe("abandoned");
  });

  it("`## Dialogue Complete` closes a dialogue with no status header as converged; nothing at all is unknown", () => {
    const none = dialogue().replace("**Status**: In Progress\n", "");
    expect(read(none).dialogue.reading.status).toBe("unknown");
    expect(read(none + "\n## Dialogue Complete\n\n| Rounds | 2 |\n").dialogue.reading.status).toBe("converged");
  });
});

describe("the reading: placeholders are not content", () => {
  const scaffold = `# Alignment Dialogue: Scaffold

**Status**: In Progress

## Alignment Scoreboard

| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |
|---|---|---|---|---|---|
| 🧁 Muffin | 0 | 0 | 0 | 0 | **0** |

**Total ALIGNMENT**: 0

## Round 0: Opening Arguments

### Muffin 🧁

[Awaiting response]

### Scone 🧁

[Awaiting response]
`;

  it("a scaffold of `[Awaiting response]` has no rounds, no agents, total 0 as written", () => {
    const r = read(scaffold).dialogue.reading;
    expect(r).toMatchObject({ status: "in-progress", rounds: [], agents: [], totalAlignment: 0, roundScores: null });
  });

  it("`_Pending_` and `TBD` under an agent hold a place too: no round, no agent", () => {
    const text = scaffold.replace("[Awaiting response]", "_Pending_").replace("[Awaiting response]", "TBD");
    expect(read(text).dialogue.reading).toMatchObject({ status: "in-progress", rounds: [], agents: [] });
  });

  it("a `Recorded` scaffold whose dialogue is `[Dialogue content to be added]` is in progress", () => {
    const text =
      "# Dialogue 9: Test\n\n| | |\n|---|---|\n| **Date** | 2026-01-01 |\n| **Status** | Recorded |\n\n## Dialogue\n\n[Dialogue content to be added]\n";
    expect(read(text).dialogue.reading).toMatchObject({ status: "in-progress", rounds: [], agents: [], totalAlignment: null });
  });
});

describe("the reading: rounds and agents in every form", () => {
  it("the Judge's `### Round N` summaries are rounds; a panel headed `(Round 0)` is not", () => {
    const text = `# Alignment Dialogue: Summaries

**Status**: Converged

## Expert Panel (Round 0)

| Agent | Role |
|---|---|
| 🧁 Muffin | Architect |

## Summary

### Round 1 Summary

The panel split on storage.

### Round 2 Synthesis

The panel agreed on files.
`;
    const { dialogue: d, diagnostics } = read(text);
    expect(d.reading.rounds).toEqual([1, 2]);
    // The panel is read as the panel (no false missing-section), and the summaries are no `no-rounds` error.
    expect(d.panel.map((p) => p.name)).toEqual(["Muffin"]);
    expect(diagnostics.map((x) => x.code)).not.toContain("no-rounds");
    expect(
      diagnostics
        .filter((x) => x.code === "missing-section")
        .map((x) => x.message)
        .join(" "),
    ).not.toContain("Expert Panel");
  });

  it("agents named by role in a numbered scoreboard, summed into the total and the one round it scores", () => {
    const text = `# Alignment Dialogue: Roles

**Status**: In Progress

## Round 1: Initial Perspectives

### Scoreboard

| Expert | Role | Wisdom | Consistency | Truth | Relationships | Total |
|---|---|---|---|---|---|---|
| 1 | Systems Architect | 9 | 9 | 9 | 8 | 35 |
| 2 | UI Designer | 8 | 9 | 8 | 9 | 34 |

The two experts agreed on files.
`;
    const r = read(text).dialogue.reading;
    expect(r.agents).toEqual(["Systems Architect", "UI Designer"]);
    expect(r.totalAlignment).toBe(69);
    expect(r.roundScores).toEqual({ "1": 69 });
  });

  it("agents by panel id in bold speaker lines, by position in a vote table; a panel listing alone names nobody", () => {
    const text = `# Alignment Dialogue: Ids

## Expert Panel

| ID | Expert |
|---|---|
| DS | Distributed Systems Architect |
| MT | Multi-Tenant Security Engineer |

## Round 1: Framing

**DS (Distributed Systems):**
Events, not locks.

**MT (Multi-Tenant Security):**
Zero trust between repos.
`;
    expect(read(text).dialogue.reading.agents).toEqual(["DS", "MT"]);
    const votes = `# Alignment Dialogue: Votes

## Scoreboard

| Expert | R1 | R2 | Final |
|---|---|---|---|
| Token Economist | SUPPORT | OPPOSE | OPPOSE |
| Facilitator | — | — | SUPPORT |
| Minimalist | OPPOSE | SUPPORT | SUPPORT |

## Panel

| Agent | Role | Tier | Relevance |
|---|---|---|---|
| 🧁 Muffin | Architect | Core | 0.9 |
`;
    expect(read(votes).dialogue.reading.agents).toEqual(["Token Economist", "Minimalist"]);
  });

  it("contributions headed by role or by full name (no cupcake emoji) are the panel's agents, one each", () => {
    const text = `# Alignment Dialogue: Headings

## Expert Panel

| Expert | Role |
|---|---|
| Alex Chen | Systems Architect |
| Bo Li | UI Designer |

## Round 1: Opening

### Systems Architect

Files are truth.

### Bo Li

Cards, not tables.

### Alex Chen

Agreed with myself.

### Open Questions

Who owns the index?
`;
    expect(read(text).dialogue.reading.agents).toEqual(["Systems Architect", "Bo Li"]);
  });

  it("a scoreboard that calls an agent by first name is that agent", () => {
    const text = `# Alignment Dialogue: Names

## Expert Panel

| ID | Expert | Domain |
|---|---|---|
| A | **Alex Chen** | Distributed Systems |

## Round 1: Opening

**Alex Chen (Distributed Systems):**

Federate it.

## Final Scoreboard

| Expert | Position |
|---|---|
| Alex | Support |
`;
    expect(read(text).dialogue.reading.agents).toEqual(["Alex Chen"]);
  });
});

describe("the reading: totals and per-round gains", () => {
  it("the Judge's last total, written in a table row as `950+`", () => {
    const closing = "\n## Final Analysis\n\n| Metric | R0 | R1 | Final |\n|---|---|---|---|\n| Total ALIGNMENT | 340 | 747 | **950+** |\n";
    expect(read(dialogue({ closing })).dialogue.reading.totalAlignment).toBe(950);
  });

  it("agents' own ALIGNMENT claims are not the Judge's total", () => {
    const text = dialogue().replace("[PERSPECTIVE P02: Safety matters]", "[PERSPECTIVE P02: Safety matters]\n\nTotal ALIGNMENT: 99");
    expect(read(text).dialogue.reading.totalAlignment).toBe(8);
  });

  it("a velocity beside the current round gives that round's gain, never a split of the cumulative figure", () => {
    const scoreboard =
      "| Agent | **Total** |\n|---|---|\n| 🧁 Muffin | **52** |\n| 🧁 Scone | **52** |\n\n**Total ALIGNMENT**: 104\n**Current Round**: 1\n**ALIGNMENT Velocity**: +35 (from 69)";
    expect(read(dialogue({ scoreboard })).dialogue.reading.roundScores).toEqual({ "1": 35 });
  });

  it("one gain a round up to the current one (`+210 → +210`, `Current Round: 1 complete`)", () => {
    const scoreboard =
      "| Agent | **Total** |\n|---|---|\n| 🧁 Muffin | **210** |\n| 🧁 Scone | **210** |\n\n**Total ALIGNMENT**: 420\n**Current Round**: 1 complete\n**ALIGNMENT Velocity**: +210 → +210 (stable)";
    expect(read(dialogue({ scoreboard })).dialogue.reading.roundScores).toEqual({ "0": 210, "1": 210 });
  });

  it("gains written round by round: `(Round 0: 45, Round 1: +52)`, `R0→R1 = +112`, `Velocity Trend: +63 → +87`", () => {
    const total = "| Agent | **Total** |\n|---|---|\n| 🧁 Muffin | **50** |\n| 🧁 Scone | **47** |\n\n**Total ALIGNMENT**: 97 (Round 0: 45, Round 1: +52)";
    expect(read(dialogue({ scoreboard: total })).dialogue.reading.roundScores).toEqual({ "0": 45, "1": 52 });
    const arrows = dialogue({ closing: "\n## Verdict\n\n**ALIGNMENT Velocity**: R0→R1 = +112\n" });
    expect(read(arrows).dialogue.reading.roundScores).toEqual({ "1": 112 });
    const trend = dialogue({ closing: "\n## Verdict\n\n**Velocity Trend**: +63 → +87\n" });
    expect(read(trend).dialogue.reading.roundScores).toEqual({ "0": 63, "1": 87 });
  });

  it("no per-round figure at all is null", () => {
    expect(read(dialogue()).dialogue.reading.roundScores).toBeNull();
  });
});

describe("the reading of a directory with its recorded summary", () => {
  it("reads both as one dialogue: rounds from the files, the closing verdict from the summary, alsoFrom names it", () => {
    const files = [
      { path: "round-0/muffin.md", content: "[PERSPECTIVE P01: Files]\n" },
      { path: "round-0/scone.md", content: "[PERSPECTIVE P02: Tables]\n" },
      { path: "round-0/muffin.prompt.md", content: "You are Muffin.\n" },
      { path: "round-1/muffin.md", content: "[MOVE:CONVERGE]\n" },
      { path: "round-1.summary.md", content: "# Round 1\n\nBoth converge.\n" },
      {
        path: "2026-01-01T0000Z-x.dialogue.recorded.md",
        content: "# Alignment Dialogue: X\n\n**Status**: In Progress\n\n## Verdict\n\n**CONVERGENCE ACHIEVED**\n",
      },
    ];
    const { dialogue: d, diagnostics } = parseDirectory(files, { name: "2026-01-01T0000Z-x" });
    expect(d.reading).toMatchObject({
      status: "converged",
      rounds: [0, 1],
      agents: ["Muffin", "Scone"],
      alsoFrom: ["2026-01-01T0000Z-x.dialogue.recorded.md"],
    });
    // Both lines named with their file: the recorded summary's header and its verdict.
    const superseded = diagnostics.find((x) => x.code === "status-superseded")!;
    expect(superseded.message).toContain("2026-01-01T0000Z-x.dialogue.recorded.md:3");
    expect(superseded.message).toContain("2026-01-01T0000Z-x.dialogue.recorded.md:7");
  });

  it("a move in the Judge's per-round scoreboard credits the expert its row or line names, not the Judge", () => {
    const files = [
      { path: "round-0/muffin.md", content: "[PERSPECTIVE P01: Files]\n" },
      { path: "round-0/scone.md", content: "[PERSPECTIVE P02: Tables]\n" },
      {
        path: "round-1/scoreboard.md",
        content: "| Agent | Move |\n|---|---|\n| 🧁 Muffin | [MOVE:CONVERGE] |\n\n- **Scone**: [MOVE:CONVERGE]\n\nBoth signalled [MOVE:CONVERGE].\n",
      },
    ];
    const { dialogue: d } = parseDirectory(files, { name: "2026-01-01T0000Z-y" });
    expect(d.markers.filter((m) => m.type === "MOVE").map((m) => m.agent)).toEqual(["Muffin", "Scone", "Judge"]);
  });

  it("a directory whose Judge writes round-N/scoreboard.md and a CONVERGENCE.md: per-round gains, total and status from them", () => {
    const files = [
      { path: "round-0/muffin.md", content: "[PERSPECTIVE P01: Files]\n" },
      { path: "round-0/scone.md", content: "[PERSPECTIVE P02: Tables]\n" },
      { path: "round-0/scoreboard.md", content: "| Agent | Total |\n|---|---|\n| Muffin | 20 |\n| Scone | 20 |\n\n**Total ALIGNMENT**: 40\n" },
      { path: "round-1/muffin.md", content: "[MOVE:CONVERGE]\n" },
      { path: "round-1/scone.md", content: "[MOVE:CONVERGE]\n" },
      { path: "round-1/scoreboard.md", content: "| Agent | Total |\n|---|---|\n| Muffin | 35 |\n| Scone | 30 |\n\n**Total ALIGNMENT**: 65\n" },
      { path: "CONVERGENCE.md", content: "# Convergence\n\n**Status: CONVERGED** (round 1, 2/2)\n" },
    ];
    const { dialogue: d } = parseDirectory(files, { name: "2026-01-01T0000Z-z" });
    expect(d.reading).toMatchObject({ status: "converged", rounds: [0, 1], totalAlignment: 65, roundScores: { "0": 40, "1": 25 } });
  });
});
