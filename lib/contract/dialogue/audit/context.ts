import { splitLines } from "../../core/text";
import type { DocumentInput } from "../input";
import type { Marker, ParsedDialogue } from "../types";
import type { AuditEvidence, AuditFinding } from "./types";

/** A place in the source: a line, and a directory's file when the dialogue is one. */
/** Markers that bring an argument, as flip-to-majority and persuasion read them: a concession or a position does not. */
export const ARGUMENTS: ReadonlySet<Marker["type"]> = new Set<Marker["type"]>([
  "PERSPECTIVE",
  "TENSION",
  "REFINEMENT",
  "RESOLVED",
  "RESOLUTION",
  "REFINED RESOLUTION",
  "REFINED",
  "CHALLENGE",
  "RE",
]);

export interface Place {
  line: number;
  file?: string | null;
}

/** What every rule reads: the parsed dialogue, the source to quote from, and who the Judge is. Built once per audit. */
export interface AuditContext {
  dialogue: ParsedDialogue;
  /** The line exactly as the source has it, or null when the place is not a non-blank line of the source. */
  quote: (place: Place) => AuditEvidence | null;
  isJudge: (agent: string | null) => boolean;
}

export function auditContext(dialogue: ParsedDialogue, input: DocumentInput): AuditContext {
  // Files are split on first use: a finding quotes a handful of lines, and most files are never quoted.
  const split = new Map<string, string[]>();
  const texts = new Map<string, string>(input.type === "directory" ? input.files.map((f) => [f.path, f.content]) : [["", input.text]]);
  const linesOf = (file: string): string[] | null => {
    const cached = split.get(file);
    if (cached) return cached;
    const text = texts.get(file);
    if (text === undefined) return null;
    const lines = splitLines(text);
    split.set(file, lines);
    return lines;
  };
  const judges = new Set(["judge"]);
  for (const p of dialogue.panel) if (p.judge) judges.add(p.name.toLowerCase());
  for (const r of dialogue.rounds) for (const c of r.contributions) if (c.judge) judges.add(c.agent.toLowerCase());
  return {
    dialogue,
    quote(place) {
      // A single file's places carry no file; a directory's always do (a place without one cannot be told apart).
      const file = input.type === "directory" ? place.file : "";
      if (file === undefined || file === null) return null;
      const text = linesOf(file)?.[place.line - 1];
      if (text === undefined || text.trim().length === 0) return null;
      return { line: place.line, ...(input.type === "directory" ? { file } : {}), text };
    },
    isJudge: (agent) => agent !== null && judges.has(agent.toLowerCase()),
  };
}

/** A finding with the lines that could be quoted, each once, in the order given; null when none could be (no finding without evidence). */
export function finding(ctx: AuditContext, base: Omit<AuditFinding, "evidence">, places: (Place | null | undefined)[]): AuditFinding | null {
  const evidence: AuditEvidence[] = [];
  const seen = new Set<string>();
  for (const place of places) {
    if (!place) continue;
    const quoted = ctx.quote(place);
    if (!quoted) continue;
    const key = `${quoted.file ?? ""}:${quoted.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    evidence.push(quoted);
  }
  return evidence.length > 0 ? { ...base, evidence } : null;
}

/** `L120` or `round-1/scone.md:10` (the reading's evidence form) as a place; null for anything else. */
export function placeOf(evidence: string | undefined): Place | null {
  if (!evidence) return null;
  if (evidence.startsWith("L")) {
    const line = Number(evidence.slice(1));
    return Number.isInteger(line) && line > 0 ? { line } : null;
  }
  const colon = evidence.lastIndexOf(":");
  if (colon <= 0) return null;
  const line = Number(evidence.slice(colon + 1));
  return Number.isInteger(line) && line > 0 ? { line, file: evidence.slice(0, colon) } : null;
}

/** A marker's place in the source. */
export function markerPlace(m: Marker): Place {
  return { line: m.line, ...(m.file ? { file: m.file } : {}) };
}
