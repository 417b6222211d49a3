import { describe, expect, it } from "vitest";
import { readErrorLabel, readHeader, readPercent } from "./headers";

describe("readHeader", () => {
  it.each([
    ["## Status: Ready", "Status", "Ready", true],
    ["## Output Data", "Output Data", null, true],
    ["## Output Files", "Output Files", null, true],
    ["## Suggestions: Next Steps", "Suggestions", "Next Steps", true],
    ["## Session Checkpoint: data_loaded", "Session Checkpoint", "data_loaded", true],
    ["## Error: Failed to read file: 'utf-8' codec", "Error", "Failed to read file: 'utf-8' codec", true],
    ["## status: ready", "Status", "ready", false],
    ["##Status: Ready", "Status", "Ready", false],
    ["## Status:Ready", "Status", "Ready", false],
    ["## Status Ready", "Status", "Ready", false],
    ["## Progress 50%", "Progress", "50%", false],
    ["## Error - Disk full", "Error", "Disk full", false],
    ["## Output Data:", "Output Data", null, false],
    ["## AI Directive", "AI Directive", null, true],
    ["## Outputs", "unknown", "Outputs", true],
    ["## Error Handling", "unknown", "Error Handling", true],
    ["## Output: Data stuff", "Output", "Data stuff", true],
    ["##", "unknown", null, true],
  ])("%s → %s %s (canonical %s)", (line, type, title, canonical) => {
    expect(readHeader(line)).toEqual({ type, title, canonical });
  });

  it("ignores other heading levels and indented lines", () => {
    expect(readHeader("### Status: Ready")).toBeNull();
    expect(readHeader("# Status: Ready")).toBeNull();
    expect(readHeader("  ## Status: Ready")).toBeNull();
  });
});

describe("readPercent", () => {
  it.each([
    ["50%", 50],
    ["50 %", 50],
    ["50", 50],
    ["12.5%", 12.5],
    ["100% - done", 100],
    ["140%", 140],
    ["about half", null],
    ["-5%", null],
    ["5.%", null],
    ["", null],
    ["50 percent", null],
  ])("%s → %s", (title, percent) => expect(readPercent(title)).toBe(percent));
  it("is null without a title", () => expect(readPercent(null)).toBeNull());
});

describe("readErrorLabel", () => {
  it.each([
    ["**Recovery**: Check the path", "Recovery", "Check the path", true],
    ["**Recovery**: ", "Recovery", "", true],
    ["**Recovery:** Check", "Recovery", "Check", false],
    ["Recovery: Check", "Recovery", "Check", false],
    ["**details**: why", "Details", "why", false],
  ])("%s", (line, label, rest, canonical) => expect(readErrorLabel(line)).toEqual({ label, rest, canonical }));
  it("is null for prose", () => {
    expect(readErrorLabel("Recovery is manual")).toBeNull();
    expect(readErrorLabel("**Recovery**")).toBeNull();
  });
});
