import { auditLines, quoteLines, type AuditFinding, type AuditRule } from "../core/audit";
import { isDigit } from "../core/text";
import type { AcorDocument, AcorMessage } from "./types";

/** Claim against delivery for an ACOR transcript: a run that says it completed after something in it failed. */
export const ACOR_AUDIT_RULES = [
  {
    code: "acor-claims-complete-after-error",
    title: "Complete after an error",
    summary:
      "A Status reports completion after an error (an Error message, a Failed status, an exception or a non-zero exit) with no later re-run of the tool.",
  },
] as const satisfies readonly AuditRule[];

export type AcorAuditCode = (typeof ACOR_AUDIT_RULES)[number]["code"];

/** Status words that report the run as done (the spec's Complete, and what tools write for it). */
const COMPLETION_WORDS: readonly string[] = ["complete", "completed", "success", "succeeded", "successful", "done", "finished"];
/** Status words that start a run again (the spec's stateless re-run opens with Ready or Working). */
const START_WORDS: readonly string[] = ["ready", "working"];
/** A Status that is itself a failure. */
const FAILURE_WORDS: readonly string[] = ["failed", "failure", "error"];
/** Where a process's exit code is named in prose; the number after it decides. */
const EXIT_PHRASES: readonly string[] = ["exit code", "exit status", "exited with code", "exited with status", "return code", "returncode"];
const EXCEPTION_OPENERS: readonly string[] = ["traceback (most recent call last)"];

const statusWord = (m: AcorMessage) => (m.type === "Status" ? ((m.title ?? "").trim().toLowerCase().split(" ")[0] ?? "") : null);

/** A non-zero integer written right after an exit phrase (`exit code 2`, `exit status: 1`, `returncode=-9`). */
function nonZeroExit(lower: string): boolean {
  // Every phrase ends in "code" or "status": most lines are passed over on these two scans.
  if (!lower.includes("code") && !lower.includes("status")) return false;
  for (const phrase of EXIT_PHRASES) {
    let at = lower.indexOf(phrase);
    while (at >= 0) {
      let i = at + phrase.length;
      while (i < lower.length && (lower[i] === " " || lower[i] === ":" || lower[i] === "=" || lower[i] === "`")) i++;
      if (lower[i] === "-") i++;
      let j = i;
      while (j < lower.length && isDigit(lower[j])) j++;
      if (j > i && Number(lower.slice(i, j)) !== 0) return true;
      at = lower.indexOf(phrase, at + 1);
    }
  }
  return false;
}

/** The tools a text runs: each `acor <tool>` at the start of a command or of an inline code span. */
function toolsNamed(text: string, inline: boolean): string[] {
  const pieces = inline ? text.split("`").filter((_, i) => i % 2 === 1) : text.split("\n");
  const tools: string[] = [];
  for (const piece of pieces) {
    const words = piece
      .trim()
      .split(" ")
      .filter((w) => w !== "");
    if (words[0] === "acor" && words[1] && !words[1].startsWith("-") && !words[1].startsWith("<")) tools.push(words[1]);
  }
  return tools;
}

/**
 * The tool the run is of: the spec's Input Needed command re-runs this tool, and an error's Recovery retries the
 * failed step, so the tool they name is the run's own. Suggestions and directives name other tools and are not read.
 * Null when they name none, or more than one (never guessed).
 */
export function runTool(doc: AcorDocument): string | null {
  const named = new Set<string>();
  for (const m of doc.messages) {
    if (m.type === "Input Needed") for (const c of m.commandTexts ?? []) for (const t of toolsNamed(c, false)) named.add(t);
    if (m.type === "Error" && m.recovery) for (const t of toolsNamed(m.recovery, true)) named.add(t);
  }
  return named.size === 1 ? [...named][0]! : null;
}

/**
 * Each completion against the errors before it. An error is answered by a later start of the run (a Status of Ready
 * or Working, as a re-run begins) before the completion; the errors after the last such start are unanswered, and the
 * completion is a finding quoting them and itself. Errors are Error messages, a Failed status, and, in any message's
 * lines, a Python traceback's opening line or a non-zero exit code. A run that never reports completion claims nothing.
 */
export function auditAcor(doc: AcorDocument, source: string): AuditFinding<AcorAuditCode>[] {
  if (!doc.messages.some((m) => COMPLETION_WORDS.includes(statusWord(m) ?? ""))) return [];
  // The lines are split only when read: to scan them, or to quote a finding's evidence.
  let split: string[] | null = null;
  const lines = () => (split ??= auditLines(source));
  // Most transcripts hold no traceback and no exit code: their lines are not read one by one.
  const lower = source.toLowerCase();
  const scan = EXCEPTION_OPENERS.some((o) => lower.includes(o)) || EXIT_PHRASES.some((p) => lower.includes(p));
  const tool = runTool(doc);
  const agent = tool ? { agent: tool } : {};
  const findings: AuditFinding<AcorAuditCode>[] = [];
  let unanswered: number[] = [];
  doc.messages.forEach((m, index) => {
    const word = statusWord(m);
    if (word !== null && START_WORDS.includes(word)) unanswered = [];
    if (m.type === "Error" || (word !== null && FAILURE_WORDS.includes(word))) unanswered.push(m.line);
    else if (scan) {
      // A message's body lines, up to the next message, read for exceptions and exit codes (its header is its type).
      const end = index + 1 < doc.messages.length ? doc.messages[index + 1]!.line - 1 : lines().length;
      for (let n = m.line + 1; n <= end; n++) {
        const line = (lines()[n - 1] ?? "").trim().toLowerCase();
        if (EXCEPTION_OPENERS.some((o) => line.startsWith(o)) || nonZeroExit(line)) unanswered.push(n);
      }
    }
    if (word !== null && COMPLETION_WORDS.includes(word) && unanswered.length > 0) {
      const evidence = quoteLines(lines(), [...unanswered, m.line]);
      const count = unanswered.length;
      findings.push({
        rule: "acor-claims-complete-after-error",
        message: `The run reports ${m.title?.trim() ?? "completion"} after ${count === 1 ? "an error" : `${count} errors`} with no re-run of the tool in between.`,
        ...agent,
        evidence,
      });
      unanswered = [];
    }
  });
  return findings;
}
