import { describe, expect, it } from "vitest";
import { scoreboardCsv } from "./scoreboard-csv";

describe("scoreboardCsv", () => {
  it("writes one row an agent with its dimensions, total and rounds in round order", () => {
    const csv = scoreboardCsv({
      agents: [
        { agent: "Muffin", wisdom: 9, consistency: 7, truth: 8, relationships: 6, total: 30, rounds: { R10: 4, R2: 3 }, line: 1 },
        { agent: "Cupcake", total: null, line: 2 },
      ],
      rounds: [],
      tables: [],
    });
    expect(csv).toBe("agent,wisdom,consistency,truth,relationships,total,R2,R10\r\nMuffin,9,7,8,6,30,3,4\r\nCupcake,,,,,,,\r\n");
  });
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    const csv = scoreboardCsv({ agents: [{ agent: '=HYPERLINK("x"), "Ada"', total: 1, line: 1 }], rounds: [], tables: [] });
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""x""), ""Ada""",,,,,1`);
  });
});
