import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseA52 } from "./parse";
import { renderA52 } from "./render";
import type { A52Document } from "./types";

/** A response as the generator models it; the writer below spells it in one of the drifts seen in the wild. */
interface Model {
  summary: string | null;
  course: string | null;
  list: { path: string; status: string | null }[] | null;
  blocks: { path: string; lines: string[]; lang: string | null }[];
}

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const prose = fc
  .array(
    fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(" ")),
    { minLength: 1, maxLength: 3 },
  )
  .map((l) => l.join("\n"));
const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &()_-]{0,10}[A-Za-z0-9)]$/);
const path = fc
  .tuple(fc.array(segment, { maxLength: 2 }), segment, fc.constantFrom("ts", "md", "tsx", "json"))
  .map(([dirs, name, ext]) => [...dirs, `${name}.${ext}`].join("/"));
const status = fc.option(fc.constantFrom("Updated", "New", "New - Placeholder", "Updated - Button Added, State Logic"), { nil: null });
/** Content lines: anything on one line except what would read as a tag at the start of the line. */
const contentLine = fc.oneof(
  fc.string({ maxLength: 30 }).filter((s) => !s.includes("\n") && !s.includes("\r") && !startsLikeTag(s)),
  fc.constantFrom("```", "```ts", "", "  const a = <div>x</div>;", "</div>", "### Course of Action", "* `x.ts` (New)"),
);

function startsLikeTag(s: string): boolean {
  let t = s.trim();
  while (t[0] === "`" || t[0] === "~") t = t.slice(1);
  return t.startsWith("<");
}

const model: fc.Arbitrary<Model> = fc.record({
  summary: fc.option(prose, { nil: null }),
  course: fc.option(prose, { nil: null }),
  list: fc.option(fc.array(fc.record({ path, status }), { maxLength: 4 }), { nil: null }),
  blocks: fc.array(fc.record({ path, lines: fc.array(contentLine, { maxLength: 5 }), lang: fc.option(fc.constantFrom("ts", "markdown"), { nil: null }) }), {
    maxLength: 4,
  }),
});

interface Style {
  xml: boolean;
  closer: string;
  fence: "none" | "inside" | "outside" | "glued";
  deprecated: boolean;
}
const style: fc.Arbitrary<Style> = fc.record({
  xml: fc.boolean(),
  closer: fc.constantFrom("</file>", "</file_artifact>", "</file_path>", "</filepath>"),
  fence: fc.constantFrom("none", "inside", "outside", "glued"),
  deprecated: fc.boolean(),
});

/** Writes a model in a drifted spelling; every style must read back as the same facts. */
function write(m: Model, s: Style): string {
  const out: string[] = [];
  if (s.xml) {
    if (m.summary !== null) out.push("<summary>", m.summary, "</summary>", "");
    if (m.course !== null) out.push("<course_of_action>", m.course, "</course_of_action>", "");
  } else {
    if (m.summary !== null) out.push(m.summary, "");
    if (m.course !== null) out.push("### Course of action", "", m.course, "");
  }
  if (m.list !== null) out.push("### Files Updated This Cycle:", ...m.list.map((f) => `*   \`${f.path}\`${f.status ? ` (${f.status})` : ""}`), "", "***", "");
  for (const b of m.blocks) {
    // Fences inside are counted out only when they are the first and last lines; wrap when content could look like one.
    const open = s.deprecated ? `<${b.path}>` : `<file path="${b.path}">`;
    const close = s.deprecated ? `</${b.path}>` : s.closer;
    if (s.fence === "outside") out.push("```xml", open, ...b.lines, close, "```", "");
    else if (s.fence === "inside") out.push(open, "```" + (b.lang ?? ""), ...b.lines, "```", close, "");
    else if (s.fence === "glued") out.push(open + "```" + (b.lang ?? ""), ...b.lines, "```" + close, "");
    else out.push(open, ...b.lines, close, "");
  }
  return out.join("\n");
}

function facts(d: A52Document) {
  return {
    summary: d.summary,
    course: d.courseOfAction,
    list: d.filesList?.map((f) => [f.path, f.status]) ?? null,
    blocks: d.fileBlocks.map((b) => [b.path, b.lineCount, b.content]),
  };
}

/** Outside fences and bare blocks can only be told apart from content fences when content does not look like one. */
function plainAtEnds(m: Model): boolean {
  return m.blocks.every(
    (b) => b.lines.length === 0 || (!isFenceish(b.lines[0]!) && !isFenceish(b.lines[b.lines.length - 1]!) && b.lines[b.lines.length - 1]!.trim() !== ""),
  );
}
function isFenceish(l: string): boolean {
  const t = l.trim();
  return t.startsWith("```") || t.startsWith("~~~");
}

describe("A52 properties", () => {
  it("parse never throws, on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (t) => {
        parseA52(t);
      }),
      { numRuns: 2000 },
    );
  });

  it("tag soup: render leaves no format diagnostic, keeps every fact, and is idempotent", () => {
    const piece = fc.constantFrom(
      '<file path="a b.ts">',
      "</file>",
      "</file_artifact>",
      "</filepath>",
      "```",
      "```ts",
      "``````xml",
      "***```xml",
      "<src/x.md>",
      "</src/x.md>",
      "<summary>",
      "</summary>",
      "<summary>inline text",
      "<course_of_action>",
      "</course_of_action>",
      "### Course of Action",
      "## course of action:",
      "### Files Updated This Cycle:",
      "**Files Updated:**",
      "* `a b.ts` (New)",
      "- **`c.ts`** - New",
      "* x.ts Updated",
      '<file path="x" action="delete" />',
      "text",
      "",
      "***",
      "---",
      '</file><file path="c.ts">',
      "```</file>",
      "</file_artifact>```",
      '<file path="d.ts">```ts',
      "<file path='q.ts'></file>",
      "</file_artifact><summary>",
      "<notes.txt>",
      '  indented <file path="i.ts">',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (ps) => {
        const doc = parseA52(ps.join("\n"));
        const rendered = renderA52(doc);
        const again = parseA52(rendered);
        expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
        expect(again.fileBlocks.map((b) => [b.path, b.lineCount, b.content])).toEqual(doc.fileBlocks.map((b) => [b.path, b.lineCount, b.content]));
        expect([again.summary, again.courseOfAction, again.notes]).toEqual([doc.summary, doc.courseOfAction, doc.notes]);
        if (doc.filesList) expect(again.filesList!.map((f) => [f.path, f.status])).toEqual(doc.filesList.map((f) => [f.path, f.status]));
        expect(renderA52(again)).toBe(rendered);
      }),
      { numRuns: 2000 },
    );
  });

  it("parse(render(doc)) recovers generated responses, whatever drift they are written in", () => {
    fc.assert(
      fc.property(model, style, (m, s) => {
        fc.pre(s.fence === "inside" || s.fence === "glued" || plainAtEnds(m));
        const doc = parseA52(write(m, s));
        const want = {
          summary: m.summary,
          course: m.course,
          list: m.list?.map((f) => [f.path, f.status]) ?? null,
          blocks: m.blocks.map((b) => [b.path, b.lines.length, b.lines.join("\n")]),
        };
        expect(facts(doc)).toEqual(want);
        const again = parseA52(renderA52(doc));
        expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
        expect({ ...facts(again), list: m.list === null ? null : facts(again).list }).toEqual(want);
      }),
      { numRuns: 800 },
    );
  });

  it("render is idempotent", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.tuple(model, style).map(([m, s]) => write(m, s)),
        ),
        (t) => {
          const once = renderA52(parseA52(t));
          expect(renderA52(parseA52(once))).toBe(once);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
