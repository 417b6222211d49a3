import { describe, expect, it } from "vitest";
import { boldSpeaker, splitBoldSpeakers } from "./speakers";
import type { Part } from "./types";

describe("bold speakers", () => {
  const names = new Map([
    ["ada", "Ada"],
    ["ds", "Distributed Systems Architect"],
  ]);
  it("reads `**Name (Role)**:` and `**ID (Role):**` lines of panel members only", () => {
    expect(boldSpeaker("**Ada (API Design)**: Separate tools.", names)).toBe("Ada");
    expect(boldSpeaker("**DS (Distributed Systems):**", names)).toBe("Distributed Systems Architect");
    expect(boldSpeaker("**Sync Protocol:**", names)).toBeNull();
    expect(boldSpeaker("**Ada** said", names)).toBeNull();
  });

  it("splits a round without agent headings into contributions", () => {
    const parts: Part[] = [
      {
        type: "round",
        round: {
          number: 1,
          label: "",
          headingForm: "bare",
          line: 1,
          contributions: [],
          intro: [
            { text: "Intro.", line: 2 },
            { text: "**Ada (API)**: One.", line: 3 },
            { text: "More.", line: 4 },
            { text: "**Bob**: Two.", line: 5 },
          ],
        },
      },
    ];
    const [part] = splitBoldSpeakers(parts, [
      { name: "Ada", aliases: [], role: null, tier: null, relevance: null, emoji: "🧁", judge: false },
      { name: "Bob", aliases: [], role: null, tier: null, relevance: null, emoji: "🧁", judge: false },
    ]);
    const round = part!.type === "round" ? part!.round : null;
    expect(round!.intro.map((l) => l.line)).toEqual([2]);
    expect(round!.contributions.map((c) => [c.agent, c.headingForm, c.lines.map((l) => l.line)])).toEqual([
      ["Ada", "bold-speaker", [3, 4]],
      ["Bob", "bold-speaker", [5]],
    ]);
  });
});
