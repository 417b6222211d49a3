import { describe, expect, it } from "vitest";
import { readScoreboard, scoreTableShape } from "./scoreboard";
import type { Table } from "./walk";

const table = (header: string[], rows: string[][], line = 1): Table => ({
  header,
  rows: rows.map((cells, i) => ({ cells, line: line + 2 + i })),
  line,
  section: "scoreboard",
  heading: null,
  round: null,
});

describe("scoreboards", () => {
  it("tells the table shapes apart", () => {
    expect(scoreTableShape(["Agent", "Wisdom", "Consistency", "Truth", "Relationships", "**Total**"])).toBe("agent-dimensions");
    expect(scoreTableShape(["Agent", "R0", "R1", "Total"])).toBe("agent-rounds");
    expect(scoreTableShape(["Round", "W", "C", "T", "R", "Score", "Velocity", "Converge %"])).toBe("round-metrics");
    expect(scoreTableShape(["Expert", "Position", "Confidence"])).toBe("other");
  });

  it("takes the last per-agent table, filled from an earlier one, and the per-round metrics", () => {
    const board = readScoreboard([
      table(["Agent", "Wisdom", "Consistency", "Truth", "Relationships", "**Total**"], [["🧁 Muffin", "3", "3", "3", "3", "**12**"]], 1),
      table(["Agent", "R0", "R1", "Total"], [["🧁 Muffin", "12", "+5", "17"]], 10),
      table(["Round", "W", "C", "T", "R", "Score", "Velocity", "Converge %"], [["0", "3", "3", "3", "3", "12", "12", "0%"]], 20),
    ]);
    expect(board.agents).toEqual([{ agent: "Muffin", total: 17, line: 12, rounds: { R0: 12, R1: 5 }, wisdom: 3, consistency: 3, truth: 3, relationships: 3 }]);
    expect(board.rounds).toEqual([{ round: 0, wisdom: 3, consistency: 3, truth: 3, relationships: 3, score: 12, velocity: 12, convergePercent: 0, line: 22 }]);
    expect(board.tables.map((t) => t.shape)).toEqual(["agent-dimensions", "agent-rounds", "round-metrics"]);
  });
});
