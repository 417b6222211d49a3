import { describe, expect, it } from "vitest";
import { persuasionBoard } from "./persuasion-board";
import { wilsonInterval } from "./wilson";

describe("the agents board's who moves whom", () => {
  const facts = {
    agents: [
      { key: "muffin", name: "Muffin", dialogues: 10 },
      { key: "scone", name: "Scone", dialogues: 3 },
      { key: "eclair", name: "Eclair", dialogues: 10 },
    ],
    moved: [{ key: "muffin", dialogues: 4, count: 7 }],
    moving: [
      { key: "scone", dialogues: 2, count: 5 },
      { key: "eclair", dialogues: 1, count: 1 },
    ],
  };
  it("gives each agent the share of their dialogues in which they moved and moved others, with Wilson intervals", () => {
    const board = persuasionBoard(facts);
    expect(board.rows.map((r) => r.name)).toEqual(["Muffin", "Eclair", "Scone"]);
    const muffin = board.rows[0]!;
    expect(muffin.moved).toEqual({ k: 4, n: 10, share: 0.4, interval: wilsonInterval(4, 10) });
    expect(muffin.moves).toBe(7);
    expect(muffin.movedOthers).toEqual({ k: 0, n: 10, share: 0, interval: wilsonInterval(0, 10) });
    expect(board.rows[2]!.movedOthers.k).toBe(2);
    expect(board.rows[2]!.credits).toBe(5);
    expect(board.moves).toBe(7);
  });
  it("lists at most the limit, saying how many more there are", () => {
    const board = persuasionBoard(facts, 2);
    expect(board.rows).toHaveLength(2);
    expect(board.more).toBe(1);
  });
  it("never gives a share above one", () => {
    const board = persuasionBoard({ ...facts, moved: [{ key: "scone", dialogues: 9, count: 9 }] });
    expect(board.rows.find((r) => r.key === "scone")!.moved.share).toBe(1);
  });
});
