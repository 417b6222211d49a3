import { metadataValue } from "../json";
import { classifyLines } from "../walk";
import type { ParsedDialogue, SourceLine } from "../types";

/** A line of the document as the reading walks it: who wrote it (header, Judge, agent) and whether it is a heading. */
export interface ReadLine extends SourceLine {
  by: "header" | "judge" | "agent";
  heading: boolean;
  round: number | null;
  /** The text as `plainText` gives it, worked out once for the header's and the Judge's lines (empty for agents'). */
  plain: string;
}

/** `L120`, or `round-1/scone.md:10` for a directory's file. */
export function evidenceOf(l: { line: number; file?: string }): string {
  return l.file ? `${l.file}:${l.line}` : `L${l.line}`;
}

/** Every line outside code, in document order: header fields, sections, round intros and contributions. */
export function documentLines(d: ParsedDialogue): ReadLine[] {
  const out: ReadLine[] = [];
  const file = (l: SourceLine) => (l.file ? { file: l.file } : {});
  // A directory's header is its recorded summary's, when it has one: its lines are that file's.
  const recorded = d.files?.find((f) => f.role === "recorded")?.path;
  for (const m of d.metadata) {
    const text = `${m.key}: ${metadataValue(m)}`;
    out.push({ text, line: m.line, ...(recorded ? { file: recorded } : {}), by: "header", heading: false, round: null, plain: plainText(text) });
  }
  const push = (lines: SourceLine[], by: ReadLine["by"], round: number | null) => {
    for (const l of classifyLines(lines).lines) {
      if (l.cls.kind === "content" && l.cls.code) continue;
      // Agents' own lines are never the Judge's word: no recogniser reads their plain text.
      const plain = by === "agent" ? "" : plainText(l.text);
      out.push({ text: l.text, line: l.line, ...file(l), by, heading: l.text.trimStart().startsWith("#"), round, plain });
    }
  };
  push(d.preamble, "header", null);
  for (const p of d.parts) {
    if (p.type === "section") {
      const s = p.section;
      const text = `${"#".repeat(s.level)} ${s.heading}`;
      out.push({ text, line: s.line, ...(s.file ? { file: s.file } : {}), by: "judge", heading: true, round: null, plain: plainText(text) });
      push(s.lines, "judge", null);
      continue;
    }
    const r = p.round;
    push(r.intro, "judge", r.number);
    for (const c of r.contributions) push(c.lines, c.judge ? "judge" : "agent", r.number);
  }
  return out;
}

/** Lowercase text without emphasis, emoji, heading hashes, list bullets, quote marks and struck-through spans. */
export function plainText(text: string): string {
  let s = text;
  // Struck-through text is what the Judge took back (`~~CONVERGED at 97%~~`): it says nothing.
  if (s.includes("~~")) {
    for (let open = s.indexOf("~~"); open >= 0; open = s.indexOf("~~")) {
      const close = s.indexOf("~~", open + 2);
      if (close < 0) break;
      s = s.slice(0, open) + s.slice(close + 2);
    }
  }
  if (s.includes("**")) s = s.split("**").join("");
  if (s.includes("__")) s = s.split("__").join("");
  if (s.includes("`")) s = s.split("`").join("");
  let symbols = false;
  for (let i = 0; i < s.length && !symbols; i++) symbols = s.charCodeAt(i) >= 0x2190;
  if (symbols) {
    let out = "";
    for (const ch of s) out += ch.codePointAt(0)! >= 0x2190 && ch !== "\u2192" ? " " : ch;
    s = out;
  }
  s = s.trim();
  while (s.startsWith("#") || s.startsWith(">") || s.startsWith("- ") || s.startsWith("* ")) s = s.slice(1).trim();
  s = s.toLowerCase();
  if (!s.includes("  ") && !s.includes("\t")) return s;
  let collapsed = "";
  for (const ch of s) if (!(ch.trim() === "" && (collapsed.endsWith(" ") || collapsed.length === 0))) collapsed += ch.trim() === "" ? " " : ch;
  return collapsed.trim();
}
