import { PROSE_SECTIONS, SECTIONS, type SectionKind } from "./symbols";
import { stripDecoration, stripEmphasis } from "../core/text";

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

/** Whether a heading the contract does not model is one it knows to be prose (a Judge's synthesis, a verdict, …). */
export function isProseSection(heading: string): boolean {
  const text = stripDecoration(stripEmphasis(heading)).toLowerCase();
  return PROSE_SECTIONS.some((p) => {
    if (!text.startsWith(p)) return false;
    const next = text[p.length];
    return next === undefined || next === " " || next === "(" || next === ":" || next === "s" || next === "\u2014" || next === "-";
  });
}
