import { describe, expect, it } from "vitest";
import { parseA52 } from "./parse";
import { renderA52 } from "./render";
import { A52_RULES, type A52Code } from "./rules";

const HEAD = "Summary of the change.\n\n### Course of Action\n\n1. Do it.\n\n";
const list = (...paths: string[]) => "### Files Updated This Cycle:\n" + paths.map((p) => `* \`${p}\` (Updated)`).join("\n") + "\n\n";

/** One response of our own for every code of the table: it must raise that code (and render must fix format ones). */
const FIXTURES: Record<A52Code, { text: string; line: number }> = {
  "a52-deprecated-tag": { text: HEAD + list("src/a.ts") + "```xml\n<src/a.ts>\nconst a = 1;\n</src/a.ts>\n```\n", line: 11 },
  "a52-closer-form": { text: HEAD + list("src/a.ts") + '<file path="src/a.ts">\nconst a = 1;\n</file_artifact>\n', line: 12 },
  "a52-glued-fence": { text: HEAD + list("src/a.ts") + '<file path="src/a.ts">```ts\nconst a = 1;\n```</file>\n', line: 10 },
  "a52-tags-share-line": { text: HEAD + list("a.ts", "b.ts") + '<file path="a.ts">\nA\n</file><file path="b.ts">\nB\n</file>\n', line: 13 },
  "a52-inner-fence-unclosed": { text: HEAD + list("a.md") + '<file path="a.md">\n```markdown\n# A\n</file>\n', line: 10 },
  "a52-unclosed-block": { text: HEAD + list("a.ts", "b.ts") + '<file path="a.ts">\nA\n\n<file path="b.ts">\nB\n</file>\n', line: 11 },
  "a52-stray-closer": { text: HEAD + list("a.ts") + '<file path="a.ts">\nA\n</file>\n\n</file>\n', line: 14 },
  "a52-heading-form": { text: "Summary.\n\n## Course of action:\n\nPlan.\n", line: 3 },
  "a52-xml-sections": { text: "<summary>\nSummary.\n</summary>\n<course_of_action>\nPlan.\n</course_of_action>\n", line: 1 },
  "a52-missing-files-list": { text: HEAD + '<file path="a.ts">\nA\n</file>\n', line: 7 },
  "a52-list-item-form": { text: HEAD + '### Files Updated This Cycle:\n- **`a.ts`** - Updated\n\n<file path="a.ts">\nA\n</file>\n', line: 8 },
  "a52-missing-section": { text: "### Course of Action\n\nPlan only.\n", line: 1 },
  "a52-listed-not-supplied": { text: HEAD + list("a.ts", "b.ts") + '<file path="a.ts">\nA\n</file>\n', line: 9 },
  "a52-supplied-not-listed": { text: HEAD + list("a.ts") + '<file path="a.ts">\nA\n</file>\n<file path="b.ts">\nB\n</file>\n', line: 13 },
  "a52-prefix-match": { text: HEAD + list("A0. Master (List) & More.md") + '<file path="src/Artifacts/A0. Master (List) & More.md">\nA\n</file>\n', line: 8 },
  "a52-duplicate-block": { text: HEAD + list("a.ts") + '<file path="a.ts">\nA\n</file>\n<file path="./a.ts">\nA2\n</file>\n', line: 13 },
  "a52-empty-block": { text: HEAD + list("a.ts") + '<file path="a.ts">\n```ts\n```\n</file>\n', line: 10 },
  "a52-unread-tag": { text: HEAD + "<notes.txt>\nnever closed\n", line: 7 },
};

describe("A52 lint: a fixture for every code", () => {
  it("covers the whole table", () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(A52_RULES).sort());
  });
  for (const [code, { text, line }] of Object.entries(FIXTURES) as [A52Code, { text: string; line: number }][]) {
    it(`${code} is raised at line ${line}${A52_RULES[code].kind === "format" ? " and fixed by render" : " and survives render"}`, () => {
      const doc = parseA52(text);
      const hits = doc.diagnostics.filter((d) => d.code === code);
      expect(hits.map((d) => d.line)).toContain(line);
      expect(hits[0]!.kind).toBe(A52_RULES[code].kind);
      const again = parseA52(renderA52(doc));
      expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
      if (A52_RULES[code].kind === "content" && code !== "a52-unread-tag") expect(again.diagnostics.some((d) => d.code === code)).toBe(true);
    });
  }
});

