import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { directoryTree } from "@/tests/helpers/directory-tree";
import { parseDirectory } from "./directory";
import { parseDialogue } from "./parse";
import { renderDialogue } from "./render";
import type { ParseResult } from "./types";

// The real Blue dialogues live beside the project, never inside it.
const CORPUS = join(process.cwd(), "../shared/corpus/blue/.blue");
const present = existsSync(CORPUS);
if (!present) console.warn(`corpus suite skipped: ${CORPUS} is absent`);

function items(): [string, () => ParseResult][] {
  const singles = readdirSync(join(CORPUS, "docs/dialogues")).filter((n) => n.endsWith(".md"));
  const dirs = readdirSync(join(CORPUS, "dialogues")).filter((n) => statSync(join(CORPUS, "dialogues", n)).isDirectory());
  return [
    ...singles.map((n): [string, () => ParseResult] => [n, () => parseDialogue(readFileSync(join(CORPUS, "docs/dialogues", n), "utf8"))]),
    ...dirs.map((n): [string, () => ParseResult] => [n + "/", () => parseDirectory(directoryTree(join(CORPUS, "dialogues", n)), { name: n })]),
  ];
}

describe.skipIf(!present)("the real Blue corpus (../shared/corpus)", () => {
  for (const [name, parse] of present ? items() : []) {
    it(`${name}: parses, and renders canonically without loss`, () => {
      const before = parse();
      const after = parseDialogue(renderDialogue(before.dialogue));
      expect(after.diagnostics.filter((d) => d.kind === "format" && d.severity !== "info")).toEqual([]);
      const content = (r: ParseResult) => [...new Set(r.diagnostics.filter((d) => d.kind === "content").map((d) => d.code))].sort();
      expect(content(after)).toEqual(content(before));
      expect(after.dialogue.rounds.map((r) => r.number)).toEqual(before.dialogue.rounds.map((r) => r.number));
      expect(after.dialogue.markers.map((m) => [m.type, m.id])).toEqual(before.dialogue.markers.map((m) => [m.type, m.id]));
      expect(after.dialogue.totalAlignment).toBe(before.dialogue.totalAlignment);
    });
  }
});
