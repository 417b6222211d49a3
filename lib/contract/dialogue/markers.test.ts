import { describe, expect, it } from "vitest";
import { findMarkersInLine, parseMarkers } from "./markers";

const one = (text: string) => {
  const found = findMarkersInLine(text, { line: 1 }).markers;
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("markers", () => {
  it("reads type, widened id, raw id and description", () => {
    expect(one("[PERSPECTIVE P1: Parse by structure not pattern]")).toMatchObject({
      type: "PERSPECTIVE",
      id: "P01",
      rawId: "P1",
      description: "Parse by structure not pattern",
      position: "line-start",
    });
    expect(one("[TENSION T12: Strictness vs autonomy]")).toMatchObject({ id: "T12", rawId: "T12" });
    expect(one("[PERSPECTIVE P14] prose after")).toMatchObject({ id: "P14", description: "" });
    expect(one("[REFINEMENT] prose")).toMatchObject({ type: "REFINEMENT", id: null });
    expect(one("[MOVE:CONVERGE]")).toMatchObject({ type: "MOVE", id: null, description: "CONVERGE" });
  });

  it("reads id lists, prepositions and agent prefixes", () => {
    expect(one("[RESOLVED T1/T4: both]").refs).toEqual(["T01", "T04"]);
    expect(one("[RESOLVED T06, T01]").refs).toEqual(["T06", "T01"]);
    expect(one("[RESOLVED on T02 -- adopting the trait]")).toMatchObject({ id: "T02", description: "adopting the trait" });
    expect(one("[CONCESSION to Strudel on T01]")).toMatchObject({ id: "T01", refAgent: "Strudel" });
    expect(one("[RESOLVED MUFFIN R1-T01, MACARON R1-T02]")).toMatchObject({ refs: ["T01", "T02"], refAgent: "Muffin" });
    expect(one("[TENSION MUFFIN-T01: x]")).toMatchObject({ id: "T01", rawId: "MUFFIN-T01", refAgent: "Muffin" });
    expect(one("[TENSION T01-R1: Drift]")).toMatchObject({ id: "T01-R1", rawId: "T01-R1" });
    expect(one("[TENSION T1.1: sub]")).toMatchObject({ id: "T1.1" });
  });

  it("finds markers anywhere outside code, several per line", () => {
    expect(one("I signal **[MOVE:CONVERGE]**.").position).toBe("mid-line");
    expect(one("| [REFINEMENT T1] | cell |").position).toBe("table-cell");
    expect(one("- [RESOLVED T06]: Extend lint").position).toBe("list-item");
    expect(one("## [MOVE:CONVERGE]").position).toBe("heading");
    const many = findMarkersInLine("[PERSPECTIVE P01: a] and [TENSION T02: b] then `[RESOLVED T03]`", { line: 4 }).markers;
    expect(many.map((m) => [m.type, m.id, m.line])).toEqual([
      ["PERSPECTIVE", "P01", 4],
      ["TENSION", "T02", 4],
    ]);
  });

  it("ignores look-alikes and reports a marker left open", () => {
    // `[PERSPECTIVES]` is not a PERSPECTIVE: it is kept as a marker the contract does not know (reported by lint).
    expect(findMarkersInLine("[Awaiting response] [PERSPECTIVES] [link](x)", { line: 1 }).markers.map((m) => [m.type, m.name])).toEqual([
      ["UNKNOWN", "PERSPECTIVES"],
    ]);
    const open = findMarkersInLine("[TENSION T01: never closed", { line: 7 });
    expect(open.markers).toEqual([]);
    expect(open.unclosed).toEqual([{ type: "TENSION", line: 7, column: 1 }]);
  });

  it("parseMarkers reads an agent's raw output and skips fenced code", () => {
    const markers = parseMarkers("[PERSPECTIVE P01: a]\n\n```\n[TENSION T01: in code]\n```\n[TENSION T02: b]\n");
    expect(markers.map((m) => [m.id, m.line])).toEqual([
      ["P01", 1],
      ["T02", 6],
    ]);
  });
});
