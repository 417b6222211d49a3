import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { a52Format } from "./a52";
import { acorFormat } from "./acor";
import type { FormatContract } from "./core/format";
import { goopspecFormat } from "./goopspec";

// The real agent-format documents live beside the project, never inside it.
const CORPUS = join(process.cwd(), "../shared/corpus");
const formats: [string, FormatContract][] = [
  ["a52", a52Format as unknown as FormatContract],
  ["goopspec", goopspecFormat as unknown as FormatContract],
  ["acor", acorFormat as unknown as FormatContract],
];

/** The documents that have findings, as read by hand (the report on issue 34 lists each finding as right or wrong). */
const READ_BY_HAND: Record<string, Record<string, number>> = {
  a52: {
    "dce-a200-c022.md": 8,
    "dce-a200-c027.md": 12,
    "dce-a200-c037.md": 6,
    "dce-a200-c041.md": 3,
    "dce-a200-c042.md": 3,
    "dce-a200-c045.md": 2,
    "dce-a200-c052.md": 3,
  },
  goopspec: {
    "opencode-goopspec__response-format__9fb6413__L386.xml": 1,
    "opencode-goopspec__response-format__a1c05a7__L386.xml": 1,
    "opencode-goopspec__xml-response-schema__2176680__L151.xml": 1,
    "opencode-goopspec__xml-response-schema__9fb6413__L151.xml": 1,
    "opencode-goopspec__xml-response-schema__a1c05a7__L151.xml": 1,
  },
  acor: { "run__file_processor__binary.md": 1, "run__file_processor__missing.md": 1 },
};

for (const [dir, format] of formats) {
  const path = join(CORPUS, dir);
  const present = existsSync(join(path, "expected.json"));
  if (!present) console.warn(`Claim-versus-delivery corpus suite for ${dir} NOT RUN: ${path}/expected.json is absent`);
  describe.runIf(present)(`claim against delivery on the ${dir} corpus`, () => {
    const names = present ? readdirSync(path).filter((n) => n.endsWith(".md") || n.endsWith(".xml")) : [];
    it("quotes every evidence line exactly as the file has it, and finds what a reader found", () => {
      const counts: Record<string, number> = {};
      for (const name of names) {
        const text = readFileSync(join(path, name), "utf8");
        const findings = format.audit!(format.parse(text), text);
        const lines = text.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
        for (const f of findings) {
          expect(f.evidence.length).toBeGreaterThan(0);
          for (const e of f.evidence) expect(lines[e.line - 1], `${name}:${e.line}`).toBe(e.text);
        }
        if (findings.length > 0) counts[name] = findings.length;
      }
      expect(counts).toEqual(READ_BY_HAND[dir]);
    });
  });
}
