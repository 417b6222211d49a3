import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat } from "../formats";
import { goopspecFormat } from "./index";

// The real GoopSpec envelopes live beside the project, never inside it.
const CORPUS = join(process.cwd(), "../shared/corpus/goopspec");
const present = existsSync(join(CORPUS, "expected.json"));
if (!present) console.warn(`GoopSpec corpus suite NOT RUN: ${CORPUS}/expected.json is absent`);

const RULES: Record<string, string> = {
  R1: "goop-status",
  R2: "goop-required",
  R3: "goop-complete-unverified",
  R4: "goop-blocked-without-blockers",
  R5: "goop-next-action-agent",
  R6: "goop-not-final",
  R7: "goop-phase",
  R8: "goop-agent-name",
};
const norm = (s: unknown) =>
  typeof s === "string"
    ? s
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .join(" ") || null
    : null;

interface Expected {
  envelopes: number;
  fails?: string[];
  status: string | null;
  agent: string | null;
  task_id: string | null;
  phase: string | null;
  template: boolean;
  files: { path: string; action: string | null }[];
  checks: { name: string; passed: unknown }[];
  extra_elements: string[];
  handoff: { ready: unknown; next_action: { agent: string } | null; blockers: string | null; next_command: string | null } | null;
}

describe.skipIf(!present)("the GoopSpec corpus (../shared/corpus/goopspec) against its independent reader", () => {
  const expected: Record<string, Expected> = present ? JSON.parse(readFileSync(join(CORPUS, "expected.json"), "utf8")) : {};
  it("holds every sample the expectations name", () => {
    const files = readdirSync(CORPUS).filter((n) => n.endsWith(".xml"));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });
  for (const [name, e] of Object.entries(expected)) {
    it(`${name}: kind, facts, R-codes; render keeps them and leaves no format code`, () => {
      const text = readFileSync(join(CORPUS, name), "utf8");
      expect(detectFormat(text).kind).toBe("goopspec");
      const doc = goopspecFormat.parse(text);
      const r = doc.report!;
      expect(doc.envelopes).toBe(e.envelopes);
      const rules = [...new Set(doc.diagnostics.map((d) => d.code).filter((c) => Object.values(RULES).includes(c)))].sort();
      expect(rules).toEqual([...new Set((e.fails ?? []).map((f) => RULES[f.split("_")[0]!]).filter(Boolean))].sort());
      expect([r.status, r.agent, r.taskId, r.phase, r.template]).toEqual([e.status, e.agent, e.task_id, e.phase, e.template]);
      expect(r.files.map((f) => [f.path, f.action])).toEqual(e.files.map((f) => [f.path, f.action]));
      expect(r.checks.map((c) => [c.name, c.passed])).toEqual(e.checks.map((c) => [c.name, c.passed]));
      expect(
        r.extra
          .filter((x) => !x.name.startsWith("#"))
          .map((x) => x.name)
          .sort(),
      ).toEqual([...e.extra_elements].sort());
      expect([r.handoff?.ready, r.handoff?.nextAction?.agent ?? null, norm(r.handoff?.blockers), norm(r.handoff?.nextCommand)]).toEqual([
        e.handoff?.ready,
        e.handoff?.next_action?.agent ?? null,
        norm(e.handoff?.blockers),
        norm(e.handoff?.next_command),
      ]);
      const back = goopspecFormat.parse(goopspecFormat.render(doc));
      expect(back.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
      expect([back.report!.status, back.report!.files.length, back.report!.checks, back.report!.handoff?.blockers]).toEqual([
        r.status,
        r.files.length,
        r.checks.map((c) => ({ ...c, line: expect.any(Number) })),
        r.handoff?.blockers,
      ]);
    });
  }
});
