import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyLine, INITIAL_STATE } from "./lines";

const kind = (text: string) => classifyLine(text).line;

describe("classifyLine: RFC 0028's eight kinds", () => {
  it("reads the title, metadata and sections", () => {
    expect(kind("# Alignment Dialogue: X")).toEqual({ kind: "heading1", text: "Alignment Dialogue: X" });
    expect(kind("**Status**: Converged")).toMatchObject({ kind: "metadata", key: "Status", value: "Converged", form: "canonical" });
    expect(kind("**Experts:** 12 agents")).toMatchObject({ kind: "metadata", key: "Experts", value: "12 agents", form: "colon-inside" });
    expect(kind("## Expert Panel")).toEqual({ kind: "section", level: 2, text: "Expert Panel" });
  });

  it("reads every round heading form and nothing else", () => {
    expect(kind("## Round 0: Opening Arguments")).toMatchObject({ kind: "round", number: 0, label: "Opening Arguments", form: "canonical" });
    expect(kind("## Round 3: Final Tiebreak (T5: HHMMZ vs HHMMSSZ)")).toMatchObject({ number: 3, label: "Final Tiebreak (T5: HHMMZ vs HHMMSSZ)" });
    expect(kind("## Round 1")).toMatchObject({ kind: "round", number: 1, form: "bare" });
    expect(kind("## Round 2 (Convergence)")).toMatchObject({ kind: "round", label: "Convergence", form: "parenthesised" });
    expect(kind("## Round 4 — Wrap")).toMatchObject({ kind: "round", label: "Wrap", form: "dashed" });
    expect(kind("## Opening Arguments (Round 0)")).toMatchObject({ kind: "round", number: 0, label: "Opening Arguments", form: "suffix" });
    expect(kind("## Round 1 Scoreboard").kind).toBe("section");
    expect(kind("## 💙 Judge: Round 0 Assessment").kind).toBe("section");
    expect(kind("### Round 1 Directive").kind).toBe("section");
    expect(kind("##Round 1").kind).toBe("content");
  });

  it("reads agent headings in both orders, with role and note, and the Judge", () => {
    expect(kind("### Muffin 🧁")).toMatchObject({ kind: "agent", name: "Muffin", form: "name-first", judge: false });
    expect(kind("### 🧁 Eclair")).toMatchObject({ kind: "agent", name: "Eclair", form: "emoji-first" });
    expect(kind("### 🧁 Muffin (Platform Architect)")).toMatchObject({ name: "Muffin", role: "Platform Architect" });
    expect(kind("### 🧁 Muffin → HHMMZ (switched from HHMMSSZ)")).toMatchObject({ name: "Muffin", role: null, note: "HHMMZ (switched from HHMMSSZ)" });
    expect(kind("### 💙 Judge Synthesis — Round 0")).toMatchObject({ kind: "agent", name: "Judge", judge: true, note: "Judge Synthesis — Round 0" });
    expect(kind("### Judge Synthesis")).toMatchObject({ kind: "agent", judge: true });
    expect(kind("### Question 1: Tool Granularity").kind).toBe("section");
  });

  it("reads table rows, separators and marker lines", () => {
    expect(kind("| a | b \\| c |")).toEqual({ kind: "table-row", cells: ["a", "b \\| c"], separator: false });
    expect(kind("|---|:--:|")).toMatchObject({ kind: "table-row", separator: true });
    const marker = kind("**[PERSPECTIVE P01: Parse by structure]**");
    expect(marker.kind).toBe("marker");
    expect(kind("- [RESOLVED T06]: Extend lint").kind).toBe("marker");
    expect(kind("Plain prose [PERSPECTIVE P01: mid-line]").kind).toBe("content");
  });

  it("tolerates surrounding whitespace and tabs", () => {
    expect(kind("   ## Round 2: X  ")).toMatchObject({ kind: "round", number: 2, label: "X" });
    expect(kind("\t### Muffin 🧁\t")).toMatchObject({ kind: "agent", name: "Muffin" });
  });

  it("treats everything inside a fence as code until the same fence closes it", () => {
    let state = INITIAL_STATE;
    const kinds = ["````md", "## Round 9: inside", "```", "[TENSION T01: inside]", "````", "## Round 1: outside"].map((text) => {
      const r = classifyLine(text, state);
      state = r.state;
      return r.line.kind === "content" ? `content${r.line.code ? ":code" : ""}` : r.line.kind;
    });
    expect(kinds).toEqual(["content:code", "content:code", "content:code", "content:code", "content:code", "round"]);
  });

  it("never throws, on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (s) => {
        const r = classifyLine(s);
        expect(r.state.line).toBe(2);
      }),
      { numRuns: 2000 },
    );
  });
});
