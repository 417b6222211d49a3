import { ACOR_RULES } from "./rules";
import {
  COMMAND_LANGUAGES,
  ERROR_LABELS,
  EXAMPLE_LABELS,
  JSON_LANGUAGES,
  MESSAGE_TYPES,
  STATUS_VALUES,
  TERMINAL_STATUSES,
  YAML_LANGUAGES,
  type KnownMessageType,
} from "./symbols";

const cell = (s: string) => s.split("|").join("\\|");

/** The ACOR transcript format as Roundtable reads it, written from the tables the reader, renderer and linter use. */
export function acorSpecification(): string {
  const types = Object.entries(MESSAGE_TYPES) as [KnownMessageType, (typeof MESSAGE_TYPES)[KnownMessageType]][];
  return [
    "# ACOR transcript format contract",
    "",
    "Generated from `lib/contract/acor/symbols.ts` and `rules.ts` (spec 003, the ACOR conversational protocol).",
    "",
    "## Messages",
    "",
    "A line starting `## ` outside fenced code starts a message; its body runs to the next one. Canonical form:",
    "`## Type: Title`, the body on the next line, one blank line before each message.",
    "Also read (and fixed by render): any case of the type, no space after `##`, `:` with any spacing, ` - ` or ` — `",
    "instead of `: `, a trailing colon, and for Status and Progress a plain space (`## Status Ready`).",
    "",
    "| Type | Title | Meaning | MVP |",
    "|---|---|---|---|",
    ...types.map(
      ([type, row]) =>
        `| \`${type}\` | ${row.title === "expected" ? cell(row.titleMeaning) : row.titleMeaning === "none" ? "none" : `optional (${cell(row.titleMeaning)})`} | ${cell(row.summary)} | ${row.mvp ? "yes" : "post-MVP"} |`,
    ),
    "",
    "Any other `## ` heading is an `unknown` message. Headings inside fenced code are content.",
    "",
    "## What is read from bodies",
    "",
    `- Status: ${STATUS_VALUES.map((s) => `\`${s}\``).join(", ")}; the last Status is the final status; ${TERMINAL_STATUSES.join(" and ")} end a run.`,
    "- Progress: the title's number, `N%` (`N %`, `N`, `N% - note` also read).",
    `- Output Data: the first fenced block; ${JSON_LANGUAGES.join("/")} is checked with a JSON parser, ${YAML_LANGUAGES.join("/")} with a small YAML check (indentation, keys under scalars, flow brackets, quotes); other languages are kept unchecked.`,
    "- Output Files: list items `` - `path` - description `` (also `path - description`, `path: description`).",
    `- Error: ${ERROR_LABELS.map((l) => `\`**${l}**: …\``).join(" and ")}, each running to the next label.`,
    `- Input Needed: fenced blocks, classified by the text line before each: one starting ${EXAMPLE_LABELS.map((l) => `\`${l}\``).join(", ")} marks an example (not counted), \`Option X - title:\` (an alternative, counted and listed), otherwise a command when its language is one of ${COMMAND_LANGUAGES.map((l) => `\`${l || "(none)"}\``).join(", ")}.`,
    "- Suggestions and AI Directive: list items as actions, each with the first inline code span as its command.",
    "- Session / Session Checkpoint: sessions with their checkpoints.",
    "",
    "A run restarts at `## Status: Ready`, `## Session`, or after `## Input Needed`; errors and progress are judged per run.",
    "",
    "## Diagnostics",
    "",
    "`format` diagnostics are fixed by canonical rendering; `content` diagnostics describe what the tool said and survive it.",
    "",
    "| Code | Severity | Kind | Checks | Hint |",
    "|---|---|---|---|---|",
    ...Object.entries(ACOR_RULES).map(([code, r]) => `| \`${code}\` | ${r.severity} | ${r.kind} | ${cell(r.summary)} | ${cell(r.hint)} |`),
    "",
  ].join("\n");
}
