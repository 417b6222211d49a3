import { describe, expect, it } from "vitest";
import { parseDialogue, renderDialogue } from "@/lib/contract";
import { type BoardScale, consensusRows, judgeBoard } from "./board";
import { type CurrentScore, totalOf } from "./scores";

const s = (judgeId: string, round: number, agent: string, w: number, c: number, t: number, r: number): CurrentScore & { judgeName: string } => ({
  dialogueId: 7,
  round,
  agent,
  judgeId,
  judgeName: judgeId.toUpperCase(),
  version: 1,
  rubricVersionId: 1,
  values: { wisdom: w, consistency: c, truth: t, relationships: r },
});
const points: BoardScale = { unit: "points", value: totalOf, file: (key) => (key === "7:1:Muffin" ? 10 : null) };

const scores = [s("b", 1, "Muffin", 3, 3, 3, 3), s("a", 1, "Muffin", 1, 1, 1, 1), s("a", 2, "Muffin", 2, 2, 2, 2), s("a", 1, "Cupcake", 5, 0, 0, 0)];

describe("judges' board", () => {
  it("lays out file, each judge and the mean per round and in total", () => {
    const board = judgeBoard(scores, points);
    expect(board.judges.map((j) => [j.key, j.name])).toEqual([
      ["j0", "A"],
      ["j1", "B"],
    ]);
    const r1 = board.rounds.find((r) => r.round === 1 && r.agent === "Muffin")!;
    expect(r1).toMatchObject({ file: 10, byJudge: { j0: 4, j1: 12 }, mean: 8, spread: 8 });
    expect(board.rounds.find((r) => r.round === 2)!.spread).toBeNull();
    const muffin = board.totals.find((r) => r.agent === "Muffin")!;
    // A's sum over both rounds; B scored one; the mean is each round's mean, summed (8 + 8); the file's rounds summed.
    expect(muffin).toMatchObject({ file: 10, byJudge: { j0: 12, j1: 12 }, mean: 16 });
  });

  it("on the 0–1 scale averages over rounds, so an agent's figure stays on 0–1", () => {
    const unit: BoardScale = { unit: "0–1", value: (x) => totalOf(x) / 80, file: (key) => (key === "7:1:Muffin" ? 0.5 : key === "7:2:Muffin" ? 1 : null) };
    const muffin = judgeBoard(scores, unit).totals.find((r) => r.agent === "Muffin")!;
    expect(muffin.byJudge.j0).toBeCloseTo((4 / 80 + 8 / 80) / 2, 10);
    expect(muffin.file).toBe(0.75);
  });

  it("exports a consensus that the contract writes and reads back without touching the file's scoreboard", () => {
    const { rows, judgeCount } = consensusRows(scores);
    expect(judgeCount).toBe(2);
    expect(rows[0]).toEqual({ agent: "Muffin", wisdom: 4, consistency: 4, truth: 4, relationships: 4, total: 16, judges: 2, rounds: 2 });
    const source = [
      "# Alignment Dialogue: Tiny",
      "",
      "## Round 1",
      "",
      "### Muffin 🧁",
      "",
      "Hello.",
      "",
      "## Alignment Scoreboard",
      "",
      "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |",
      "|---|---|---|---|---|---|",
      "| 🧁 Muffin | 1 | 2 | 3 | 4 | **10** |",
      "",
    ].join("\n");
    const parsed = parseDialogue(source).dialogue;
    const exported = renderDialogue(parsed, { consensus: { rows, judgeCount } });
    expect(exported).toContain("## Judges' Consensus");
    expect(exported).toContain("| 🧁 Muffin | 4 | 4 | 4 | 4 | **16** | 2 | 2 |");
    const again = parseDialogue(exported).dialogue;
    expect(again.scoreboard.agents).toEqual(parsed.scoreboard.agents.map((a) => ({ ...a, line: expect.any(Number) })));
    expect(renderDialogue(again)).toBe(exported);
  });

  it("counts the judges and rounds each agent was scored in: one judge, one round says 1 and 1", () => {
    const { rows, judgeCount } = consensusRows([s("a", 0, "Muffin", 3, 3, 3, 3), s("a", 0, "Cupcake", 2, 2, 2, 2)]);
    expect(judgeCount).toBe(1);
    expect(rows.map((r) => [r.agent, r.judges, r.rounds])).toEqual([
      ["Muffin", 1, 1],
      ["Cupcake", 1, 1],
    ]);
    const tiny = parseDialogue("# Alignment Dialogue: Tiny\n\n## Round 0\n\n### Muffin 🧁\n\nHello.\n\n### Cupcake 🧁\n\nHi.\n").dialogue;
    expect(renderDialogue(tiny, { consensus: { rows, judgeCount } })).toContain("| 🧁 Muffin | 3 | 3 | 3 | 3 | **12** | 1 | 1 |");
  });
});
