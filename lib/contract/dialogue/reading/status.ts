import { diagnostic } from "../rules";
import type { Diagnostic } from "../types";
import { evidenceOf, type ReadLine } from "./judge-text";
import type { ReadingStatus } from "./types";

/** A status value's leading words, after emoji and bold are gone (`✅ CONVERGED (97%)` → converged). */
const STATUS_VALUES: [string, ReadingStatus][] = [
  ["converged", "converged"],
  ["convergence achieved", "converged"],
  ["convergence declared", "converged"],
  ["complete", "converged"],
  ["completed", "converged"],
  ["consensus", "converged"],
  ["in progress", "in-progress"],
  ["in-progress", "in-progress"],
  ["active", "in-progress"],
  ["ongoing", "in-progress"],
  ["draft", "in-progress"],
  ["stalled", "stalled"],
  ["blocked", "stalled"],
  ["abandoned", "abandoned"],
  ["cancelled", "abandoned"],
  ["canceled", "abandoned"],
];

/** Phrases that declare the dialogue converged wherever the Judge writes them (a closing verdict, not a plan). */
const VERDICT_PHRASES = [
  "convergence achieved",
  "convergence declared",
  "convergence reached",
  "convergence confirmed",
  "dialogue converged",
  "panel converged",
  "consensus reached",
  "concluded with full consensus",
  "final consensus: unanimous",
];

/** Phrases that end a dialogue without convergence. */
const ENDINGS: [string, ReadingStatus][] = [
  ["dialogue abandoned", "abandoned"],
  ["dialogue was abandoned", "abandoned"],
  ["dialogue stalled", "stalled"],
  ["dialogue has stalled", "stalled"],
];

/** Headings that close a dialogue as converged: `## Dialogue Complete`, `## Final Convergence`. */
const VERDICT_HEADINGS = ["dialogue complete", "final convergence", "dialogue concluded"];

/** Words just before a phrase that negate it (`not converged`, `no consensus reached`). */
const NEGATIONS = ["not", "no", "never", "without", "until", "when", "once", "if", "before"];

function valueStatus(value: string): ReadingStatus | null {
  for (const [word, status] of STATUS_VALUES) {
    if (!value.startsWith(word)) continue;
    const next = value[word.length];
    if (next === undefined || !isLetter(next)) return status;
  }
  return null;
}

function isLetter(ch: string): boolean {
  return (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9");
}

function negated(text: string, at: number): boolean {
  const before = text.slice(0, at).trim().split(" ");
  return NEGATIONS.includes(before.at(-1) ?? "");
}

/** A `Status: X` line (header field, `**Status: CONVERGED**`, `STATUS: CONVERGED ✓`) → its status. */
function statusLine(text: string): ReadingStatus | null {
  if (!text.startsWith("status")) return null;
  const rest = text.slice("status".length).trimStart();
  if (!rest.startsWith(":")) return null;
  return valueStatus(rest.slice(1).trim());
}

/** What one line declares about the dialogue's status, if anything. */
export function declaredStatus(l: ReadLine): ReadingStatus | null {
  // An agent's "Status: converged" is their opinion, not the dialogue's status.
  if (l.by === "agent") return null;
  const text = l.plain;
  if (text.length === 0) return null;
  const status = statusLine(text);
  if (status !== null) return status;
  if (l.by === "header") {
    // `Convergence: 96%` / `Final Convergence: 97%` as a header field: the convergence the dialogue reached.
    const colon = text.indexOf(":");
    const key = colon > 0 ? text.slice(0, colon) : "";
    if ((key === "convergence" || key === "final convergence") && text.slice(colon + 1).trim().length > 0) {
      const value = text.slice(colon + 1).trim();
      return value[0] !== undefined && value[0] >= "0" && value[0] <= "9" ? "converged" : valueStatus(value);
    }
    return null;
  }
  if (l.heading && VERDICT_HEADINGS.some((h) => text === h || text.startsWith(h + " ") || text.startsWith(h + ":"))) return "converged";
  for (const phrase of VERDICT_PHRASES) {
    const at = text.indexOf(phrase);
    if (at >= 0 && !negated(text, at) && (at === 0 || !isLetter(text[at - 1]!))) return "converged";
  }
  for (const [phrase, status] of ENDINGS) {
    const at = text.indexOf(phrase);
    if (at >= 0 && !negated(text, at) && (at === 0 || !isLetter(text[at - 1]!))) return status;
  }
  // A closing line that leads with the verdict: `CONVERGED - All open questions resolved.`
  if (text.startsWith("converged")) {
    const rest = text.slice("converged".length);
    if (rest.length === 0 || ":.!(".includes(rest[0]!) || [" -", " \u2014", " \u2013", " (", " at "].some((x) => rest.startsWith(x))) return "converged";
  }
  return null;
}

export interface StatusReading {
  status: ReadingStatus;
  evidence: string | null;
  diagnostics: Diagnostic[];
}

/**
 * The dialogue's final word: the last verdict anywhere in the document outranks a header written before the rounds
 * ran. Where the header says otherwise, `status-superseded` names both lines. A scaffold (nothing but placeholders)
 * is in progress whatever its header word.
 */
export function readStatus(lines: ReadLine[], scaffold: boolean): StatusReading {
  let header: { status: ReadingStatus; line: ReadLine } | null = null;
  let verdict: { status: ReadingStatus; line: ReadLine } | null = null;
  // A status written before the first round (a scoreboard snapshot at the top) is as old as the header.
  const firstRound = lines.findIndex((l) => l.round !== null);
  for (const [i, l] of lines.entries()) {
    const s = declaredStatus(l);
    if (s === null) continue;
    if (l.by === "header" || (s !== "converged" && firstRound >= 0 && i < firstRound)) {
      if (header === null || header.status !== "converged") header = { status: s, line: l };
      continue;
    }
    // A later word rules, but a verdict once given is not undone by a plan or template line after it.
    if (verdict === null || s === "converged" || verdict.status !== "converged") verdict = { status: s, line: l };
  }
  const diagnostics: Diagnostic[] = [];
  if (verdict && header && verdict.status !== header.status) {
    diagnostics.push(
      diagnostic(
        "status-superseded",
        verdict.line.line,
        `The header says ${header.status} (${evidenceOf(header.line.line ? header.line : header.line)}), but the Judge's later word says ${verdict.status} (${evidenceOf(verdict.line)}); the later word is kept.`,
        verdict.line.file ? { file: verdict.line.file } : {},
      ),
    );
  }
  const final = verdict ?? header;
  if (final) return { status: final.status, evidence: evidenceOf(final.line), diagnostics };
  return { status: scaffold ? "in-progress" : "unknown", evidence: null, diagnostics };
}
