import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { hostileDialogue } from "./helpers/hostile";

/** The previous, quadratic reading of code spans, kept as the reference the linear one must agree with. */
function referenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let run = 0;
    while (text[i + run] === "`") run++;
    const open = i;
    let j = i + run;
    let closed = -1;
    while (j < text.length) {
      if (text[j] !== "`") {
        j++;
        continue;
      }
      let r = 0;
      while (text[j + r] === "`") r++;
      if (r === run) {
        closed = j + r;
        break;
      }
      j += r;
    }
    if (closed < 0) {
      i = open + run;
      continue;
    }
    spans.push([open, closed]);
    i = closed;
  }
  return spans;
}

/** Markers found the old way: every `[TYPE` outside a span, by a linear scan of the spans. */
function referenceMarkerCount(line: string): number {
  const spans = referenceSpans(line);
  let n = 0;
  for (let i = line.indexOf("[TENSION "); i >= 0; i = line.indexOf("[TENSION ", i + 1))
    if (!spans.some(([a, b]) => i >= a && i < b) && line.indexOf("]", i) > 0) n++;
  return n;
}

describe("inline code spans, read in linear time", () => {
  it("agree with the reference reading on generated lines", () => {
    const line = fc.array(fc.constantFrom("`", "``", "```", "a", " ", "[TENSION T01: x]", "]"), { maxLength: 60 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(line, (text) => {
        const markers = parseDialogue(hostileDialogue("spans", `Prose ${text}`), { name: "spans" }).dialogue.markers.filter(
          (m) => m.type === "TENSION" && m.agent === "Muffin",
        );
        expect(markers.length).toBe(referenceMarkerCount(`Prose ${text}`));
      }),
      { numRuns: 500 },
    );
  });
});

/** The previous reading of a marker's position from what precedes it on its line. */
function referencePosition(text: string, at: number): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("#")) return "heading";
  if (trimmed.startsWith("|")) return "table-cell";
  const before = text.slice(0, at).split("**").join("").trim();
  if (before.length === 0) return "line-start";
  if (before === "-" || before === "*" || before === "+") return "list-item";
  if (before.endsWith(".") && before.length > 1 && [...before.slice(0, -1)].every((c) => c >= "0" && c <= "9")) return "list-item";
  return "mid-line";
}

describe("marker positions, read in linear time", () => {
  it("agree with the reference reading of the prefix", () => {
    const prefix = fc.array(fc.constantFrom("*", "**", "-", "+", "1", "23", ".", " ", "\u00a0", "a", "[x] "), { maxLength: 8 }).map((p) => p.join(""));
    fc.assert(
      fc.property(prefix, (before) => {
        const line = `${before}[TENSION T01: x]`;
        const markers = parseDialogue(hostileDialogue("positions", `Prose.\n\n${line}`), { name: "positions" }).dialogue.markers.filter(
          (m) => m.raw === "[TENSION T01: x]" && m.agent === "Muffin",
        );
        expect(markers.map((m) => m.position)).toEqual([referencePosition(line, line.indexOf("[TENSION T01: x]"))]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("header metadata tables, read in linear time", () => {
  it("take the first run of rows that reads as a key table, the rows before it as preamble", () => {
    const row = fc.constantFrom("| **Draft** | 0001 |", "| **Status** | Open |", "|---|---|", "| Key | Value |", "| | |", "| **A** | b | c |");
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 7 }), (rows) => {
        const text = `# Alignment Dialogue: Tables\n\n${rows.join("\n")}\n\n## Round 0: Opening\n`;
        const { dialogue } = parseDialogue(text, { name: "tables" });
        // Reference: try each row as the start of a metadata table, as the old reader did.
        const cells = (r: string) =>
          r
            .split("|")
            .slice(1, -1)
            .map((c) => c.trim());
        const isSep = (r: string) => cells(r).every((c) => c.length > 0 && [...c].every((ch) => ch === "-" || ch === ":"));
        const isData = (r: string) => !isSep(r) && cells(r).some((c) => c.length > 0);
        const isKey = (r: string) => cells(r).length === 2 && cells(r)[0]!.startsWith("**") && cells(r)[0]!.endsWith("**") && cells(r)[0]!.length > 4;
        let from = rows.length;
        for (let i = 0; i < rows.length; i++) {
          const rest = rows.slice(i);
          if (rest.length >= 2 && rest.some(isData) && rest.filter(isData).every(isKey)) {
            from = i;
            break;
          }
        }
        expect(dialogue.metadata.filter((m) => m.form === "table").map((m) => m.line)).toEqual(
          rows
            .map((r, i) => [r, i + 3] as const)
            .filter(([r], i) => i >= from && isData(r))
            .map(([, line]) => line),
        );
      }),
      { numRuns: 500 },
    );
  });
});
