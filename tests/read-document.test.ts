import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseInput, renderDialogue, storedForm, type A52Document } from "@/lib/contract";
import { readDocument, type DocumentReading } from "@/lib/documents/read-document";
import { generatedDialogue } from "./helpers/generate";

const text = generatedDialogue(7);

describe("readDocument: the one read of a stored document", () => {
  it("reads a dialogue as its contract's whole reading, once per version", () => {
    const stored = { kind: "dialogue", layout: "single-file", path: "talks/seven.dialogue.md", raw: text, contentHash: "h7" };
    const reading = readDocument(stored)!;
    expect(reading.result).toEqual(parseInput({ type: "file", name: "seven.dialogue.md", text }));
    expect(reading.label).toBe("Alignment dialogue");
    expect(reading.diagnostics).toBe(reading.result!.diagnostics);
    expect(reading.render!()).toBe(renderDialogue(reading.result!.dialogue));
    // A page and its export of the same version share one reading; a new version is read again.
    expect(readDocument({ ...stored })).toBe(reading);
    expect(readDocument({ ...stored, contentHash: "h7b" })).not.toBe(reading);
  });

  it("reads a round-scoped directory from its stored form, named by its path", () => {
    const files = [
      { path: "round-0/muffin.md", content: "## Round 0\n\n### Muffin\n\nOpening words [PERSPECTIVE P01: cache first]\n" },
      { path: "scoreboard.md", content: "# Scoreboard\n" },
    ];
    const { raw, layout } = storedForm({ type: "directory", name: "2026-11-01T10-00Z-cache", files });
    const reading = readDocument({ kind: "dialogue", layout, path: "dialogues/2026-11-01T10-00Z-cache", raw, contentHash: "dir" })!;
    expect(reading.result!.dialogue.layout).toBe("directory");
    expect(reading.result).toEqual(parseInput({ type: "directory", name: "2026-11-01T10-00Z-cache", files }));
    // The same bytes under another name are another reading (a dialogue's title can come from its name).
    expect(readDocument({ kind: "dialogue", layout, path: "dialogues/other", raw, contentHash: "dir" })).not.toBe(reading);
  });

  it("reads every other kind by its registered format, and gives null for a kind nobody reads", () => {
    const response = readFileSync(join(process.cwd(), "tests/fixtures/a52/response.md"), "utf8");
    const reading = readDocument({ kind: "a52", layout: "single-file", path: "lantern/response.md", raw: response, contentHash: "a52" }) as DocumentReading;
    expect(reading).toMatchObject({ kind: "a52", label: "A52 response", result: null });
    expect((reading.document as A52Document).fileBlocks.length).toBeGreaterThan(0);
    expect(readDocument({ kind: "no-such-kind", layout: "single-file", path: "x.md", raw: "x", contentHash: "x" })).toBeNull();
  });
});
