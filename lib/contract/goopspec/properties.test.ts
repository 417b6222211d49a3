import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goopspecFormat } from "./index";
import { reportFacts } from "./facts";
import { escapeAttribute, escapeText } from "./scan";
import { GOOP_RULES, STATUSES } from "./rules";

const { parse, render } = goopspecFormat;

/** Trimmed one-line text, with the characters XML cares about mixed in. */
const value = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 24 }),
    fc.constantFrom("a < b", "R&D", 'say "hi"', "it's", "&amp; literal", "x]>", "-->", "W1.T2", "/goop-execute"),
  )
  .map((s) => s.trim())
  .filter((s) => s !== "" && !s.includes("\n"));
const flag = fc.option(fc.boolean(), { nil: null });

const model = fc.record({
  status: fc.constantFrom(...STATUSES, "DONE"),
  agent: fc.constantFrom("goop-executor", "goop-planner", "orchestrator", "Executor"),
  taskId: fc.option(value, { nil: null }),
  summary: fc.option(value, { nil: null }),
  phase: fc.option(fc.constantFrom("plan", "execute", "accept", "build"), { nil: null }),
  wave: fc.option(fc.record({ current: fc.nat(9), total: fc.nat(9) }), { nil: null }),
  specLocked: flag,
  files: fc.array(fc.record({ path: value, action: fc.constantFrom("created", "modified", "deleted"), text: value }), { maxLength: 3 }),
  checks: fc.array(fc.record({ name: value, passed: fc.boolean(), text: value }), { maxLength: 3 }),
  handoff: fc.option(
    fc.record({
      ready: flag,
      agent: fc.option(fc.constantFrom("goop-verifier", "orchestrator"), { nil: null }),
      next: value,
      blockers: fc.option(value, { nil: null }),
      command: fc.option(value, { nil: null }),
    }),
    { nil: null },
  ),
  prefix: fc.array(fc.oneof(value, fc.constantFrom("## Done", "- item", "Some `<goop_report>` mention", "")), { maxLength: 5 }),
  fenced: fc.boolean(),
  order: fc.boolean(),
});
type Model = typeof model extends fc.Arbitrary<infer T> ? T : never;

/** Our own writer, not render's: escaped XML in the layout a model would write, top level optionally reversed. */
function write(m: Model): string {
  const el = (name: string, text: string | null) => (text === null ? [] : [`  <${name}>${escapeText(text)}</${name}>`]);
  const top: string[][] = [
    el("status", m.status),
    el("agent", m.agent),
    el("task_id", m.taskId),
    [
      "  <state>",
      ...(m.phase ? [`    <phase>${m.phase}</phase>`] : []),
      ...(m.wave ? [`    <wave current="${m.wave.current}" total="${m.wave.total}"/>`] : []),
      ...(m.specLocked === null ? [] : [`    <spec_locked>${m.specLocked}</spec_locked>`]),
      "  </state>",
    ],
    el("summary", m.summary),
    m.files.length
      ? [
          "  <artifacts>",
          "    <files>",
          ...m.files.map((f) => `      <file path="${escapeAttribute(f.path)}" action="${f.action}">${escapeText(f.text)}</file>`),
          "    </files>",
          "  </artifacts>",
        ]
      : [],
    m.checks.length
      ? [
          "  <verification>",
          ...m.checks.map((c) => `    <check name="${escapeAttribute(c.name)}" passed="${c.passed}">${escapeText(c.text)}</check>`),
          "  </verification>",
        ]
      : [],
    m.handoff
      ? [
          "  <handoff>",
          ...(m.handoff.ready === null ? [] : [`    <ready>${m.handoff.ready}</ready>`]),
          `    <next_action${m.handoff.agent ? ` agent="${m.handoff.agent}"` : ""}>${escapeText(m.handoff.next)}</next_action>`,
          ...(m.handoff.blockers === null ? [] : [`    <blockers>${escapeText(m.handoff.blockers)}</blockers>`]),
          ...(m.handoff.command === null ? [] : [`    <next_command>${escapeText(m.handoff.command)}</next_command>`]),
          "  </handoff>",
        ]
      : [],
  ];
  const body = (m.order ? top : [...top].reverse()).flat();
  const envelope = ['<goop_report version="0.2.8">', ...body, "</goop_report>"];
  return [...m.prefix, "", ...(m.fenced ? ["```xml", ...envelope, "```"] : envelope), ""].join("\n");
}

