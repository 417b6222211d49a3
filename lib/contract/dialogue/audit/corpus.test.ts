import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { directoryTree } from "@/tests/helpers/directory-tree";
import type { DocumentInput } from "../input";
import { parseInput } from "../input";
import { auditDialogue } from "./index";
import { persuasionOf } from "./persuasion";

// The real Blue dialogues live beside the project, never inside it.
const CORPUS = join(process.cwd(), "../shared/corpus/blue/.blue");
const present = existsSync(CORPUS);
if (!present) console.warn(`audit corpus suite skipped: ${CORPUS} is absent`);

function inputs(): DocumentInput[] {
  const singles = readdirSync(join(CORPUS, "docs/dialogues")).filter((n) => n.endsWith(".md"));
  const dirs = readdirSync(join(CORPUS, "dialogues")).filter((n) => statSync(join(CORPUS, "dialogues", n)).isDirectory());
  return [
    ...singles.map((n): DocumentInput => ({ type: "file", name: n, text: readFileSync(join(CORPUS, "docs/dialogues", n), "utf8") })),
    ...dirs.map((n): DocumentInput => ({ type: "directory", name: n, files: directoryTree(join(CORPUS, "dialogues", n)) })),
  ];
}

/** The source's line, as the file has it. */
function lineOf(input: DocumentInput, file: string | undefined, line: number): string | undefined {
  const text = input.type === "file" ? input.text : input.files.find((f) => f.path === file)?.content;
  const raw = text?.split("\n")[line - 1];
  return raw?.endsWith("\r") ? raw.slice(0, -1) : raw;
}

describe.skipIf(!present)("the audit over the real Blue corpus (../shared/corpus)", () => {
  for (const input of present ? inputs() : []) {
    it(`${input.name}: audits without throwing, and every evidence line is in the file as quoted`, () => {
      const findings = auditDialogue(parseInput(input).dialogue, input);
      for (const f of findings) {
        expect(f.evidence.length, f.message).toBeGreaterThan(0);
        for (const e of f.evidence) {
          if (input.type === "directory") expect(e.file, f.message).toBeDefined();
          expect(lineOf(input, e.file, e.line), `${f.rule} ${e.file ?? ""}:${e.line}`).toBe(e.text);
        }
      }
    });
    it(`${input.name}: who moved whom quotes every line as the file has it, and never credits the mover`, () => {
      for (const m of persuasionOf(parseInput(input).dialogue, input)) {
        expect(m.evidence.length, m.message).toBeGreaterThan(0);
        for (const e of [...m.evidence, ...m.movers.flatMap((v) => v.evidence)])
          expect(lineOf(input, e.file, e.line), `${m.message} ${e.file ?? ""}:${e.line}`).toBe(e.text);
        for (const v of m.movers) expect(v.agent.toLowerCase()).not.toBe(m.agent.toLowerCase());
      }
    });
  }
});
