import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditA52 } from "./audit";
import { parseA52 } from "./parse";

const audit = (text: string) => auditA52(parseA52(text), text);

/** A response of our own: summary, plan, a files list of `listed`, then a block for each of `supplied`. */
function response(listed: string[] | null, supplied: string[]): string {
  const list = listed === null ? [] : ["### Files Updated This Cycle:", ...listed, ""];
  const blocks = supplied.flatMap((p) => [`<file path="${p}">`, "export const x = 1;", "</file>", ""]);
  return ["I will fix the parser.", "", "### Course of Action", "1. Fix it.", "", ...list, ...blocks].join("\n");
}

describe("a52 claim against delivery", () => {
  it("finds a listed file no block supplies, quoting its list line", () => {
    const text = response(["* `src/a.ts` (Updated)", "* `src/b.ts` (New)"], ["src/a.ts"]);
    const findings = audit(text);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.rule).toBe("a52-claims-unsupplied-file");
    expect(findings[0]!.evidence).toEqual([{ line: 8, text: "* `src/b.ts` (New)" }]);
    expect(findings[0]!.message).toContain("src/b.ts");
    expect(findings[0]!.agent).toBeUndefined();
  });

  it("finds a supplied block the list does not name, quoting its opening tag", () => {
    const text = response(["* `src/a.ts` (Updated)"], ["src/a.ts", "src/extra.ts"]);
    const findings = audit(text);
    expect(findings.map((f) => f.rule)).toEqual(["a52-supplies-unlisted-file"]);
    expect(findings[0]!.evidence).toEqual([{ line: 13, text: '<file path="src/extra.ts">' }]);
  });

  it("reports a path listed twice once", () => {
    const text = response(["* `src/b.ts` (New)", "- `src/b.ts` (Updated)"], []);
    expect(audit(text)).toHaveLength(1);
  });

  describe("near-misses that must not fire", () => {
    it("a list and blocks that agree, written with ./ and backslashes", () => {
      expect(audit(response(["* `./src/a.ts` (Updated)", "* `src\\b.ts`"], ["src/a.ts", "src/b.ts"]))).toEqual([]);
    });
    it("a listed deletion with no block", () => {
      expect(audit(response(["* `src/a.ts` (Updated)", "* `src/old.ts` (Deleted)"], ["src/a.ts"]))).toEqual([]);
    });
    it("a listed path that differs from its block only in letter case", () => {
      expect(audit(response(["* `docs/Case studies.md` (Updated)"], ["docs/Case Studies.md"]))).toEqual([]);
    });
    it("a listed bare name whose block carries the directory (the contract's prefix match)", () => {
      expect(audit(response(["* `A0.md` (Updated)"], ["src/Artifacts/A0.md"]))).toEqual([]);
    });
    it("blocks with no files list at all (nothing is claimed)", () => {
      expect(audit(response(null, ["src/a.ts"]))).toEqual([]);
    });
  });

  it("a response that lists nothing and supplies nothing yields nothing, whatever its prose (property)", () => {
    const prose = fc.array(
      fc.oneof(fc.string(), fc.constantFrom("### Course of Action", "1. Update `src/a.ts`.", "I changed `lib/x.ts` and `lib/y.ts`.", "")),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(prose, (lines) => {
        const text = lines.filter((l) => !l.includes("<") && !l.includes("###")).join("\n");
        expect(audit(text)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("every finding's evidence is the source's line exactly (property)", () => {
    const path = fc.constantFrom("src/a.ts", "src/b.ts", "README.md", "lib/c.tsx");
    fc.assert(
      fc.property(fc.array(path, { maxLength: 4 }), fc.array(path, { maxLength: 4 }), (listed, supplied) => {
        const text = response(
          listed.map((p) => `* \`${p}\` (Updated)`),
          supplied,
        );
        const lines = text.split("\n");
        for (const f of audit(text)) for (const e of f.evidence) expect(lines[e.line - 1]).toBe(e.text);
        const unsupplied = new Set(listed.filter((p) => !supplied.includes(p)));
        expect(audit(text).filter((f) => f.rule === "a52-claims-unsupplied-file")).toHaveLength(unsupplied.size);
      }),
      { numRuns: 200 },
    );
  });
});
