import { describe, expect, it } from "vitest";
import { parseA52 } from "./parse";

const HEAD = "Summary of the change.\n\n### Course of Action\n\n1. Do it.\n\n### Files Updated This Cycle:\n";

describe("A52: a file block that begins on the same line as a list item", () => {
  it("is still a block, and the item is still listed", () => {
    const doc = parseA52(HEAD + '* `src/a.ts` (Updated) <file path="src/a.ts">\nconst a = 1;\n</file>\n');
    expect(doc.filesList?.map((i) => [i.path, i.status, i.line])).toEqual([["src/a.ts", "Updated", 8]]);
    expect(doc.fileBlocks.map((b) => [b.path, b.content, b.line])).toEqual([["src/a.ts", "const a = 1;", 8]]);
    expect(doc.mismatch).toEqual({ listedOnly: [], blocksOnly: [] });
    expect(doc.diagnostics.map((d) => d.code)).not.toContain("a52-listed-not-supplied");
  });

  it("a bullet written only before the tag is a block, with a fence glued to the tag too", () => {
    const doc = parseA52(HEAD + '* `b.ts` (New)\n- ```ts<file path="b.ts">\nB\n</file>\n');
    expect(doc.fileBlocks.map((b) => [b.path, b.content])).toEqual([["b.ts", "B"]]);
    expect(doc.filesList?.map((i) => i.path)).toEqual(["b.ts"]);
    expect(doc.mismatch).toEqual({ listedOnly: [], blocksOnly: [] });
  });

  it("a tag quoted in backticks inside an item is text, not a block", () => {
    const doc = parseA52(HEAD + '* `c.ts` (New) — see `<file path="c.ts">`\n');
    expect(doc.fileBlocks).toEqual([]);
  });
});
