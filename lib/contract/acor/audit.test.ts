import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditAcor } from "./audit";
import { acorFormat } from "./index";
import { parseAcor } from "./parse";

const audit = (text: string) => auditAcor(parseAcor(text), text);
const transcript = (...lines: string[]) => lines.join("\n") + "\n";

describe("acor claim against delivery", () => {
  it("finds Complete after an Error with no re-run, quoting both", () => {
    const text = transcript(
      "## Status: Ready",
      "## Progress: 10%",
      "Reading",
      "## Error: Cannot open data.csv",
      "",
      "**Recovery**: Check the path",
      "## Status: Complete",
    );
    const findings = audit(text);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.rule).toBe("acor-claims-complete-after-error");
    expect(findings[0]!.evidence).toEqual([
      { line: 4, text: "## Error: Cannot open data.csv" },
      { line: 7, text: "## Status: Complete" },
    ]);
    expect(findings[0]!.agent).toBeUndefined();
  });

  it("names the tool its Recovery or Input Needed re-runs", () => {
    const text = transcript("## Error: File Not Found", "**Recovery**: Retry with `acor csv_cleaner --input data.csv`", "## Status: Done");
    expect(audit(text)[0]!.agent).toBe("csv_cleaner");
  });

  it("names the tool of a run with no finding, and none when two tools are named", () => {
    const asked = transcript("## Status: Ready", "## Input Needed", "Key?", "```bash", "acor csv_dedupe data.csv --key <k>", "```");
    expect(audit(asked)).toEqual([]);
    expect(acorFormat.auditSubject!(parseAcor(asked))).toBe("csv_dedupe");
    const two = transcript("## Error: A", "**Recovery**: `acor one x` or `acor two y`", "## Status: Complete");
    expect(audit(two)[0]!.agent).toBeUndefined();
  });

  it("finds Complete after a Failed status, a traceback and a non-zero exit", () => {
    expect(audit(transcript("## Status: Failed", "## Status: Complete"))).toHaveLength(1);
    const traceback = transcript("## Status: Working", "## Output", "Traceback (most recent call last):", '  File "x.py", line 3', "## Status: Complete");
    expect(audit(traceback)[0]!.evidence.map((e) => e.line)).toEqual([3, 5]);
    const exit = transcript("## Status: Working", "## Output", "Subprocess finished with exit code 2", "## Status: Success");
    expect(audit(exit)[0]!.evidence[0]!.text).toBe("Subprocess finished with exit code 2");
  });

  it("gathers every unanswered error before a completion in one finding", () => {
    const text = transcript("## Status: Working", "## Error: A", "## Error: B", "## Status: Complete");
    const findings = audit(text);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.evidence.map((e) => e.line)).toEqual([2, 3, 4]);
  });

  describe("near-misses that must not fire", () => {
    it("an error answered by a re-run that completes", () => {
      expect(audit(transcript("## Status: Ready", "## Error: Input Needed first", "## Status: Ready", "## Progress: 100%", "## Status: Complete"))).toEqual([]);
    });
    it("an error that ends in Failed", () => {
      expect(audit(transcript("## Status: Ready", "## Error: Cannot locate file", "## Status: Failed"))).toEqual([]);
    });
    it("exit code 0 and counts of errors in output data", () => {
      expect(audit(transcript("## Output", "exit code 0", "## Output Data", "```json", '{ "errors": 3 }', "```", "## Status: Complete"))).toEqual([]);
    });
    it("an error after the run completed", () => {
      expect(audit(transcript("## Status: Complete", "## Error: Late warning"))).toEqual([]);
    });
  });

  it("a transcript that never reports completion yields nothing (property)", () => {
    const message = fc.constantFrom(
      "## Status: Ready",
      "## Status: Working",
      "## Status: Failed",
      "## Error: Broken",
      "Traceback (most recent call last):",
      "exit code 1",
      "## Progress: 50%",
      "## Output",
      "Processing complete",
      "## Suggestions",
      "- Run `acor next`",
    );
    fc.assert(
      fc.property(fc.array(message, { maxLength: 15 }), (lines) => {
        expect(audit(transcript(...lines))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
