/**
 * The closed tables of the ACOR conversational protocol (spec 003): message types, status values, body labels and the
 * languages that count as commands. The reader, renderer, linter and `spec()` all read these; nothing else names them.
 */

export type AcorMessageType =
  | "Status"
  | "Progress"
  | "Output"
  | "Output Data"
  | "Output Files"
  | "Error"
  | "Input Needed"
  | "AI Directive"
  | "Suggestions"
  | "Session"
  | "Session Checkpoint"
  | "unknown";

export type KnownMessageType = Exclude<AcorMessageType, "unknown">;

/** Whether a header carries a title after `: `. `expected`: the spec always gives one, a missing one is a diagnostic. */
export type TitleRule = "expected" | "optional";

export interface MessageTypeRow {
  title: TitleRule;
  /** What the title holds, for the specification. */
  titleMeaning: string;
  summary: string;
  /** `## Status Ready` (a space instead of `: `) is read for this type; for others a space means another heading. */
  spaceSeparator: boolean;
  mvp: boolean;
}

export const MESSAGE_TYPES: Readonly<Record<KnownMessageType, MessageTypeRow>> = {
  Status: {
    title: "expected",
    titleMeaning: "the state",
    summary: "The state of the run; the last one is the run's final status.",
    spaceSeparator: true,
    mvp: true,
  },
  Progress: {
    title: "expected",
    titleMeaning: "a percentage, `N%`",
    summary: "How far the work is, with what it is doing on the next line.",
    spaceSeparator: true,
    mvp: true,
  },
  Output: { title: "optional", titleMeaning: "none", summary: "Results in prose.", spaceSeparator: false, mvp: true },
  "Output Data": { title: "optional", titleMeaning: "none", summary: "Results as one fenced JSON or YAML block.", spaceSeparator: false, mvp: true },
  "Output Files": {
    title: "optional",
    titleMeaning: "none",
    summary: "Files written, one `` - `path` - description `` a line.",
    spaceSeparator: false,
    mvp: true,
  },
  Error: {
    title: "expected",
    titleMeaning: "what went wrong",
    summary: "A problem, with `**Details**:` and the `**Recovery**:` to try.",
    spaceSeparator: false,
    mvp: true,
  },
  "Input Needed": {
    title: "optional",
    titleMeaning: "none",
    summary: "The tool cannot go on: EXACTLY ONE command block to run next (an Example block is not a second command).",
    spaceSeparator: false,
    mvp: true,
  },
  "AI Directive": {
    title: "expected",
    titleMeaning: "the action asked for",
    summary: "An action the agent is asked to take.",
    spaceSeparator: false,
    mvp: true,
  },
  Suggestions: {
    title: "optional",
    titleMeaning: "a heading such as `Next Steps`",
    summary: "Optional next steps as a list, each naming its command.",
    spaceSeparator: false,
    mvp: true,
  },
  Session: { title: "expected", titleMeaning: "the session id", summary: "Resumes a session (post-MVP).", spaceSeparator: false, mvp: false },
  "Session Checkpoint": {
    title: "expected",
    titleMeaning: "the checkpoint name",
    summary: "State saved under the session (post-MVP).",
    spaceSeparator: false,
    mvp: false,
  },
};

/** Keywords tried longest first, so `Output Data` is never read as `Output` titled "Data". */
export const KEYWORD_ORDER: readonly KnownMessageType[] = (Object.keys(MESSAGE_TYPES) as KnownMessageType[]).sort((a, b) => b.length - a.length);

/**
 * The spec's status values, and Cancelled, which the ACOR library prints (`ToolState.CANCELLED`) though the spec does
 * not name it. A run ends at Complete, Failed or Cancelled; Ready and Working are not endings.
 */
export const STATUS_VALUES = ["Ready", "Working", "Complete", "Failed", "Cancelled"] as const;
export const TERMINAL_STATUSES: readonly string[] = ["Complete", "Failed", "Cancelled"];

/** Labels an Error body gives its parts by: `**Details**: …`, `**Recovery**: …`. */
export const ERROR_LABELS = ["Details", "Recovery"] as const;
export type ErrorLabel = (typeof ERROR_LABELS)[number];

/** Fence languages whose block is a command to run (an Input Needed block in JSON or YAML is data, not a command). */
export const COMMAND_LANGUAGES: readonly string[] = ["", "bash", "sh", "shell", "console", "zsh", "fish", "powershell", "pwsh", "cmd", "bat"];

/** The languages Output Data is checked against. */
export const JSON_LANGUAGES: readonly string[] = ["json", "jsonc"];
export const YAML_LANGUAGES: readonly string[] = ["yaml", "yml"];

/** A label line before a block that makes it an example (not counted) or an alternative (an option). */
export const EXAMPLE_LABELS: readonly string[] = ["example", "for example", "e.g."];
export const OPTION_LABEL = "option ";

/** Header separators read besides the canonical `: `. */
export const DASH_SEPARATORS: readonly string[] = [" - ", " — ", " – "];
