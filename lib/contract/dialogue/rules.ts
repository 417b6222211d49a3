import { ruleDiagnostic, type FormatRule } from "../core/format";
import type { Diagnostic, Severity } from "../core/diagnostic";

interface DiagnosticRule extends FormatRule {
  /** The check of Blue's regex linter (dialogue_lint.rs) this rule replaces, if any. */
  blue?: string;
}

/** The closed table of diagnostic codes. Canonical rendering fixes every `format` code; `content` codes survive it. */
export const DIAGNOSTIC_RULES = {
  "missing-title": {
    severity: "warning",
    kind: "format",
    summary: "The document has no `# ` title line.",
    hint: "Start the file with `# Alignment Dialogue: <title>`.",
  },
  "title-form": {
    severity: "warning",
    kind: "format",
    summary: "The title is not written `# Alignment Dialogue: <title>`.",
    hint: "Write the H1 as `# Alignment Dialogue: <title>`.",
  },
  "metadata-form": {
    severity: "warning",
    kind: "format",
    summary: "Header metadata written as `**Key:** value` or as a table.",
    hint: "Write each field as `**Key**: value` on its own line.",
  },
  "missing-metadata": {
    severity: "info",
    kind: "content",
    summary: "The header lacks `Draft`, `Participants` or `Status`.",
    hint: "Add the missing `**Key**: value` lines to the header.",
    blue: "header-completeness",
  },
  "missing-section": {
    severity: "warning",
    kind: "format",
    summary: "Expert Panel, Alignment Scoreboard, Perspectives Inventory or Tensions Tracker is missing.",
    hint: "Add the section; the canonical render adds it, filled from what the dialogue says.",
    blue: "scoreboard-present, inventories-present, expert-panel",
  },
  "round-heading-form": {
    severity: "warning",
    kind: "format",
    summary: "A round heading is not written `## Round N: Label`.",
    hint: "Write `## Round N: Label`.",
  },
  "agent-heading-order": {
    severity: "warning",
    kind: "format",
    summary: "An agent heading puts the emoji first (`### 🧁 Name`).",
    hint: "Write `### Name 🧁`, as the generator does.",
    blue: "emoji-consistency",
  },
  "marker-form": {
    severity: "warning",
    kind: "format",
    summary: "A marker is wrapped in bold or followed by `]:`.",
    hint: "Write the marker bare at the start of its line: `[TYPE ID: description]`.",
  },
  "id-width": {
    severity: "warning",
    kind: "format",
    summary: "A perspective or tension id has one digit (`P1`, `T3`).",
    hint: "Write ids with at least two digits: `P01`, `T03`.",
  },
  "table-column-count": {
    severity: "warning",
    kind: "format",
    summary: "A table row has more or fewer cells than its header (often a `|` inside code).",
    hint: "Escape a literal pipe as `\\|`, or add the missing cells.",
  },
  "unclosed-fence": {
    severity: "warning",
    kind: "format",
    summary: "A code fence is never closed, so everything after it is code.",
    hint: "Close the fence with the same run of ``` or ~~~.",
  },
  "json-invalid": {
    severity: "warning",
    kind: "format",
    summary: "A directory's `panel.json` or `expert-pool.json` is not valid JSON or not one of the known shapes.",
    hint: "Fix the JSON; the canonical render carries its panel in the Expert Panel table.",
  },
  "no-rounds": {
    severity: "error",
    kind: "content",
    summary: "The dialogue has no `## Round N` section.",
    hint: "Record at least one round: `## Round 0: Opening Arguments`.",
    blue: "rounds-present",
  },
  "round-start": {
    severity: "warning",
    kind: "content",
    summary: "The first round is not Round 0.",
    hint: "Number rounds from 0 (the Judge protocol's opening round).",
    blue: "round-numbering",
  },
  "round-sequence": {
    severity: "warning",
    kind: "content",
    summary: "Round numbers skip or repeat.",
    hint: "Number rounds consecutively, each once.",
    blue: "round-sequencing",
  },
  "marker-malformed": {
    severity: "error",
    kind: "content",
    summary: "A marker is unclosed on its line, or a PERSPECTIVE/TENSION has no id.",
    hint: "Close the bracket on the same line and give the id: `[TENSION T01: …]`.",
    blue: "markers-parseable",
  },
  "duplicate-id": {
    severity: "warning",
    kind: "content",
    summary: "One agent raises the same id twice in one round.",
    hint: "Number each agent's perspectives and tensions once per round.",
    blue: "id-uniqueness",
  },
  "unknown-agent": {
    severity: "warning",
    kind: "content",
    summary: "An agent speaks who is not on the Expert Panel.",
    hint: "Add the agent to the Expert Panel or fix the name.",
  },
  "tension-unresolved": {
    severity: "info",
    kind: "content",
    summary: "A tension is raised and never resolved (a warning when the status says converged).",
    hint: "Resolve it with `[RESOLVED Tnn: …]` or mark it open/deferred in the Tensions Tracker.",
    blue: "convergence-gate",
  },
  "resolved-unknown-tension": {
    severity: "info",
    kind: "content",
    summary: "A RESOLVED marker names a tension no TENSION marker or tracker row raised.",
    hint: "Check the id; the Judge may have renumbered it.",
  },
  "unknown-section": {
    severity: "info",
    kind: "content",
    summary: "A `## ` heading (or a directory file) that is neither a canonical section nor a known prose section; its text and tables are kept as written.",
    hint: "If this is new vocabulary for a known section, add its spelling to the contract's tables.",
  },
  "unknown-marker": {
    severity: "info",
    kind: "content",
    summary: "A bracket shaped like a marker (`[` + upper-case words) whose type the contract does not know; it is kept as a generic marker.",
    hint: "Use a marker type from the specification, or add the new type to the contract's table.",
  },
  "tracker-disagrees": {
    severity: "info",
    kind: "content",
    summary:
      "The Judge's Tensions Tracker disagrees with a tension's final status: it leaves open or deferred what a later RESOLVED marker or word of the Judge settles, or settles what the Judge later reopens.",
    hint: "Update the tracker row's status, or say why the resolution did not hold.",
  },
  "tracker-superseded": {
    severity: "info",
    kind: "content",
    summary: "A tracker row's status is overruled by the Judge's later word on that tension (a closing table, a FINAL tracker, an `N/N resolved` line).",
    hint: "The later ruling is the tension's final status; update the earlier row, or say why it still holds.",
  },
  "status-superseded": {
    severity: "info",
    kind: "content",
    summary: "The header's status disagrees with the Judge's later word (a closing verdict); the later word is the dialogue's status.",
    hint: "Update the header's `Status` to the final word.",
  },
  "scoreboard-total-mismatch": {
    severity: "warning",
    kind: "content",
    summary: "Scores do not add up: W+C+T+R against a row's total, or agents' totals against `Total ALIGNMENT`.",
    hint: "Recompute the totals.",
    blue: "scoreboard-math",
  },
  "marker-density": {
    severity: "warning",
    kind: "content",
    summary:
      "More markers than a reader can follow: over 200 in one contribution or over 2,000 in the dialogue (`MARKER_LIMITS`); the viewer then shows counts and a paged list instead of chips.",
    hint: "Split the contribution, or keep one marker per move: a marker names a tension, a perspective or a step on one.",
  },
} as const satisfies Record<string, DiagnosticRule>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_RULES;

export function diagnostic(code: DiagnosticCode, line: number, message: string, options: { file?: string; severity?: Severity } = {}): Diagnostic {
  return ruleDiagnostic(DIAGNOSTIC_RULES, code, line, message, options);
}
