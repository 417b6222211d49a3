import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAcor } from "./parse";
import { renderAcor } from "./render";
import { ACOR_RULES } from "./rules";
import type { AcorDocument } from "./types";

const facts = (doc: AcorDocument) => ({
  messages: doc.messages.map((m) => [
    m.type,
    m.title,
    m.percent,
    m.recovery !== undefined,
    m.details,
    m.commands,
    m.options?.length,
    m.data?.valid,
    m.files?.map((f) => [f.path, f.description]),
    m.items?.map((i) => i.command),
  ]),
  finalStatus: doc.finalStatus,
});

/** Lines drawn from what transcripts are made of, drifted spellings and hostile bits included. */
const line = fc.oneof(
  fc.constantFrom(
    "## Status: Ready",
    "## Status: Complete",
    "## Status: Failed",
    "## status working",
    "##Status: Done",
    "## Status:",
    "## Progress: 10%",
    "## Progress: 50 %",
    "## Progress 90%",
    "## Progress: half",
    "## Progress: 140%",
    "## Output",
    "## Output Data",
    "## Output Data:",
    "## Output Files",
    "## Error: Boom",
    "## Error - Disk full",
    "## Error",
    "## Input Needed",
    "## AI Directive",
    "## AI Directive: Create File",
    "## Suggestions",
    "## Suggestions: Next Steps",
    "## Session: s1",
    "## Session Checkpoint: saved",
    "## Warning: odd",
    "##",
    "### Status: Ready",
    "# Title",
    "```",
    "```json",
    "```yaml",
    "```bash",
    "~~~",
    "````",
    "**Example:**",
    "Example:",
    "**Option A - Use flags:**",
    "Option B:",
    "**Recovery**: retry",
    "**Recovery:** retry",
    "Recovery: retry",
    "**Details**: why",
    "details:",
    "**Recovery**: ",
    "- `out/a.csv` - data",
    "- b.txt: notes",
    "* item `acor x`",
    "1. first",
    '{"a": 1}',
    '{"a": ',
    "key: value",
    "  nested: 1",
    "acor tool --flag",
    "",
    "",
    "  ",
    "\t",
    "text\r",
  ),
  fc.string({ maxLength: 12 }),
);
const transcript = fc.array(line, { maxLength: 40 }).map((ls) => ls.join("\n"));

describe("ACOR contract properties", () => {
  it("parse is total on any string and its diagnostics come from the closed table", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: "grapheme", maxLength: 200 }), transcript), (text) => {
        const doc = parseAcor(text);
        expect(doc.kind).toBe("acor");
        for (const d of doc.diagnostics) {
          expect(Object.keys(ACOR_RULES)).toContain(d.code);
          expect(d.line).toBeGreaterThanOrEqual(1);
        }
        expect(() => JSON.stringify(doc)).not.toThrow();
      }),
      { numRuns: 800 },
    );
  });

  it("render is idempotent, and parse(render(x)) keeps the messages and the final status with no format diagnostic", () => {
    fc.assert(
      fc.property(transcript, (text) => {
        const first = parseAcor(text);
        const rendered = renderAcor(first);
        const again = parseAcor(rendered);
        expect(facts(again)).toEqual(facts(first));
        expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
        expect(renderAcor(again)).toBe(rendered);
      }),
      { numRuns: 1500 },
    );
  });
});
