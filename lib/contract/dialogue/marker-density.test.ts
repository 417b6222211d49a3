import { describe, expect, it } from "vitest";
import { MARKER_LIMITS, markersByContribution } from "./marker-density";
import { parseDialogue } from "./parse";

/** A dialogue whose rounds each have Muffin then Scone, each saying `perContribution` refinements of P01. */
function dialogueWith(rounds: number, perContribution: number): string {
  const lines = ["# Alignment Dialogue: Density", "", "**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Scone", ""];
  for (let r = 0; r < rounds; r++) {
    lines.push(`## Round ${r}: R`, "");
    for (const agent of ["Muffin", "Scone"]) {
      lines.push(`### ${agent} 🧁`, "");
      for (let i = 0; i < perContribution; i++) lines.push(`[REFINEMENT P01: step ${i}]`);
      lines.push("");
    }
  }
  return lines.join("\n");
}

const density = (text: string) => parseDialogue(text).diagnostics.filter((d) => d.code === "marker-density");

describe("marker-density", () => {
  it("is silent at the limits and warns once a contribution goes over, naming the count", () => {
    expect(density(dialogueWith(1, MARKER_LIMITS.perContribution))).toEqual([]);
    const over = density(dialogueWith(1, MARKER_LIMITS.perContribution + 1));
    expect(over).toHaveLength(2);
    expect(over[0]!.message).toContain(`holds ${MARKER_LIMITS.perContribution + 1} markers`);
    expect(over.map((d) => d.line)).toEqual([7, 7 + MARKER_LIMITS.perContribution + 4]);
  });

  it("warns once for a dialogue over its limit although no contribution is", () => {
    const perContribution = MARKER_LIMITS.perContribution;
    const rounds = Math.ceil((MARKER_LIMITS.perDialogue + 1) / (2 * perContribution));
    const found = density(dialogueWith(rounds, perContribution));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/^The dialogue holds [\d,]+ markers, over the 2,000/);
  });
});

describe("markersByContribution", () => {
  it("gives each contribution its own markers, in order, and every marker to one contribution", () => {
    const { dialogue } = parseDialogue(dialogueWith(3, 4));
    const byContribution = markersByContribution(dialogue);
    const contributions = dialogue.rounds.flatMap((r) => r.contributions);
    expect(contributions.map((c) => byContribution.get(c)?.length)).toEqual([4, 4, 4, 4, 4, 4]);
    const all = contributions.flatMap((c) => byContribution.get(c)!);
    expect(all).toEqual(dialogue.markers.map((_, i) => i));
    for (const c of contributions) for (const i of byContribution.get(c)!) expect(dialogue.markers[i]!.agent).toBe(c.agent);
  });
});
