import type { FormatRule } from "../core/format";

/** The schema version render writes when the envelope names none (the spec this contract follows). */
export const SPEC_VERSION = "0.1.6";
export const ENVELOPE = "goop_report";

export const STATUSES = ["COMPLETE", "PARTIAL", "BLOCKED", "CHECKPOINT"] as const;
export const PHASES = ["plan", "specify", "execute", "accept", "research"] as const;
export const FILE_ACTIONS = ["created", "modified", "deleted"] as const;
export const MEMORY_TYPES = ["decision", "observation", "note"] as const;
/** The agent name that needs no `goop-` prefix (R8). */
export const ORCHESTRATOR = "orchestrator";
export const AGENT_PREFIX = "goop-";
/** Always required (R2), in the order the spec lists them. */
export const REQUIRED = ["status", "agent", "state", "summary", "handoff"] as const;

/** Children of each element the spec names, in canonical order. Lists (`files`, `memory`, …) hold one child kind. */
export const CHILD_ORDER = {
  goop_report: ["status", "agent", "task_id", "task_name", "state", "summary", "artifacts", "memory", "verification", "handoff"],
  state: ["phase", "wave", "task", "spec_locked", "interview_complete"],
  artifacts: ["files", "commits"],
  files: ["file"],
  commits: ["commit"],
  memory: ["saved"],
  verification: ["check"],
  handoff: ["ready", "next_action", "files_to_read", "blockers", "suggest_new_session", "next_command"],
  files_to_read: ["file"],
} as const satisfies Record<string, readonly string[]>;

export type Container = keyof typeof CHILD_ORDER;
/** Containers whose children repeat (a list), as opposed to records of single elements. */
export const LISTS: ReadonlySet<string> = new Set(["files", "commits", "memory", "verification", "files_to_read"]);

/**
 * Elements whose content is text: the scanner reads it raw up to the matching end tag, so a `<` inside a summary is
 * text (flagged, escaped by render), not a tag that swallows the rest of the envelope.
 */
export const TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  "status",
  "agent",
  "task_id",
  "task_name",
  "phase",
  "spec_locked",
  "interview_complete",
  "summary",
  "file",
  "commit",
  "saved",
  "check",
  "ready",
  "next_action",
  "blockers",
  "suggest_new_session",
  "next_command",
]);

/** The attributes the spec names on each element, in canonical order; others are kept and written after them. */
export const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  goop_report: ["version"],
  wave: ["current", "total"],
  task: ["current", "total"],
  file: ["path", "action"],
  commit: ["sha"],
  saved: ["type", "importance"],
  check: ["name", "passed"],
  next_action: ["agent"],
};

/** Text that stands for elided content in the wild (`<handoff>...</handoff>`). */
export const ELISIONS: readonly string[] = ["...", "…"];