describe("A52 parse: drift the reader handles", () => {
  it("counts content lines without one inner fence after the opener and one before the closer", () => {
    const doc = parseA52(
      HEAD +
        list("a.ts", "b.ts", "c.ts") +
        '<file path="a.ts">\n```ts\nx\ny\n```\n</file>\n<file path="b.ts">\n\n</file>\n<file path="c.ts">\n```ts\n```\n</file>\n',
    );
    expect(doc.fileBlocks.map((b) => [b.path, b.lineCount, b.language])).toEqual([
      ["a.ts", 2, "ts"],
      ["b.ts", 1, "typescript"],
      ["c.ts", 0, "ts"],
    ]);
    expect(doc.fileBlocks[0]!.content).toBe("x\ny");
  });

  it("reads self-closed delete blocks as empty blocks, without an empty-block warning", () => {
    const doc = parseA52(HEAD + list("old.ts") + '<file path="old.ts" action="delete" />\n');
    expect(doc.fileBlocks).toMatchObject([{ path: "old.ts", lineCount: 0, action: "delete", closer: "self" }]);
    expect(doc.diagnostics).toEqual([]);
    expect(renderA52(doc)).toContain('<file path="old.ts" action="delete" />');
  });

  it('does not take a mention of <file path="…"> inside a line for a block', () => {
    const doc = parseA52(
      'Each block opens with `<file path="x.ts">` and closes with `</file>`.\n\n### Course of Action\n\nThe parser reads `const s = \'<file path="a">\'`.\n',
    );
    expect(doc.fileBlocks).toEqual([]);
    expect(doc.diagnostics.map((d) => d.code)).toEqual([]);
  });

  it("ignores closers and headers inside a block, and ends a deprecated block at </file>", () => {
    const doc = parseA52("S.\n\n### Files Updated This Cycle:\n* `src/x.md` (New - replaces y)\n\n<src/x.md>\n### Course of Action\n</summary>\n</file>\n");
    expect(doc.courseOfAction).toBeNull();
    expect(doc.filesList).toEqual([{ path: "src/x.md", status: "New - replaces y", line: 4 }]);
    expect(doc.fileBlocks).toMatchObject([{ path: "src/x.md", lineCount: 2, form: "deprecated", closer: "file" }]);
  });

  it("keeps paths with spaces, & and (…), and reads statuses as free text", () => {
    const doc = parseA52(
      HEAD +
        '### Files Updated This Cycle:\n*   `A23. Plan (Keyboard & Drag-Drop).md` (Updated - Button Added, State Logic)\n\n<file path="A23. Plan (Keyboard & Drag-Drop).md">\nx\n</file>\n',
    );
    expect(doc.filesList![0]).toMatchObject({ path: "A23. Plan (Keyboard & Drag-Drop).md", status: "Updated - Button Added, State Logic" });
    expect(doc.mismatch).toEqual({ listedOnly: [], blocksOnly: [] });
  });

  it("reads the XML era and a closer glued to the next section", () => {
    const doc = parseA52(
      '<summary>\nS.\n</summary>\n<course_of_action>\nP.\n</course_of_action>\n<file path="a.ts">\nA\n</file_artifact><summary>\nLate.\n</summary>\n',
    );
    expect(doc.summary).toBe("S.\n\nLate.");
    expect(doc.courseOfAction).toBe("P.");
    expect(doc.sectionForm).toBe("xml");
    expect(doc.fileBlocks).toMatchObject([{ path: "a.ts", lineCount: 1, closer: "file_artifact" }]);
  });

  it("reads two glued fences as one fence line", () => {
    const doc = parseA52(HEAD + list("a.ts") + '<file path="a.ts">\n``````ts\nA\n```\n</file>\n');
    expect(doc.fileBlocks[0]).toMatchObject({ lineCount: 1, language: "ts" });
    expect(doc.diagnostics.map((d) => d.code)).toEqual(["a52-glued-fence"]);
  });

  it("keeps a fenced JSON manifest after the blocks as notes, fences and all, and drops fences that only wrap blocks", () => {
    const manifest = '```json\n{\n  "updated_files": ["a.ts"]\n}\n```';
    const doc = parseA52(HEAD + '```xml\n<file path="a.ts">\nA\n</file>\n```\n\n' + manifest + "\n");
    expect(doc.notes).toBe(manifest);
    expect(doc.fileBlocks[0]).toMatchObject({ fenceOutside: true, lineCount: 1 });
    const again = parseA52(renderA52(doc));
    expect(again.notes).toBe(manifest);
    expect(again.fileBlocks.map((b) => [b.path, b.lineCount])).toEqual([["a.ts", 1]]);
  });

  it("reads a files list written inside <course_of_action>", () => {
    const doc = parseA52(
      '<summary>\nS.\n</summary>\n<course_of_action>\nP.\n\n### Files Updated This Cycle:\n*   `a.ts`\n\n</course_of_action>\n<file path="a.ts">\nA\n</file_artifact>\n',
    );
    expect(doc.courseOfAction).toBe("P.");
    expect(doc.filesList).toEqual([{ path: "a.ts", status: null, line: 8 }]);
    expect(doc.mismatch).toEqual({ listedOnly: [], blocksOnly: [] });
  });

  it("with no list and no blocks, prose after </course_of_action> continues the plan", () => {
    const doc = parseA52("<summary>\nS.\n</summary>\n<course_of_action>\nP.\n</course_of_action>\n\nLet me know.\n");
    expect([doc.summary, doc.courseOfAction, doc.notes]).toEqual(["S.", "P.\n\nLet me know.", null]);
    expect(parseA52(renderA52(doc)).courseOfAction).toBe("P.\n\nLet me know.");
  });

  it("never throws on odd input", () => {
    for (const t of [
      "",
      "\n",
      "<file",
      '<file path="">',
      "</file>",
      '<file path="a"',
      "<a.b>",
      "```",
      "\r\n\r\n",
      "<file path='a'>x</file>",
      "### Files Updated This Cycle:\n* ``",
    ]) {
      expect(() => parseA52(t)).not.toThrow();
    }
  });
});
