import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editScript, lineDiff, splitLines, unifiedText } from "./line-diff";

/** Length of a longest common subsequence, by the textbook table: the minimal edit count is n + m - 2·LCS. */
function lcs(a: string[], b: string[]): number {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) t[i]![j] = a[i - 1] === b[j - 1] ? t[i - 1]![j - 1]! + 1 : Math.max(t[i - 1]![j]!, t[i]![j - 1]!);
  return t[a.length]![b.length]!;
}

describe("splitLines", () => {
  it("does not invent an empty last line and drops carriage returns", () => {
    expect(splitLines("")).toEqual([]);
    expect(splitLines("a\nb\n")).toEqual(["a", "b"]);
    expect(splitLines("a\r\n\nb")).toEqual(["a", "", "b"]);
  });
});

describe("lineDiff", () => {
  it("writes a unified diff with line numbers on each side", () => {
    const d = lineDiff("one\ntwo\nthree\nfour\n", "one\n2\nthree\nfour\nfive\n");
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d).toMatchObject({ identical: false, added: 2, removed: 1 });
    expect(unifiedText(d.hunks)).toBe(["@@ -1,4 +1,5 @@", " one", "-two", "+2", " three", " four", "+five"].join("\n"));
    const two = d.hunks[0]!.lines.find((l) => l.text === "2")!;
    expect(two).toEqual({ op: "added", text: "2", oldLine: null, newLine: 2 });
    expect(d.hunks[0]!.lines.find((l) => l.text === "two")).toEqual({ op: "removed", text: "two", oldLine: 2, newLine: null });
  });

  it("splits far-apart changes into hunks and keeps three lines of context", () => {
    const old = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
    const changed = old.map((l, i) => (i === 2 || i === 25 ? `${l} changed` : l));
    const d = lineDiff(old.join("\n"), changed.join("\n"));
    if (!d.ok) throw new Error(d.reason);
    expect(d.hunks.map((h) => [h.oldStart, h.oldCount, h.newStart, h.newCount])).toEqual([[1, 6, 1, 6], [23, 7, 23, 7]]);
  });

  it("says identical texts are identical, with no hunk", () => {
    expect(lineDiff("a\nb", "a\nb\n")).toEqual({ ok: true, identical: true, added: 0, removed: 0, hunks: [] });
  });

  it("diffs against nothing: a file only one side has is all added", () => {
    const d = lineDiff("", "x\ny");
    if (!d.ok) throw new Error(d.reason);
    expect(unifiedText(d.hunks)).toBe("@@ -0,0 +1,2 @@\n+x\n+y");
  });

  it("refuses inputs past its bounds with a message instead of working on them", () => {
    const big = Array.from({ length: 12_000 }, (_, i) => String(i)).join("\n");
    const tooLong = lineDiff(big, big);
    expect(tooLong).toMatchObject({ ok: false });
    expect(!tooLong.ok && tooLong.reason).toContain("Too large");
    const a = Array.from({ length: 100 }, (_, i) => `a${i}`).join("\n");
    const b = Array.from({ length: 100 }, (_, i) => `b${i}`).join("\n");
    const tooDifferent = lineDiff(a, b, { edits: 50 });
    expect(!tooDifferent.ok && tooDifferent.reason).toContain("more than 50");
    expect(lineDiff(a, b).ok).toBe(true);
  });

  it("finds a shortest edit script that rebuilds both sides (property)", () => {
    const lines = fc.array(fc.constantFrom("a", "b", "c", "d", ""), { maxLength: 14 });
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const script = editScript(a, b)!;
        expect(script.filter((l) => l.op !== "added").map((l) => l.text)).toEqual(a);
        expect(script.filter((l) => l.op !== "removed").map((l) => l.text)).toEqual(b);
        expect(script.filter((l) => l.op !== "context").length).toBe(a.length + b.length - 2 * lcs(a, b));
        // Line numbers run 1, 2, 3… on each side.
        expect(script.flatMap((l) => (l.oldLine === null ? [] : [l.oldLine]))).toEqual(a.map((_, i) => i + 1));
        expect(script.flatMap((l) => (l.newLine === null ? [] : [l.newLine]))).toEqual(b.map((_, i) => i + 1));
      }),
      { numRuns: 400 },
    );
  });

  it("every hunk's counts match its lines (property)", () => {
    const text = fc.array(fc.constantFrom("x", "y", "z"), { maxLength: 40 }).map((l) => l.join("\n"));
    fc.assert(
      fc.property(text, text, (a, b) => {
        const d = lineDiff(a, b);
        if (!d.ok) return false;
        for (const h of d.hunks) {
          expect(h.lines.filter((l) => l.op !== "added").length).toBe(h.oldCount);
          expect(h.lines.filter((l) => l.op !== "removed").length).toBe(h.newCount);
        }
        return d.identical === (a.split("\n").join() === b.split("\n").join() || (a === "" && b === ""));
      }),
      { numRuns: 300 },
    );
  });
});