/** Strings made of envelope pieces, stray markup and noise: what a confused agent or a truncated upload produces. */
const soup = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "\n<goop_report>",
        '\n<goop_report version="0.2">',
        "</goop_report>",
        "<status>",
        "</status>",
        "complete",
        "BLOCKED",
        "<state>",
        "</state>",
        '<wave current="2" total="N"/>',
        "<phase>",
        "</phase>",
        "<handoff>",
        "</handoff>",
        '<next_action agent="x<y">',
        "</next_action>",
        "<file path='a\"b'>",
        "</file>",
        "<files>",
        "</files>",
        "<artifacts>",
        "</artifacts>",
        "<evidence>",
        "</evidence>",
        "...",
        "\n```xml\n",
        "\n```\n",
        "\n",
        "&amp;",
        "&",
        "<",
        "<!-- c -->",
        "<blockers>",
        "</blockers>",
        "None",
        '<suggest-viz a=b c="d"/>',
        "<check name=t passed=TRUE>",
        "</check>",
        "<verification>",
        "<ready>True</ready>",
        "</x>",
        "<a b",
        '="',
        "'",
      ),
    ),
    { maxLength: 50 },
  )
  .chain((parts) => fc.constantFrom("", "<goop_report>\n", '```xml\n<goop_report version="0.1.6">\n', "<goop_report>\n").map((head) => head + parts.join("")));

describe("GoopSpec properties", () => {
  it("parse is total: any string gives a goopspec document with diagnostics from the closed table", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), soup), (text) => {
        const doc = parse(text);
        expect(doc.kind).toBe("goopspec");
        for (const d of doc.diagnostics) expect(Object.keys(GOOP_RULES)).toContain(d.code);
        expect(goopspecFormat.detect(text)).toBeGreaterThanOrEqual(0);
        expect(goopspecFormat.detect(text)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  });

  it("render is idempotent and leaves no format diagnostic, even on broken envelopes", () => {
    fc.assert(
      fc.property(soup, (text) => {
        const once = render(parse(text));
        const again = parse(once);
        expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
        expect(render(again)).toBe(once);
        expect(reportFacts(again.report)).toEqual(reportFacts(parse(render(again)).report));
      }),
      { numRuns: 400 },
    );
  });

  it("reads what was written, and parse(render(x)) keeps every fact and the markdown before", () => {
    fc.assert(
      fc.property(model, (m) => {
        const text = write(m);
        const doc = parse(text);
        const r = doc.report!;
        expect([r.status, r.agent, r.taskId, r.summary, r.phase, r.specLocked]).toEqual([m.status, m.agent, m.taskId, m.summary, m.phase, m.specLocked]);
        expect(r.wave && [r.wave.current, r.wave.total]).toEqual(m.wave && [m.wave.current, m.wave.total]);
        expect(r.files.map((f) => ({ path: f.path, action: f.action, text: f.text }))).toEqual(m.files);
        expect(r.checks.map((c) => ({ name: c.name, passed: c.passed, text: c.text }))).toEqual(m.checks);
        if (m.handoff)
          expect([r.handoff!.ready, r.handoff!.nextAction!.agent, r.handoff!.nextAction!.text, r.handoff!.blockers, r.handoff!.nextCommand]).toEqual([
            m.handoff.ready,
            m.handoff.agent,
            m.handoff.next,
            m.handoff.blockers,
            m.handoff.command,
          ]);
        else expect(r.handoff).toBeNull();
        const out = render(doc);
        expect(out.startsWith(doc.before)).toBe(true);
        const back = parse(out);
        expect(reportFacts(back.report)).toEqual(reportFacts(r));
        expect(back.report!.version).toBe("0.2.8");
        expect(back.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
        expect(
          back.diagnostics
            .filter((d) => d.kind === "content")
            .map((d) => d.code)
            .sort(),
        ).toEqual(
          doc.diagnostics
            .filter((d) => d.kind === "content")
            .map((d) => d.code)
            .sort(),
        );
      }),
      { numRuns: 300 },
    );
  });
});
