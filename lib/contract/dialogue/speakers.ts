import { AGENT_EMOJI } from "./symbols";
import type { Contribution, PanelMember, Part, SourceLine } from "./types";
import { classifyLines } from "./walk";

/** `**Ada (API Design)**: …` or `**DS (Distributed Systems):**` → the panel member speaking, if any. */
export function boldSpeaker(text: string, names: Map<string, string>): string | null {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("**")) return null;
  const close = trimmed.indexOf("**", 2);
  if (close < 0) return null;
  let inner = trimmed.slice(2, close).trim();
  const colonInside = inner.endsWith(":");
  if (colonInside) inner = inner.slice(0, -1).trim();
  if (!colonInside && !trimmed.slice(close + 2).startsWith(":")) return null;
  const paren = inner.indexOf(" (");
  const name = (paren > 0 ? inner.slice(0, paren) : inner).trim().toLowerCase();
  return names.get(name) ?? null;
}

/** In transcripts without agent headings, bold speaker lines of panel members start contributions. */
export function splitBoldSpeakers(parts: Part[], panel: PanelMember[]): Part[] {
  const names = new Map<string, string>();
  for (const m of panel) {
    if (m.judge) continue;
    names.set(m.name.toLowerCase(), m.name);
    for (const a of m.aliases) names.set(a.toLowerCase(), m.name);
  }
  if (names.size === 0) return parts;
  return parts.map((part) => {
    if (part.type !== "round") return part;
    const r = part.round;
    const round = { ...r, intro: [] as SourceLine[], contributions: [] as Contribution[] };
    let target = round.intro;
    const take = (lines: SourceLine[]) => {
      for (const l of classifyLines(lines).lines) {
        const speaker = l.cls.kind === "content" && l.cls.code ? null : boldSpeaker(l.text, names);
        const src: SourceLine = l.file !== undefined ? { text: l.text, line: l.line, file: l.file } : { text: l.text, line: l.line };
        if (speaker) {
          const c: Contribution = {
            agent: speaker,
            emoji: AGENT_EMOJI,
            role: null,
            note: null,
            judge: false,
            headingForm: "bold-speaker",
            lines: [],
            line: l.line,
            ...(l.file ? { file: l.file } : {}),
          };
          round.contributions.push(c);
          target = c.lines;
        }
        target.push(src);
      }
    };
    take(r.intro);
    for (const c of r.contributions) {
      const copy = { ...c, lines: [] as SourceLine[] };
      round.contributions.push(copy);
      target = copy.lines;
      take(c.lines);
    }
    return { type: "round", round };
  });
}
