import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "./parse";
import { renderDialogue } from "./render";
import { MARKER_TYPES } from "./symbols";

const doc = (body: string) => `# Alignment Dialogue: Vocabulary

**Draft**: Dialogue 1
**Participants**: 💙 Judge, 🧁 Muffin
**Status**: In Progress

${body}`;

const codes = (text: string) => parseDialogue(text).diagnostics.map((d) => d.code);

describe("nothing silently dropped: sections", () => {
  const text = doc(`## Key Perspectives (Selected)

| ID | Agent | Perspective | Round |
|---|---|---|---|
| P01 | 🧁 Muffin | Cache at the edge | 0 |

## Expert Panels by Round

| Agent | Role |
|---|---|
| 🧁 Muffin | Architect |

## Round 0: Opening

### Muffin 🧁

[PERSPECTIVE P01: Cache at the edge]

## 💙 Judge: Round 0 Assessment

Prose the contract knows as a Judge's synthesis.

## Courage Mechanisms

| Mechanism | Use |
|---|---|
| Dissent | kept |
`);
  const { dialogue: d, diagnostics } = parseDialogue(text);

  it("recognises the corpus spellings of known sections", () => {
    const kinds = d.parts.flatMap((p) => (p.type === "section" ? [[p.section.heading, p.section.kind]] : []));
    expect(kinds).toEqual([
      ["Key Perspectives (Selected)", "perspectives"],
      ["Expert Panels by Round", "panel"],
      ["💙 Judge: Round 0 Assessment", null],
      ["Courage Mechanisms", null],
    ]);
    expect(d.perspectives.map((p) => p.id)).toEqual(["P01"]);
  });

  it("keeps an unknown heading and its table, and reports it once; known prose sections are not reported", () => {
    const unknown = diagnostics.filter((x) => x.code === "unknown-section");
    expect(unknown.map((x) => [x.line, x.kind, x.severity])).toEqual([[29, "content", "info"]]);
    expect(unknown[0]!.message).toContain("Courage Mechanisms");
    expect(renderDialogue(d)).toContain("| Dissent | kept |");
  });

  it("reports the same content after a canonical render", () => {
    expect(codes(renderDialogue(d)).filter((c) => c === "unknown-section")).toEqual(["unknown-section"]);
  });
});

describe("nothing silently dropped: markers", () => {
  const text = doc(`## Round 0: Opening

### Muffin 🧁

We agree. [CONSENSUS REACHED: cache at the edge] and [TENSION T01: cost]
See [API](https://example.com) and \`[NOT THIS]\`, [x] and [A].
`);
  const { dialogue: d, diagnostics } = parseDialogue(text);

  it("keeps a bracket it does not know as a generic marker, with where it sits on its line", () => {
    const line = "We agree. [CONSENSUS REACHED: cache at the edge] and [TENSION T01: cost]";
    expect(d.markers.map((m) => [m.type, m.name ?? null, m.raw, m.offset, m.position])).toEqual([
      ["UNKNOWN", "CONSENSUS REACHED", "[CONSENSUS REACHED: cache at the edge]", line.indexOf("[CONSENSUS"), "mid-line"],
      ["TENSION", null, "[TENSION T01: cost]", line.indexOf("[TENSION"), "mid-line"],
    ]);
    expect(d.markers[0]!.description).toBe("cache at the edge");
  });

  it("reports it by unknown-marker, and never links, code, checkboxes or single letters", () => {
    expect(diagnostics.filter((x) => x.code === "unknown-marker").map((x) => [x.line, x.kind, x.severity])).toEqual([[11, "content", "info"]]);
  });
});

/** Upper-case words that are not a known type and do not start with one followed by a space, `:` or `]`. */
const unknownType = fc
  .array(fc.stringMatching(/^[A-Z][A-Z-]{1,9}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(" "))
  .filter((t) => !MARKER_TYPES.some((k) => t === k || t.startsWith(k + " ")));
const knownType = fc.constantFrom(...MARKER_TYPES);
const bracket = fc.record({
  type: fc.oneof(knownType, unknownType),
  tail: fc.constantFrom("", ": a label", " T01: a label", " P02", ":CONVERGE"),
});

describe("property: every marker-shaped bracket is read or reported", () => {
  it("is a known marker or an unknown-marker diagnostic on its line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("", "Prose ", "- ", "**"), bracket, fc.constantFrom("", " more prose", "**")), { minLength: 1, maxLength: 8 }),
        (lines) => {
          const body = lines.map(([before, b, after]) => `${before}[${b.type}${b.tail}]${after}`);
          const text = doc(`## Round 0: Opening\n\n### Muffin 🧁\n\n${body.join("\n\n")}\n`);
          const { dialogue: d, diagnostics } = parseDialogue(text);
          const firstLine = 11;
          lines.forEach(([, b], i) => {
            const line = firstLine + i * 2;
            const raw = `[${b.type}${b.tail}]`;
            const marker = d.markers.find((m) => m.line === line && m.raw === raw);
            expect(marker, `${raw} on line ${line}`).toBeDefined();
            const known = marker!.type !== "UNKNOWN";
            const reported = diagnostics.some((x) => x.code === "unknown-marker" && x.line === line);
            expect(known !== reported, `${raw}: known ${known}, reported ${reported}`).toBe(true);
            if (known) expect(MARKER_TYPES as readonly string[]).toContain(marker!.type);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
