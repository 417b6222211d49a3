import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { A52_SESSION_RULES, type A52SessionCode } from "./rules";
import { detectA52Session, parseA52Session } from "./session";

const response = 'Summary.\n\n### Course of Action\n\nPlan.\n\n### Files Updated This Cycle:\n* `a.ts` (Updated)\n\n<file path="a.ts">\nA\n</file>\n';
const cycle = (id: number, extra: Record<string, unknown> = {}) => ({
  cycleId: id,
  timestamp: "2025-09-08T21:08:45.748Z",
  title: `Cycle ${id}`,
  cycleContext: "ctx",
  ephemeralContext: "",
  responses: { "1": { content: response }, "2": { content: "" }, "10": { content: "x" } },
  selectedResponseId: "1",
  tabCount: 3,
  ...extra,
});
const session = (cycles: unknown[]) => JSON.stringify({ version: 1, cycles }, null, 2);

/** A session of our own for every session code, with the line the diagnostic must point at. */
const FIXTURES: Record<A52SessionCode, { text: string; line: number }> = {
  "a52-session-json": { text: '{"version": 1, "cycles": [', line: 1 },
  "a52-session-shape": { text: session([cycle(1), { ...cycle(2), cycleId: "two", responses: [] }]), line: 25 },
  "a52-session-pick": { text: session([cycle(1, { selectedResponseId: "7" })]), line: 5 },
  "a52-session-tab-count": { text: session([cycle(1, { tabCount: 9 })]), line: 5 },
  "a52-session-duplicate-cycle": { text: session([cycle(3), cycle(3)]), line: 25 },
};

describe("A52 sessions (PCPP history exports)", () => {
  it("covers the whole session table", () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(A52_SESSION_RULES).sort());
  });
  for (const [code, { text, line }] of Object.entries(FIXTURES) as [A52SessionCode, { text: string; line: number }][]) {
    it(`${code} is reported at line ${line}`, () => {
      const hits = parseA52Session(text).diagnostics.filter((d) => d.code === code);
      expect(hits.map((d) => d.line)).toContain(line);
    });
  }

  it("reads cycles, tabs in panel order, empty tabs kept and marked, the pick kept, each response parsed", () => {
    const s = parseA52Session(session([cycle(1), cycle(2, { selectedResponseId: "10" })]));
    expect(s.diagnostics.filter((d) => d.code !== "a52-session-pick")).toEqual([]);
    expect(s.cycles.map((c) => [c.cycleId, c.selectedResponseId])).toEqual([
      [1, "1"],
      [2, "10"],
    ]);
    expect(s.cycles[0]!.responses.map((r) => [r.id, r.empty])).toEqual([
      ["1", false],
      ["2", true],
      ["10", true],
    ]);
    expect(s.cycles[0]!.responses[0]!.document!.fileBlocks.map((b) => b.path)).toEqual(["a.ts"]);
    expect(s.diagnostics.filter((d) => d.code === "a52-session-pick").map((d) => d.message)).toEqual(["Cycle 2 picks response 10, which is empty."]);
  });

  it("keeps a cycle whose fields are partly wrong, with what could be read", () => {
    const s = parseA52Session(session([{ cycleId: 4, title: 5, responses: { "1": { content: response } } }]));
    expect(s.cycles).toHaveLength(1);
    expect(s.cycles[0]).toMatchObject({ cycleId: 4, title: null, selectedResponseId: null, tabCount: null });
    expect(s.diagnostics.map((d) => d.message)).toEqual(["cycles[0].title is not a string."]);
  });

  it("can leave responses unparsed", () => {
    const s = parseA52Session(session([cycle(1)]), { parseResponses: false });
    expect(s.cycles[0]!.responses[0]!.document).toBeNull();
    expect(s.cycles[0]!.responses[0]!.empty).toBe(false);
  });

  it("is told from a response, and never throws", () => {
    expect(detectA52Session(session([cycle(1)]))).toBeGreaterThan(0.5);
    expect(detectA52Session(response)).toBe(0);
    expect(detectA52Session('{"a": 1}')).toBe(0);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (t) => {
        parseA52Session(t);
        detectA52Session(t);
      }),
      { numRuns: 1000 },
    );
    for (const t of ["null", "[]", '{"cycles": {}}', '{"cycles": [1, null, "x"]}', '{"cycles": [{"responses": {"1": 5}}]}']) {
      expect(() => parseA52Session(t)).not.toThrow();
      expect(parseA52Session(t).diagnostics.length).toBeGreaterThan(0);
    }
  });
});
