import { SECTIONS, type SectionKind } from "./symbols";
import { stripDecoration, stripEmphasis } from "./text";

/** Which canonical section a heading names, if any: `## Alignment Scoreboard (Final)` → scoreboard. */
export function sectionKindOf(heading: string): SectionKind | null {
  const text = stripDecoration(stripEmphasis(heading)).toLowerCase();
  for (const [kind, { spellings }] of Object.entries(SECTIONS) as [SectionKind, (typeof SECTIONS)[SectionKind]][]) {
    for (const spelling of spellings) {
      if (!text.startsWith(spelling)) continue;
      const next = text[spelling.length];
      if (next === undefined || next === " " || next === "(" || next === ":") return kind;
    }
  }
  return null;
}
