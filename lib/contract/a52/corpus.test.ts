import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectA52 } from "./detect";
import { parseA52 } from "./parse";
import { renderA52 } from "./render";
import { normalisePath } from "./scan";
import { detectA52Session, parseA52Session } from "./session";

// Real responses live beside the project, never inside it; expected.json is an independent reader's facts.
const CORPUS = join(process.cwd(), "../shared/corpus/a52");
const present = existsSync(join(CORPUS, "expected.json"));
if (!present) console.warn(`A52 corpus suite skipped: ${CORPUS}/expected.json is absent`);
const SESSION = join(CORPUS, "sessions/Cycle-6-Planning.json");
const sessionPresent = existsSync(SESSION);
if (!sessionPresent) console.warn(`A52 session suite skipped: ${SESSION} is absent`);

interface Expected {
  summary: { present: boolean };
  course_of_action: { present: boolean };
  files_updated: { present: boolean };
  listed_files: { path: string; status: string | null }[];
  file_blocks: { path: string; line_count: number }[];
  mismatch: { listed_only: string[]; blocks_only: string[] };
}

const text = (s: string | null | undefined) => (s ?? "").split(/\s+/).filter(Boolean).join(" ") || null;

describe.skipIf(!present)("the real A52 responses (../shared/corpus/a52)", () => {
  const expected: Record<string, Expected> = present ? JSON.parse(readFileSync(join(CORPUS, "expected.json"), "utf8")) : {};
  for (const [name, e] of Object.entries(expected)) {
    it(`${name}: facts equal the independent reader's, and survive the canonical render`, () => {
      const source = readFileSync(join(CORPUS, name), "utf8");
      expect(detectA52(source)).toBeGreaterThan(0.5);
      const doc = parseA52(source);
      expect(Boolean(doc.summary)).toBe(e.summary.present);
      expect(Boolean(doc.courseOfAction)).toBe(e.course_of_action.present);
      expect(doc.filesList === null ? null : doc.filesList.map((f) => [normalisePath(f.path), text(f.status)])).toEqual(
        e.files_updated.present ? e.listed_files.map((f) => [normalisePath(f.path), text(f.status)]) : null,
      );
      expect(doc.fileBlocks.map((b) => [normalisePath(b.path), b.lineCount])).toEqual(e.file_blocks.map((b) => [normalisePath(b.path), b.line_count]));
      expect([...doc.mismatch.listedOnly].sort()).toEqual(e.mismatch.listed_only.map(normalisePath).sort());
      expect([...doc.mismatch.blocksOnly].sort()).toEqual(e.mismatch.blocks_only.map(normalisePath).sort());
      const rendered = renderA52(doc);
      const again = parseA52(rendered);
      expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
      expect(again.fileBlocks.map((b) => [b.path, b.lineCount, b.content])).toEqual(doc.fileBlocks.map((b) => [b.path, b.lineCount, b.content]));
      if (doc.filesList) expect(again.filesList!.map((f) => [f.path, f.status])).toEqual(doc.filesList.map((f) => [f.path, f.status]));
      expect(again.summary).toBe(doc.summary);
      expect(again.courseOfAction).toBe(doc.courseOfAction);
      expect(renderA52(again)).toBe(rendered);
    });
  }
});

describe.skipIf(!sessionPresent)("the real PCPP history export (sessions/Cycle-6-Planning.json)", () => {
  it("reads 6 cycles; cycles 3–6 hold 9, 9, 13 and 13 non-empty responses; cycles 1–2 only empty tabs, kept; picks kept", () => {
    const source = readFileSync(SESSION, "utf8");
    expect(detectA52Session(source)).toBeGreaterThan(0.5);
    expect(detectA52(source)).toBe(0);
    const session = parseA52Session(source);
    expect(session.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(session.version).toBe(1);
    expect(session.cycles.map((c) => c.cycleId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(session.cycles.map((c) => c.responses.filter((r) => !r.empty).length)).toEqual([0, 0, 9, 9, 13, 13]);
    expect(session.cycles.map((c) => c.responses.length)).toEqual([9, 9, 9, 9, 13, 13]);
    expect(session.cycles[0]!.responses.every((r) => r.empty && r.document === null && r.content.length <= 1)).toBe(true);
    expect(session.cycles.map((c) => c.selectedResponseId)).toEqual(["1", "1", "2", "9", "11", "4"]);
    // Tabs in panel order: "10" after "9".
    expect(session.cycles[4]!.responses.map((r) => r.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"]);
    const raw = JSON.parse(source) as { cycles: { responses: Record<string, { content: string }> }[] };
    expect(session.cycles[5]!.responses[3]!.content).toBe(raw.cycles[5]!.responses["4"]!.content);
    // Every non-empty response reads as an A52 response with at least one file block.
    for (const c of session.cycles) for (const r of c.responses) if (!r.empty) expect(r.document!.fileBlocks.length).toBeGreaterThan(0);
  });
});
