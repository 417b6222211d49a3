import { describe, expect, it } from "vitest";
import { agentCount, dialogueCounts, metadataValue } from "./json";
import { parseDialogue } from "./parse";

describe("counts", () => {
  it("count a summary file's agents from its panel when its rounds hold only the Judge", () => {
    const { dialogue: d, diagnostics } = parseDialogue(`# Alignment Dialogue: Summary

## Expert Panel

| Agent | Role | Tier | Relevance | Emoji |
|---|---|---|---|---|
| 🧁 Muffin | Architect | Core | 0.90 | 🧁 |
| 🧁 Scone | Operator | Core | 0.80 | 🧁 |
| 💙 Judge | Orchestrator | — | — | 💙 |

## Tensions Tracker

| ID | Tension | Status | Raised |
|---|---|---|---|
| T01 | Speed | Open | R0 |
| T02 | Cost | Resolved | R0 |

## Round 0: Opening

### Judge Synthesis

> Full responses: \`.blue/dialogues/x/round-0/*.md\`
`);
    expect(agentCount(d)).toBe(2);
    expect(dialogueCounts(d, diagnostics.length)).toMatchObject({ tensions: 2, openTensions: 1, untrackedTensions: 0, resolvedTensions: 1 });
  });

  it("give a Participants list written as bullets as its items", () => {
    const { dialogue: d } = parseDialogue(
      "# Alignment Dialogue: X\n\n**Participants**:\n- 🧁 Muffin (Systems) | 🧁 Cupcake (Protocols)\n- 💙 Judge\n**Status**: Open\n",
    );
    expect(d.metadata.map((m) => [m.key, metadataValue(m)])).toEqual([
      ["Participants", "🧁 Muffin (Systems) | 🧁 Cupcake (Protocols), 💙 Judge"],
      ["Status", "Open"],
    ]);
  });
});
