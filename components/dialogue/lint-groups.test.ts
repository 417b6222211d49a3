import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@/lib/contract";
import { groupDiagnostics, severityCounts } from "./lint-groups";

const d = (code: string, severity: Diagnostic["severity"], line: number, hint = "h", file?: string): Diagnostic => ({
  code,
  severity,
  kind: "format",
  line,
  message: `${code} at ${line}`,
  hint,
  ...(file ? { file } : {}),
});

describe("lint groups", () => {
  it("group by code, errors first, then the largest group, each in line order", () => {
    const groups = groupDiagnostics([
      d("marker-form", "warning", 30),
      d("unresolved-tension", "info", 5),
      d("marker-form", "warning", 10),
      d("round-heading-form", "warning", 3),
      d("duplicate-marker-id", "error", 50),
      d("marker-form", "warning", 20),
    ]);
    expect(groups.map((g) => [g.code, g.severity, g.diagnostics.length])).toEqual([
      ["duplicate-marker-id", "error", 1],
      ["marker-form", "warning", 3],
      ["round-heading-form", "warning", 1],
      ["unresolved-tension", "info", 1],
    ]);
    expect(groups[1]!.diagnostics.map((x) => x.line)).toEqual([10, 20, 30]);
  });

  it("name what a code checks from its table, and keep a hint only when all share it", () => {
    const [known, unknown] = groupDiagnostics([
      d("marker-form", "warning", 1, "same"),
      d("marker-form", "warning", 2, "same"),
      d("no-such-code", "info", 4, "a"),
      d("no-such-code", "info", 3, "b"),
    ]);
    expect(known!.summary).toBe("A marker is wrapped in bold or followed by `]:`.");
    expect(known!.hint).toBe("same");
    expect(unknown!.summary).toBe("no-such-code at 3");
    expect(unknown!.hint).toBeNull();
  });

  it("order a directory's diagnostics by file, then line", () => {
    const [g] = groupDiagnostics([d("x", "warning", 1, "h", "round-2.md"), d("x", "warning", 9, "h", "round-1.md"), d("x", "warning", 2, "h", "round-1.md")]);
    expect(g!.diagnostics.map((x) => `${x.file}:${x.line}`)).toEqual(["round-1.md:2", "round-1.md:9", "round-2.md:1"]);
  });

  it("count by severity in words", () => {
    expect(severityCounts([])).toBe("no diagnostics");
    expect(severityCounts([d("a", "warning", 1)])).toBe("1 warning");
    expect(severityCounts([d("a", "error", 1), d("a", "error", 2), d("b", "warning", 1), d("c", "info", 1)])).toBe("2 errors, 1 warning and 1 note");
  });
});
