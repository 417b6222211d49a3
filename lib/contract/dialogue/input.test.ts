import { describe, expect, test } from "vitest";
import { detectFormat, formatOf, FORMATS, parseDocument } from "../formats";
import { canonicalFileName, dialogueDirectoryOf, inputFromStored, isDialogue, parseInput, slugFromPath, storedForm, type DocumentInput } from "./input";
import { INPUT_RULES, inputDiagnostic } from "../core/input-rules";
import { specificationMarkdown } from "./spec";

const dialogue = ["# Alignment Dialogue: Caching", "", "## Round 0: Opening", "", "### Muffin 🧁", "", "[PERSPECTIVE P01: Cache at the edge]", ""].join("\n");

describe("the contract owns a document's raw form", () => {
  test("a file and a directory go through one parseInput", () => {
    const file = parseInput({ type: "file", name: "caching.dialogue.md", text: dialogue });
    expect(file.dialogue.layout).toBe("single-file");
    expect(file.dialogue.markers.map((m) => m.id)).toEqual(["P01"]);
    const dir = parseInput({
      type: "directory",
      name: "2026-01-01T0000Z-caching",
      files: [{ path: "round-0/muffin.md", content: "[PERSPECTIVE P01: Cache at the edge]\n" }],
    });
    expect(dir.dialogue.layout).toBe("directory");
    expect(dir.dialogue.rounds.map((r) => r.contributions.map((c) => c.agent))).toEqual([["Muffin"]]);
  });

  test("the stored form reads back as the same input, a directory's files in path order", () => {
    const input: DocumentInput = {
      type: "directory",
      name: "d",
      files: [
        { path: "round-1/b.md", content: "b" },
        { path: "round-0/a.md", content: "a" },
      ],
    };
    const stored = storedForm(input);
    expect(stored.layout).toBe("directory");
    const back = inputFromStored({ ...stored, path: "dialogues/d" });
    expect(back).toEqual({
      type: "directory",
      name: "d",
      files: [
        { path: "round-0/a.md", content: "a" },
        { path: "round-1/b.md", content: "b" },
      ],
    });
    const file = inputFromStored({ ...storedForm({ type: "file", name: "x.md", text: dialogue }), path: "docs/x.md" });
    expect(file).toEqual({ type: "file", name: "x.md", text: dialogue });
  });

  test("one round-directory rule: folders and summaries named round-N mark a dialogue directory", () => {
    expect(dialogueDirectoryOf("a/b/round-0/muffin.md")).toBe("a/b");
    expect(dialogueDirectoryOf("a/round-2.summary.md")).toBe("a");
    expect(dialogueDirectoryOf("round-1/x.md")).toBe("");
    expect(dialogueDirectoryOf("a/round-two/x.md")).toBeNull();
    expect(dialogueDirectoryOf("a/round-2.md")).toBeNull();
  });

  test("one suffix list names files and slugs", () => {
    expect(slugFromPath("x/2026-03-11T1341Z-Jira.dialogue.recorded.md")).toBe("2026-03-11t1341z-jira");
    expect(slugFromPath("plain notes.md")).toBe("plain-notes");
    expect(slugFromPath("---")).toBe("dialogue");
    expect(canonicalFileName({ type: "directory", name: "d", files: [] })).toBe("d.dialogue.md");
  });

  test("a file named as a dialogue is one whatever it holds; other markdown must show dialogue structure", () => {
    const empty = parseInput({ type: "file", name: "n.md", text: "# Notes\n\nnothing here\n" });
    expect(isDialogue("n.dialogue.md", empty)).toBe(true);
    expect(isDialogue("n.md", empty)).toBe(false);
    expect(isDialogue("n.md", parseInput({ type: "file", name: "n.md", text: dialogue }))).toBe(true);
  });

  test("refusal codes come from one closed table, with its hint, and appear in the specification", () => {
    const d = inputDiagnostic("binary-file", 3, "NUL at byte 9");
    expect(d).toEqual({ code: "binary-file", severity: "error", kind: "content", line: 3, message: "NUL at byte 9", hint: INPUT_RULES["binary-file"].hint });
    for (const code of Object.keys(INPUT_RULES)) expect(specificationMarkdown()).toContain(`\`${code}\``);
  });
});

describe("the format registry", () => {
  test("every format is registered once and found by its kind", () => {
    const kinds = FORMATS.map((f) => f.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of kinds) expect(formatOf(kind).kind).toBe(kind);
  });

  test("markdown no other format claims is read as a dialogue", () => {
    expect(detectFormat(dialogue).kind).toBe("dialogue");
    expect(detectFormat("").kind).toBe("dialogue");
    const doc = parseDocument(dialogue);
    expect(doc.kind).toBe("dialogue");
  });

  test("diagnostic codes are unique across formats", () => {
    const codes = FORMATS.flatMap((f) => Object.keys(f.rules)).concat(Object.keys(INPUT_RULES));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
