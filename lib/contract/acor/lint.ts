import { ruleDiagnostic } from "../core/format";
import type { Diagnostic } from "../core/diagnostic";
import { ACOR_RULES, type AcorCode } from "./rules";
import { MESSAGE_TYPES, STATUS_VALUES, TERMINAL_STATUSES } from "./symbols";
import type { AcorDocument, AcorMessage } from "./types";

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The content rules over a parsed transcript. A run restarts at `## Status: Ready`, `## Session`, or after `## Input Needed`: errors and the
 * last percentage are counted from there (the spec's examples restart so when the agent runs the tool again).
 */
export function lintAcor(doc: AcorDocument, preambleLine: number): Diagnostic[] {
  const out: Diagnostic[] = [];
  const add = (code: AcorCode, line: number, message: string, severity?: "info") =>
    out.push(ruleDiagnostic(ACOR_RULES, code, line, message, severity ? { severity } : {}));
  const { messages } = doc;
  if (messages.length === 0) {
    add("acor-empty", 1, "No `## ` message was found.");
    return out;
  }
  if (doc.preamble.length > 0) add("acor-preamble", preambleLine, "Text comes before the first message.");
  let errors = 0;
  let lastPercent: number | null = null;
  for (const m of messages) {
    if (same(m.title, "Ready") && m.type === "Status") {
      errors = 0;
      lastPercent = null;
    }
    if (m.type === "Session") {
      errors = 0;
      lastPercent = null;
    }
    if (m.type !== "unknown" && m.title === null && MESSAGE_TYPES[m.type].title === "expected") {
      if (m.type === "AI Directive") add("acor-directive-without-title", m.line, "`## AI Directive` names no action.");
      else if (m.type !== "Progress") add("acor-missing-title", m.line, `\`## ${m.type}\` has no title.`);
    }
    switch (m.type) {
      case "unknown":
        add("acor-unknown-message", m.line, `\`## ${m.title ?? ""}\` is not an ACOR message type.`);
        break;
      case "Status":
        if (m.title !== null && !STATUS_VALUES.some((s) => same(m.title, s)))
          add("acor-status-value", m.line, `The status "${m.title}" is not one of ${STATUS_VALUES.join(", ")}.`);
        if (same(m.title, "Complete") && errors > 0)
          add("acor-complete-after-error", m.line, `The run reports Complete after ${errors === 1 ? "an error" : `${errors} errors`}.`);
        if (same(m.title, "Failed") && errors === 0) add("acor-failed-without-error", m.line, "The run failed without an `## Error` saying why.");
        break;
      case "Progress":
        lastPercent = lintProgress(m, lastPercent, add);
        break;
      case "Error":
        errors++;
        if (m.recovery === undefined) add("acor-error-without-recovery", m.line, `The error "${m.title ?? ""}" gives no recovery.`);
        break;
      case "Output Data":
        if (!m.data) add("acor-output-data-missing", m.line, "`## Output Data` holds no fenced block.");
        else if (m.data.valid === false)
          add("acor-output-data-invalid", m.data.line, `The Output Data block does not parse as ${m.data.language.toUpperCase()}.`);
        break;
      case "Output Files":
        if ((m.files ?? []).length === 0) add("acor-output-files-empty", m.line, "`## Output Files` lists no file.");
        break;
      case "Input Needed":
        lintInputNeeded(m, add);
        // The tool exits here; what follows is the next invocation.
        errors = 0;
        lastPercent = null;
        break;
      default:
        break;
    }
  }
  const lastStatus = messages.findLastIndex((m) => m.type === "Status");
  if (lastStatus >= 0 && TERMINAL_STATUSES.some((s) => same(doc.finalStatus, s))) {
    for (const m of messages.slice(lastStatus + 1))
      if (m.type === "Error") add("acor-error-after-status", m.line, `The error "${m.title ?? ""}" comes after the final status ${doc.finalStatus}.`);
  }
  const last = messages[messages.length - 1]!;
  if (last.type !== "Input Needed") {
    if (doc.finalStatus === null) add("acor-no-final-status", last.line, "The transcript has no `## Status` and does not end at `## Input Needed`.");
    else if (!TERMINAL_STATUSES.some((s) => same(doc.finalStatus, s)))
      add("acor-unfinished", last.line, `The last status is "${doc.finalStatus}" and the transcript does not end at \`## Input Needed\`.`);
  }
  return out;
}

function lintProgress(m: AcorMessage, lastPercent: number | null, add: (code: AcorCode, line: number, message: string) => void): number | null {
  const p = m.percent ?? null;
  if (p === null) {
    add("acor-progress", m.line, m.title === null ? "`## Progress` states no percentage." : `"${m.title}" is not a percentage.`);
    return lastPercent;
  }
  if (p > 100) add("acor-progress", m.line, `${p}% is over 100.`);
  else if (lastPercent !== null && p < lastPercent) add("acor-progress", m.line, `Progress goes back from ${lastPercent}% to ${p}%.`);
  return p;
}

/** Exactly one command; alternatives (Option A/B) are legal in the spec but are not one command, so they get an info. */
function lintInputNeeded(m: AcorMessage, add: (code: AcorCode, line: number, message: string, severity?: "info") => void) {
  const options = m.options ?? [];
  const commands = m.commands ?? 0;
  if (options.length > 0 && commands === options.length && options.length > 1) {
    add(
      "acor-input-needed-commands",
      m.line,
      `Offers ${options.length} alternatives (${options.map((o) => `Option ${o.label}`).join(", ")}) instead of one command.`,
      "info",
    );
  } else if (commands !== 1) {
    add(
      "acor-input-needed-commands",
      m.line,
      commands === 0 ? "Gives no command block to run next." : `Gives ${commands} command blocks; exactly one is expected.`,
    );
  }
}
