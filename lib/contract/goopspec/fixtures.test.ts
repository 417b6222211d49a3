import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat } from "../formats";
import { goopspecFormat } from "./index";
import { reportFacts } from "./facts";
import { GOOP_RULES, SPEC_VERSION } from "./rules";
import type { GoopspecDocument } from "./types";

const DIR = join(__dirname, "fixtures");
const read = (name: string) => readFileSync(join(DIR, name), "utf8");
const parse = (name: string) => goopspecFormat.parse(read(name));
const codes = (doc: GoopspecDocument) => [...new Set(doc.diagnostics.map((d) => d.code))].sort();

/** Every fixture (our own responses) and the exact set of codes it must raise: one fault each, plus the wild ones. */
const EXPECTED: Record<string, string[]> = {
  "clean.md": [],
  "goop-status.md": ["goop-status"],
  "goop-required.md": ["goop-required"],
  "goop-complete-unverified.md": ["goop-complete-unverified"],
  "goop-blocked-without-blockers.md": ["goop-blocked-without-blockers"],
  "goop-next-action-agent.md": ["goop-next-action-agent"],
  "goop-not-final.md": ["goop-not-final"],
  "goop-phase.md": ["goop-phase"],
  "goop-agent-name.md": ["goop-agent-name"],
  "goop-no-envelope.md": ["goop-no-envelope"],
  "goop-several-envelopes.md": ["goop-several-envelopes"],
  "goop-template.md": ["goop-extra-element", "goop-phase", "goop-status", "goop-template", "goop-version"],
  "goop-placeholder.md": ["goop-placeholder"],
  "goop-progress.md": ["goop-progress"],
  "goop-value.md": ["goop-value"],
  "goop-duplicate.md": ["goop-duplicate"],
  "goop-extra-element.md": ["goop-extra-element"],
  "goop-version.md": ["goop-version"],
  "goop-element-order.md": ["goop-element-order"],
  "goop-unescaped.md": ["goop-unescaped"],
  "goop-status-case.md": ["goop-status-case"],
  "goop-flag-case.md": ["goop-flag-case"],
  "goop-malformed.md": ["goop-malformed"],
  "wild-elided.md": ["goop-agent-name", "goop-extra-element", "goop-next-action-agent", "goop-phase", "goop-required", "goop-status", "goop-template"],
  "wild-unfenced-no-state.md": ["goop-phase", "goop-required"],
  "wild-lt-in-attribute.md": ["goop-unescaped"],
};

