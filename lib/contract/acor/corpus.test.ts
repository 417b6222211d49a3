import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat } from "../formats";
import { detectAcor } from "./detect";
import { parseAcor } from "./parse";
import { renderAcor } from "./render";

// The real ACOR transcripts live beside the project, never inside it.
const CORPUS = join(process.cwd(), "../shared/corpus/acor");
const present = existsSync(join(CORPUS, "expected.json"));
if (!present) console.warn(`ACOR corpus suite skipped: ${CORPUS}/expected.json is absent`);

interface Expected {
  final_status: string | null;
  issues: string[];
  messages: { type: string; title: string | null; percent?: number; recovery?: boolean; commands?: number }[];
}

const ISSUES: Record<string, string> = {
  error_then_status_complete: "acor-complete-after-error",
  ai_directive_without_title: "acor-directive-without-title",
  error_without_recovery: "acor-error-without-recovery",
  input_needed_not_exactly_one_command: "acor-input-needed-commands",
  progress_unreadable_or_out_of_range: "acor-progress",
  unknown_h2: "acor-unknown-message",
};

describe.skipIf(!present)("the real ACOR corpus (../shared/corpus/acor)", () => {
  const expected: Record<string, Expected> = present ? JSON.parse(readFileSync(join(CORPUS, "expected.json"), "utf8")) : {};
  it("has an expectation for every sample", () => {
    expect(
      readdirSync(CORPUS)
        .filter((n) => n.endsWith(".md"))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });
  for (const [name, want] of Object.entries(expected)) {
    it(`${name}: detected, read as the reference reads it, rendered without loss`, () => {
      const text = readFileSync(join(CORPUS, name), "utf8");
      expect(detectFormat(text).kind).toBe("acor");
      const doc = parseAcor(text);
      expect(doc.finalStatus).toBe(want.final_status);
      expect(doc.messages.map((m) => [m.type, m.title, m.percent ?? null])).toEqual(want.messages.map((m) => [m.type, m.title, m.percent ?? null]));
      for (const [i, m] of want.messages.entries()) {
        if (m.type === "Error") expect(doc.messages[i]!.recovery !== undefined).toBe(m.recovery);
        if (m.type === "Input Needed") expect(doc.messages[i]!.commands).toBe(m.commands);
      }
      const codes = new Set(Object.values(ISSUES));
      expect([...new Set(doc.diagnostics.map((d) => d.code).filter((c) => codes.has(c)))].sort()).toEqual(want.issues.map((i) => ISSUES[i]).sort());
      const again = parseAcor(renderAcor(doc));
      expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
      expect(again.messages.map((m) => [m.type, m.title, m.percent])).toEqual(doc.messages.map((m) => [m.type, m.title, m.percent]));
      expect(again.finalStatus).toBe(doc.finalStatus);
    });
  }
});

// Every other real document beside the project: ACOR must claim none of them.
const OTHERS = join(process.cwd(), "../shared/corpus");
const othersPresent = ["blue", "a52", "goopspec"].every((k) => existsSync(join(OTHERS, k)));
if (!othersPresent) console.warn(`ACOR detect-versus-other-formats suite skipped: ${OTHERS}/{blue,a52,goopspec} is absent`);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = join(dir, n);
    return statSync(full).isDirectory() ? walk(full) : n.endsWith(".md") || n.endsWith(".xml") || n.endsWith(".json") ? [full] : [];
  });
}

describe.skipIf(!othersPresent)("detectAcor on the other formats' real documents", () => {
  it("never claims a dialogue, an A52 response or a GoopSpec report", () => {
    const files = othersPresent
      ? ["blue", "a52", "goopspec"].flatMap((k) => walk(join(OTHERS, k))).filter((f) => !f.endsWith("expected.json") && !f.endsWith("MANIFEST.json"))
      : [];
    expect(files.length).toBeGreaterThan(50);
    const claimed = files.filter((f) => detectAcor(readFileSync(f, "utf8")) >= 0.5);
    expect(claimed).toEqual([]);
  });
});
