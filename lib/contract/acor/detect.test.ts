import { describe, expect, it } from "vitest";
import { detectFormat } from "../formats";
import { detectAcor } from "./detect";

const RUN = "## Status: Ready\n## Progress: 10%\nValidating input file\n## Status: Complete\n";

describe("detectAcor", () => {
  it("claims ACOR transcripts, with or without blank lines", () => {
    expect(detectAcor(RUN)).toBeGreaterThan(0.9);
    expect(detectFormat(RUN).kind).toBe("acor");
  });

  it("does not claim an alignment dialogue, even one with a `## Status` section", () => {
    const dialogue =
      "# Alignment Dialogue: Caching\n\n**Status**: In Progress\n\n## Expert Panel\n\n## Status\nOpen\n\n## Round 0: Opening Arguments\n\n### Muffin 🧁\n\n[PERSPECTIVE P01: edge]\n\n## Round 1: Rebuttals\n";
    expect(detectAcor(dialogue)).toBeLessThan(0.5);
    expect(detectFormat(dialogue).kind).toBe("dialogue");
  });

  it("does not claim an A52 response or a GoopSpec report that mention ACOR headings", () => {
    const a52 = "<summary>\nRan the tool.\n</summary>\n<course_of_action>\n1. Fix it\n</course_of_action>\n## Status: Complete\n";
    const goop = '<goop_report version="0.1.6">\n  <status>COMPLETE</status>\n</goop_report>\n\n## Status: Complete\n## Progress: 100%\n';
    expect(detectAcor(a52)).toBeLessThan(0.5);
    expect(detectAcor(goop)).toBeLessThan(0.5);
  });

  it("ignores headings inside fenced code, and plain markdown", () => {
    expect(detectAcor("# Notes\n\n```markdown\n## Status: Ready\n```\n")).toBe(0);
    expect(detectAcor("# Readme\n\n## Install\n\n## Usage\n\n## Output\n")).toBeLessThan(0.5);
    expect(detectAcor("")).toBe(0);
  });
});