describe("GoopSpec fixtures: one per rule and per format code", () => {
  it("every code in the table has its own fixture, and every fixture is listed", () => {
    expect(readdirSync(DIR).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const code of Object.keys(GOOP_RULES)) expect(EXPECTED[`${code}.md`], code).toContain(code);
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name} raises exactly ${expected.join(", ") || "nothing"}`, () => {
      expect(codes(parse(name))).toEqual(expected);
    });

    it(`${name}: render fixes the format codes, keeps the content codes, every fact and the markdown before`, () => {
      const doc = parse(name);
      const text = goopspecFormat.render(doc);
      const back = goopspecFormat.parse(text);
      expect(back.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
      const content = (d: GoopspecDocument) => codes(d).filter((c) => GOOP_RULES[c as keyof typeof GOOP_RULES].kind === "content");
      expect(content(back)).toEqual(content(doc));
      expect(text.startsWith(doc.before)).toBe(true);
      expect(text.endsWith(doc.after)).toBe(true);
      const facts = reportFacts(doc.report);
      if (facts && doc.report?.version === null) facts.version = SPEC_VERSION;
      expect(reportFacts(back.report)).toEqual(facts);
      expect(goopspecFormat.render(back)).toBe(text);
    });
  }
});

describe("what the reader reads", () => {
  it("reads every element of a clean report, with lines", () => {
    const r = parse("clean.md").report!;
    expect(r).toMatchObject({
      version: "0.2.8",
      status: "COMPLETE",
      agent: "goop-executor",
      taskId: "W2.T1",
      taskName: "Rate limiter middleware",
      phase: "execute",
      specLocked: true,
      interviewComplete: true,
      template: false,
      wellFormed: true,
      closed: true,
      fenced: true,
    });
    expect(r.wave).toMatchObject({ current: 2, total: 3 });
    expect(r.task).toMatchObject({ current: 1, total: 4 });
    expect(r.files.map((f) => [f.path, f.action])).toEqual([
      ["src/middleware/rate-limit.ts", "created"],
      ["src/middleware/rate-limit.test.ts", "created"],
      ["src/server.ts", "modified"],
    ]);
    expect(r.commits.map((c) => [c.sha, c.message])).toEqual([["4e1f0c2", "feat(api): rate limit public routes"]]);
    expect(r.memory).toMatchObject([{ type: "decision", importance: 0.7, text: "Rate limit keyed by API key, not IP" }]);
    expect(r.checks.map((c) => [c.name, c.passed, c.text])).toEqual([
      ["tests", true, "bun test src/middleware - 9 passed"],
      ["typecheck", true, "tsc --noEmit: no errors"],
    ]);
    expect(r.handoff).toMatchObject({
      ready: true,
      nextAction: { agent: "goop-executor", text: "W2.T2: add per-route limits for /api/search" },
      filesToRead: ["src/middleware/rate-limit.ts", ".goopspec/BLUEPRINT.md"],
      blockers: "None",
      suggestNewSession: false,
      nextCommand: "/goop-execute",
    });
    const lines = read("clean.md").split("\n");
    expect(lines[r.line - 1]).toBe('<goop_report version="0.2.8">');
    expect(lines[r.lines.status! - 1]).toContain("<status>COMPLETE");
    expect(lines[r.checks[1]!.line - 1]).toContain('name="typecheck"');
  });

  it("keeps an unknown element whole, with its single-quoted JSON attribute, and writes it back as it was", () => {
    const doc = parse("goop-extra-element.md");
    expect(doc.report!.extra).toHaveLength(1);
    expect(doc.report!.extra[0]).toMatchObject({ name: "suggest-viz", parent: "goop_report" });
    expect(doc.report!.extra[0]!.raw).toContain(`data='{"items":[{"label":"Tests","value":9}]}'`);
    expect(goopspecFormat.render(doc)).toContain(doc.report!.extra[0]!.raw);
  });

  it("reads a `<` inside an attribute value whole, and render escapes it", () => {
    const doc = parse("wild-lt-in-attribute.md");
    expect(doc.report!.checks.map((c) => c.name)).toEqual(["p95 < 50ms"]);
    expect(doc.report!.wellFormed).toBe(false);
    expect(goopspecFormat.render(doc)).toContain('<check name="p95 &lt; 50ms" passed="true">');
  });

  it("reads an elided template: `...` and `<handoff>...</handoff>` are placeholders kept as text, <suggest-viz/> kept", () => {
    const r = parse("wild-elided.md").report!;
    expect(r.template).toBe(true);
    expect(r.extra.map((e) => [e.name, e.parent, e.text])).toEqual([
      ["#text", "goop_report", "..."],
      ["suggest-viz", "goop_report", ""],
      ["#text", "handoff", "..."],
    ]);
    expect(r.handoff).toMatchObject({ ready: null, nextAction: null, blockers: null });
  });

  it("reads an unfenced envelope without <state>, and R2 names the state", () => {
    const doc = parse("wild-unfenced-no-state.md");
    expect(doc.report).toMatchObject({ fenced: false, hasState: false, phase: null, status: "COMPLETE" });
    expect(doc.report!.handoff!.blockers).toBeNull();
    expect(doc.diagnostics.find((d) => d.code === "goop-required")!.message).toContain("<state>");
  });

  it("reads an unclosed envelope and an unclosed <commits> as far as they go; render closes both", () => {
    const doc = parse("goop-malformed.md");
    expect(doc.report!.closed).toBe(false);
    expect(doc.report!.commits.map((c) => [c.sha, c.message])).toEqual([["4e1f0c2", "feat(api): rate limit public routes"]]);
    expect(doc.report!.handoff!.nextCommand).toBe("/goop-execute");
    const text = goopspecFormat.render(doc);
    expect(text).toContain('<commit sha="4e1f0c2">');
    expect(text).toContain("</goop_report>\n```");
  });

  it("reads the last of several envelopes and counts them", () => {
    const doc = parse("goop-several-envelopes.md");
    expect(doc.envelopes).toBe(2);
    expect(doc.report).toMatchObject({ status: "COMPLETE", agent: "goop-verifier" });
    expect(doc.before).toContain("<status>PARTIAL</status>");
  });

  it("normalises a lower-case status and flags, and says so as format codes", () => {
    expect(parse("goop-status-case.md").report!.status).toBe("COMPLETE");
    const r = parse("goop-flag-case.md").report!;
    expect([r.handoff!.ready, r.checks[1]!.passed]).toEqual([true, true]);
  });

  it("keeps a duplicate element as an extra instead of dropping it", () => {
    const r = parse("goop-duplicate.md").report!;
    expect(r.agent).toBe("goop-executor");
    expect(r.extra.map((e) => [e.name, e.text])).toEqual([["agent", "goop-verifier"]]);
  });

  it("without an envelope: no report, the text kept for render", () => {
    const doc = parse("goop-no-envelope.md");
    expect(doc).toMatchObject({ envelopes: 0, report: null });
    expect(goopspecFormat.render(doc)).toBe(read("goop-no-envelope.md"));
  });

  it("a value rule fails when its value is absent, as R7 does in the reference: no status is R1 and R2, no agent R8 and R2", () => {
    const text = read("clean.md").replace("  <status>COMPLETE</status>\n", "").replace("  <agent>goop-executor</agent>\n", "");
    const doc = goopspecFormat.parse(text);
    expect(codes(doc)).toEqual(["goop-agent-name", "goop-required", "goop-status"]);
    expect(doc.diagnostics.filter((d) => d.code === "goop-required").map((d) => d.message)).toEqual([
      "<status> is required and missing or empty.",
      "<agent> is required and missing or empty.",
    ]);
  });

  it("the diagnostics point at the offending lines", () => {
    const text = read("goop-phase.md");
    const d = goopspecFormat.parse(text).diagnostics[0]!;
    expect(text.split("\n")[d.line - 1]).toContain("<phase>implementation</phase>");
    const trailing = parse("goop-not-final.md").diagnostics[0]!;
    expect(read("goop-not-final.md").split("\n")[trailing.line - 1]).toContain("Let me know");
  });
});

