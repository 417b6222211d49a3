import type { FormatRule } from "../core/format";

/**
 * The closed table of ACOR diagnostic codes. `format` codes are fixed by `renderAcor`; `content` codes describe what
 * the tool said and survive it. The first six are the reference reader's issues (conformance compares them as a set).
 */
export const ACOR_RULES = {
  "acor-complete-after-error": {
    severity: "warning",
    kind: "content",
    summary: "`## Status: Complete` follows an `## Error` of the same run (the ACOR library prints it so).",
    hint: "End a run that failed with `## Status: Failed`.",
  },
  "acor-directive-without-title": {
    severity: "warning",
    kind: "content",
    summary: "`## AI Directive` has no title naming the action (the library prints it bare, as a bullet list).",
    hint: "Write `## AI Directive: <action>`, e.g. `## AI Directive: Create File`.",
  },
  "acor-error-without-recovery": {
    severity: "warning",
    kind: "content",
    summary: "An `## Error` gives no `**Recovery**:` (or an empty one).",
    hint: "Add `**Recovery**: <what to do>` under the error.",
  },
  "acor-input-needed-commands": {
    severity: "warning",
    kind: "content",
    summary:
      "`## Input Needed` does not give exactly one command block (an Example block does not count; Option A/B alternatives are reported at info severity).",
    hint: "Give the one command to run next in a ```bash block; put samples under `**Example:**`.",
  },
  "acor-progress": {
    severity: "warning",
    kind: "content",
    summary: "A `## Progress` percentage is unreadable, over 100, or lower than the one before it in the same run.",
    hint: "Write `## Progress: N%` with N from 0 to 100, never going back within a run.",
  },
  "acor-unknown-message": {
    severity: "warning",
    kind: "content",
    summary: "A `## ` heading outside code is not one of the protocol's message types.",
    hint: "Use one of the message types, or put the text under an `## Output`.",
  },
  "acor-missing-title": {
    severity: "warning",
    kind: "content",
    summary: "A Status, Error, Session or Session Checkpoint header has no title.",
    hint: "Write `## Status: <state>`, `## Error: <what>`, `## Session: <id>`, `## Session Checkpoint: <name>`.",
  },
  "acor-status-value": {
    severity: "info",
    kind: "content",
    summary: "A status is not one of Ready, Working, Complete, Failed, Cancelled (the last printed by the library, not named by the spec).",
    hint: "Use Ready, Working, Complete, Failed or Cancelled, so readers know whether the run ended.",
  },
  "acor-output-data-missing": {
    severity: "warning",
    kind: "content",
    summary: "`## Output Data` holds no fenced block.",
    hint: "Put the data in a ```json or ```yaml block.",
  },
  "acor-output-data-invalid": {
    severity: "warning",
    kind: "content",
    summary: "The Output Data block does not parse as its declared language (JSON, or the YAML checks in `yaml.ts`).",
    hint: "Fix the block, or declare the language it is written in.",
  },
  "acor-output-files-empty": {
    severity: "warning",
    kind: "content",
    summary: "`## Output Files` lists no file.",
    hint: "List each file as `` - `path` - description ``.",
  },
  "acor-no-final-status": {
    severity: "warning",
    kind: "content",
    summary: "The transcript has no `## Status` and does not end at `## Input Needed`.",
    hint: "End a run with `## Status: Complete` or `## Status: Failed`.",
  },
  "acor-unfinished": {
    severity: "info",
    kind: "content",
    summary: "The last status is not Complete, Failed or Cancelled and the transcript does not end at `## Input Needed` (a cut or partial run).",
    hint: "End a run with `## Status: Complete` or `## Status: Failed`.",
  },
  "acor-error-after-status": {
    severity: "warning",
    kind: "content",
    summary:
      "An `## Error` comes after the run's final Complete, Failed or Cancelled status (the ACOR runner prints a tool's crash or timeout after the tool's own output).",
    hint: "Read the run as failed; a tool should report its errors before its final status.",
  },
  "acor-failed-without-error": {
    severity: "info",
    kind: "content",
    summary: "`## Status: Failed` with no `## Error` in the run saying why.",
    hint: "Emit an `## Error` with details and recovery before failing.",
  },
  "acor-preamble": {
    severity: "info",
    kind: "content",
    summary: "Text comes before the first message.",
    hint: "Start the transcript with a `## ` message (often `## Status: Ready`).",
  },
  "acor-empty": {
    severity: "error",
    kind: "content",
    summary: "The text holds no ACOR message at all.",
    hint: "An ACOR transcript is a sequence of `## Type: Title` messages.",
  },
  "acor-blank-line": {
    severity: "info",
    kind: "format",
    summary: "A message header follows the line before it with no blank line between (the library prints messages so).",
    hint: "Leave one blank line before each `## ` message.",
  },
  "acor-header-form": {
    severity: "warning",
    kind: "format",
    summary: "A header is not spelled `## Type: Title` (case, spacing, a dash or a trailing colon).",
    hint: "Write `## Status: Ready`, `## Output Data`, `## Error: File Not Found`.",
  },
  "acor-label-form": {
    severity: "warning",
    kind: "format",
    summary: "An Error's label is not written `**Details**:` / `**Recovery**:` (e.g. `**Recovery:**` or a bare `Recovery:`).",
    hint: "Write `**Recovery**: <text>`.",
  },
  "acor-unclosed-fence": {
    severity: "warning",
    kind: "format",
    summary: "A code fence is never closed, so every later header is code.",
    hint: "Close the fence with the same run of ``` or ~~~.",
  },
} as const satisfies Record<string, FormatRule>;

export type AcorCode = keyof typeof ACOR_RULES;
