import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffHunks, diffLines, diffText, splitTextLines, type LineDiff } from "./line-diff";

/** The two texts a diff says it came from: old = equal + delete lines, new = equal + insert lines. */
function sides(d: LineDiff): [string[], string[]] {
  return [d.lines.filter((l) => l.kind !== "insert").map((l) => l.text), d.lines.filter((l) => l.kind !== "delete").map((l) => l.text)];
}

/** Longest common subsequence by dynamic programming: the minimal diff keeps exactly this many lines. */
function lcs(a: string[], b: string[]): number {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) t[i]![j] = a[i - 1] === b[j - 1] ? t[i - 1]![j - 1]! + 1 : Math.max(t[i - 1]![j]!, t[i]![j - 1]!);
  return t[a.length]![b.length]!;
}

const lines = fc.array(fc.constantFrom("a", "b", "c", "d", "", "  x"), { maxLength: 25 });

describe("line diff", () => {
  it("reads a small edit line by line, with numbers on both sides", () => {
    const d = diffText("one\ntwo\nthree\nfour", "one\n2\nthree\nfour\nfive");
    expect(d.lines.map((l) => [l.kind, l.text, l.oldNumber, l.newNumber])).toEqual([
      ["equal", "one", 1, 1],
      ["delete", "two", 2, null],
      ["insert", "2", null, 2],
      ["equal", "three", 3, 3],
      ["equal", "four", 4, 4],
      ["insert", "five", null, 5],
    ]);
    expect([d.added, d.removed, d.minimal]).toEqual([2, 1, true]);
  });

  it("rebuilds both sides, and is minimal (keeps the longest common subsequence)", () => {
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const d = diffLines(a, b);
        expect(sides(d)).toEqual([a, b]);
        expect(d.lines.filter((l) => l.kind === "equal").length).toBe(lcs(a, b));
        expect(d.added).toBe(b.length - lcs(a, b));
        expect(d.removed).toBe(a.length - lcs(a, b));
        expect(d.lines.filter((l) => l.oldNumber !== null).map((l) => l.oldNumber)).toEqual(a.map((_, i) => i + 1));
        expect(d.lines.filter((l) => l.newNumber !== null).map((l) => l.newNumber)).toEqual(b.map((_, i) => i + 1));
      }),
      { numRuns: 1000 },
    );
  });

  it("past the edit limit still rebuilds both sides, and says it is not minimal", () => {
    const a = Array.from({ length: 300 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 300 }, (_, i) => `b${i}`);
    const d = diffLines(["head", ...a, "tail"], ["head", ...b, "tail"], { maxEdits: 50 });
    expect(d.minimal).toBe(false);
    expect(sides(d)).toEqual([
      ["head", ...a, "tail"],
      ["head", ...b, "tail"],
    ]);
    expect([d.added, d.removed]).toEqual([300, 300]);
  });

  it("splits CRLF and LF alike; the empty text has no lines", () => {
    expect(splitTextLines("")).toEqual([]);
    expect(splitTextLines("a\r\nb\n")).toEqual(["a", "b", ""]);
    expect(diffText("a\r\nb", "a\nb").added).toBe(0);
  });

  it("groups changes into hunks with context, merging near ones", () => {
    const old = Array.from({ length: 30 }, (_, i) => `l${i + 1}`);
    const next = old.map((l) => (l === "l5" ? "L5" : l === "l8" ? "L8" : l === "l25" ? "L25" : l));
    const hunks = diffHunks(diffLines(old, next), 2);
    expect(hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])).toEqual([
      [3, 8, 3, 8],
      [23, 5, 23, 5],
    ]);
    expect(hunks[0]!.lines.filter((l) => l.kind !== "equal").map((l) => l.text)).toEqual(["l5", "L5", "l8", "L8"]);
    expect(diffHunks(diffLines(old, old))).toEqual([]);
  });

  it("a hunk adding to an empty file starts at 0 on the old side", () => {
    expect(diffHunks(diffText("", "x\ny")).map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])).toEqual([[0, 0, 1, 2]]);
  });
});
