import { describe, expect, it } from "vitest";
import type { Part, SourceLine } from "./types";
import { analyse } from "./walk";

const lines = (text: string, from = 1): SourceLine[] => text.split("\n").map((t, i) => ({ text: t, line: from + i }));

describe("the walk over a document's containers", () => {
  const parts: Part[] = [
    {
      type: "section",
      section: {
        heading: "Tensions Tracker",
        level: 2,
        kind: "tensions",
        line: 3,
        lines: lines("\n### Open\n\n| ID | Tension |\n|---|---|\n| T01 | Speed |", 4),
      },
    },
    {
      type: "round",
      round: {
        number: 0,
        label: "Opening",
        headingForm: "canonical",
        line: 11,
        intro: [],
        contributions: [
          {
            agent: "Muffin",
            emoji: "🧁",
            role: null,
            note: null,
            judge: false,
            headingForm: "name-first",
            line: 12,
            lines: lines("[TENSION T01: Speed] first\nmore prose\n```\n[TENSION T02: in code]\n```\n**Total ALIGNMENT**: 12", 13),
          },
        ],
      },
    },
  ];
  const a = analyse(lines("# Title\n"), parts);

  it("finds tables with their section and nearest heading", () => {
    expect(a.tables.map((t) => [t.section, t.heading, t.round, t.line, t.rows.length])).toEqual([["tensions", "Open", null, 7, 1]]);
  });

  it("collects markers outside code, with their context and body (everything up to the next marker or heading)", () => {
    expect(a.markers.map((m) => [m.type, m.id, m.agent, m.round, m.line, m.offset])).toEqual([["TENSION", "T01", "Muffin", 0, 13, 0]]);
    expect(a.markers[0]!.body.split("\n")).toEqual(["first", "more prose", "```", "[TENSION T02: in code]", "```", "**Total ALIGNMENT**: 12"]);
  });

  it("reads the last Total ALIGNMENT line", () => {
    expect(a.total).toEqual({ value: 12, line: 18 });
  });
});