describe("pasted tag soup stays cheap and never throws", () => {
  it("counts findings past 50 of one code instead of listing 100,000", () => {
    const doc = goopspecFormat.parse(`<goop_report>\n${"a < b\n".repeat(100_000)}</goop_report>\n`);
    const unescaped = doc.diagnostics.filter((d) => d.code === "goop-unescaped");
    expect(unescaped).toHaveLength(51);
    expect(unescaped[50]!.message).toContain("99950 more like this");
  });

  it("moves 200,000 elements out of an unclosed one without overflowing the stack", () => {
    const doc = goopspecFormat.parse(`<goop_report>\n<evidence>\n${"<status/>".repeat(200_000)}</goop_report>\n`);
    expect(doc.report!.extra.filter((e) => e.name === "status")).toHaveLength(199_999);
  });
});

describe("detect", () => {
  it("claims every fixture that ends with an envelope, and not the one without", () => {
    for (const name of Object.keys(EXPECTED)) {
      const score = goopspecFormat.detect(read(name));
      if (name === "goop-no-envelope.md") expect(score, name).toBe(0);
      else expect(score, name).toBeGreaterThan(0.5);
    }
    expect(detectFormat(read("clean.md")).kind).toBe("goopspec");
  });

  it("does not claim a dialogue that mentions or quotes an envelope", () => {
    const mention =
      "# Alignment Dialogue: Handoffs\n\n**Draft**: Dialogue 0042\n\n## Round 0: Opening Arguments\n\n### Muffin 🧁\n\nEvery agent ends with a `<goop_report>` envelope; <goop_report> parsing is the orchestrator's job.\n";
    expect(goopspecFormat.detect(mention)).toBe(0);
    const quote = `${mention}\n\`\`\`xml\n${read("clean.md").split("```xml\n")[1]!.split("```")[0]}\`\`\`\n\n[PERSPECTIVE P01: the envelope is machine-readable]\n\n### Cupcake 🧁\n\nAgreed.\n`;
    expect(goopspecFormat.detect(quote)).toBeLessThan(0.5);
    expect(detectFormat(quote).kind).toBe("dialogue");
  });

  it("does not claim an A52 response whose file block holds an envelope, nor one that names it in prose", () => {
    const envelope = read("clean.md").split("```xml\n")[1]!.split("```")[0]!;
    const a52 = `Summary: updated the executor prompt.\n\nCourse of Action:\n1. Rewrite the response format section.\n\n<file path="agents/goop-executor.md">\n## Response format\n\n${envelope}</file>\n`;
    expect(goopspecFormat.detect(a52)).toBeLessThan(0.5);
    expect(goopspecFormat.detect("Summary: the agent prompt now asks for a <goop_report> at the end.\n")).toBe(0);
  });
});

describe("spec", () => {
  it("is written from the tables: every code, status and phase", () => {
    const spec = goopspecFormat.spec();
    for (const code of Object.keys(GOOP_RULES)) expect(spec).toContain(`\`${code}\``);
    for (const word of ["COMPLETE", "CHECKPOINT", "research", "next_command", "interview_complete", SPEC_VERSION]) expect(spec).toContain(word);
  });
});
