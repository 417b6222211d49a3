import { describe, expect, it } from "vitest";
import type { ScoreRow } from "@/lib/contract";
import { sortScoreRows } from "./sort-scores";

const row = (agent: string, truth: number | undefined, total: number | null): ScoreRow => ({ agent, ...(truth !== undefined ? { truth } : {}), total, line: 1 });

describe("sortScoreRows", () => {
  const rows = [row("Muffin", 8, 30), row("Cupcake", 7, 28), row("Scone", 9, 32), row("Donut", undefined, null)];
  it("sorts by a dimension either way, missing values last, ties by name", () => {
    expect(sortScoreRows(rows, "truth", "desc").map((r) => r.agent)).toEqual(["Scone", "Muffin", "Cupcake", "Donut"]);
    expect(sortScoreRows(rows, "truth", "asc").map((r) => r.agent)).toEqual(["Cupcake", "Muffin", "Scone", "Donut"]);
    expect(sortScoreRows([row("B", 1, 1), row("A", 1, 1)], "truth", "desc").map((r) => r.agent)).toEqual(["A", "B"]);
  });
  it("sorts by name, and leaves its input alone", () => {
    expect(sortScoreRows(rows, "agent", "asc").map((r) => r.agent)).toEqual(["Cupcake", "Donut", "Muffin", "Scone"]);
    expect(rows[0]!.agent).toBe("Muffin");
  });
});