/** The closed table of GoopSpec diagnostic codes. R1–R8 are the spec's validation rules. */
export const GOOP_RULES = {
  "goop-status": {
    severity: "error",
    kind: "content",
    summary: "R1: `<status>` is missing or not one of COMPLETE, PARTIAL, BLOCKED, CHECKPOINT.",
    hint: "Write exactly one status: COMPLETE, PARTIAL, BLOCKED or CHECKPOINT.",
  },
  "goop-required": {
    severity: "error",
    kind: "content",
    summary: "R2: `<status>`, `<agent>`, `<state>`, `<summary>` or `<handoff>` is missing.",
    hint: "Add the missing element; the spec requires it in every response.",
  },
  "goop-complete-unverified": {
    severity: "warning",
    kind: "content",
    summary: "R3: status COMPLETE without a single `<check>` in `<verification>`.",
    hint: "Run a verification command and report it as `<check name=… passed=…>`.",
  },
  "goop-blocked-without-blockers": {
    severity: "error",
    kind: "content",
    summary: "R4: status BLOCKED with `<blockers>` absent, empty or `None`.",
    hint: "Say in `<blockers>` what stops the work and what decision is needed.",
  },
  "goop-next-action-agent": {
    severity: "warning",
    kind: "content",
    summary: "R5: `<handoff>` has no `<next_action>`, or it names no `agent`.",
    hint: 'Write `<next_action agent="goop-…">` saying which agent continues and with what.',
  },
  "goop-not-final": {
    severity: "warning",
    kind: "content",
    summary: "R6: text follows the envelope; it must end the response.",
    hint: "Move the text above `<goop_report>`.",
  },
  "goop-phase": {
    severity: "warning",
    kind: "content",
    summary: "R7: `<phase>` is missing or not one of plan, specify, execute, accept, research.",
    hint: "Write the workflow phase the agent ran in.",
  },
  "goop-agent-name": {
    severity: "warning",
    kind: "content",
    summary: "R8: `<agent>` is missing, or neither `goop-<type>` nor `orchestrator`.",
    hint: "Name the subagent type that was invoked, e.g. `goop-executor`.",
  },
  "goop-no-envelope": {
    severity: "error",
    kind: "content",
    summary: "The text has no `<goop_report>` envelope at the start of a line.",
    hint: "End the response with the `<goop_report>` envelope.",
  },
  "goop-several-envelopes": {
    severity: "info",
    kind: "content",
    summary: "The text holds more than one envelope; the last one is the report.",
    hint: "Keep one envelope, at the end.",
  },
  "goop-template": {
    severity: "info",
    kind: "content",
    summary: "The envelope is a template: its status (or more) is a placeholder.",
    hint: "A template documents the format; an agent's report fills every value in.",
  },
  "goop-placeholder": {
    severity: "warning",
    kind: "content",
    summary: "A filled report still holds a placeholder (`[…]`, `a|b`, `N`, `...`).",
    hint: "Replace the placeholder with the real value; render cannot guess it.",
  },
  "goop-progress": {
    severity: "warning",
    kind: "content",
    summary: "`<wave>` or `<task>` has `current` greater than `total`.",
    hint: "Check the counts against BLUEPRINT.md; render cannot tell which one is wrong.",
  },
  "goop-value": {
    severity: "warning",
    kind: "content",
    summary: "A value outside its closed set: a flag not true/false, a file action, a memory type.",
    hint: "Use the spec's values: true|false, created|modified|deleted, decision|observation|note.",
  },
  "goop-duplicate": {
    severity: "warning",
    kind: "content",
    summary: "A single element appears twice; the first is read, the others are kept as extra elements.",
    hint: "Keep one.",
  },
  "goop-extra-element": {
    severity: "info",
    kind: "content",
    summary: "An element the spec does not name (kept, shown and written back as it is).",
    hint: "Fine when deliberate (`<suggest-viz>`, `<evidence>`); check the spelling otherwise.",
  },
  "goop-version": {
    severity: "info",
    kind: "format",
    summary: "`<goop_report>` has no `version` attribute.",
    hint: `Write \`<goop_report version="${SPEC_VERSION}">\`; render adds it.`,
  },
  "goop-element-order": { severity: "info", kind: "format", summary: "Elements are not in the spec's order.", hint: "Render writes them in the spec's order." },
  "goop-unescaped": {
    severity: "warning",
    kind: "format",
    summary: "A `<` or `&` is not escaped in an attribute value or a text element.",
    hint: "Write `&lt;` and `&amp;`; render escapes them.",
  },
  "goop-status-case": {
    severity: "warning",
    kind: "format",
    summary: "The status is a known status in the wrong case (`complete`).",
    hint: "Write statuses in capitals; render does.",
  },
  "goop-flag-case": {
    severity: "info",
    kind: "format",
    summary: "A flag is `True`/`FALSE` rather than `true`/`false`.",
    hint: "Write flags in lower case; render does.",
  },
  "goop-malformed": {
    severity: "warning",
    kind: "format",
    summary: "Not well-formed: an unclosed element or envelope, a stray end tag, an unquoted attribute.",
    hint: "Render rewrites the envelope well-formed from what it read.",
  },
} as const satisfies Record<string, FormatRule>;

export type GoopCode = keyof typeof GOOP_RULES;
