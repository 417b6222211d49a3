import type { FormatRule } from "../core/format";

/**
 * The closed table of A52 diagnostic codes. `format` codes describe how the response is written and the canonical
 * render fixes every one of them; `content` codes describe what it says and survive the render.
 */
export const A52_RULES = {
  "a52-deprecated-tag": {
    severity: "warning",
    kind: "format",
    summary: "A block opens with the deprecated `<path/to/file.ext>` tag.",
    hint: 'Open the block with `<file path="path/to/file.ext">` and close it with `</file>`.',
  },
  "a52-closer-form": {
    severity: "warning",
    kind: "format",
    summary: "A block is closed by `</file_artifact>`, `</file_path>` or `</filepath>` instead of `</file>`.",
    hint: "Close every block with `</file>`.",
  },
  "a52-glued-fence": {
    severity: "warning",
    kind: "format",
    summary: 'A code fence shares its line with a tag or with another fence (```` ```</file> ````, `<file path="…">```ts`, ```` ``````xml ````).',
    hint: "Put each fence and each tag on its own line.",
  },
  "a52-tags-share-line": {
    severity: "warning",
    kind: "format",
    summary: 'A closing tag shares its line with the next tag (`</file><file path="…">`, `</file_artifact><summary>`).',
    hint: "Put each tag on its own line.",
  },
  "a52-inner-fence-unclosed": {
    severity: "warning",
    kind: "format",
    summary: "A block's content opens a fence right after the tag and never closes it before `</file>`.",
    hint: "Close the inner fence on the line before `</file>`.",
  },
  "a52-unclosed-block": {
    severity: "warning",
    kind: "format",
    summary: "A block has no closing tag; it is read up to the next opening tag or the end of the response.",
    hint: "Close the block with `</file>`.",
  },
  "a52-stray-closer": {
    severity: "warning",
    kind: "format",
    summary: "A closing tag (`</file>` or a deprecated `</path>`) closes no open block.",
    hint: "Remove the stray closing tag.",
  },
  "a52-heading-form": {
    severity: "warning",
    kind: "format",
    summary: "A section header is not written exactly `### Course of Action` or `### Files Updated This Cycle:`.",
    hint: "Write the headers exactly as the schema gives them.",
  },
  "a52-xml-sections": {
    severity: "warning",
    kind: "format",
    summary: "The response uses `<summary>`/`<course_of_action>` sections instead of markdown headers.",
    hint: "Write the summary as opening prose and the plan under `### Course of Action`.",
  },
  "a52-missing-files-list": {
    severity: "warning",
    kind: "format",
    summary: "The response supplies file blocks but has no `### Files Updated This Cycle:` list.",
    hint: "List every supplied file under `### Files Updated This Cycle:`; the canonical render writes it from the blocks.",
  },
  "a52-list-item-form": {
    severity: "warning",
    kind: "format",
    summary: "A files-list item is not written ``* `path` (Status)`` (path without backticks, bold, or status outside parentheses).",
    hint: "Write each item as ``* `path/to/file.ext` (Status)``.",
  },
  "a52-missing-section": {
    severity: "warning",
    kind: "content",
    summary: "The response has no summary or no course of action.",
    hint: "Begin with a summary, then give the plan under `### Course of Action`.",
  },
  "a52-listed-not-supplied": {
    severity: "warning",
    kind: "content",
    summary: "A file is listed as updated but no block supplies it.",
    hint: "Supply the file's block, or remove it from the list.",
  },
  "a52-supplied-not-listed": {
    severity: "warning",
    kind: "content",
    summary: "A block supplies a file the files list does not name.",
    hint: "Add the file to `### Files Updated This Cycle:`.",
  },
  "a52-prefix-match": {
    severity: "info",
    kind: "content",
    summary: "A listed path matches a block only without the block's directory prefix (`A0.md` ↔ `src/Artifacts/A0.md`).",
    hint: "List the full path from the project root.",
  },
  "a52-duplicate-block": {
    severity: "warning",
    kind: "content",
    summary: "Two blocks supply the same path; the later one wins when applied.",
    hint: "Supply each file once.",
  },
  "a52-empty-block": {
    severity: "info",
    kind: "content",
    summary: "A block that is not a deletion has no content lines.",
    hint: 'Supply the file\'s full content, or mark the block `action="delete"`.',
  },
  "a52-unread-tag": {
    severity: "info",
    kind: "content",
    summary: "A line looks like a deprecated `<path>` opening tag but nothing closes it, so it is read as text.",
    hint: 'If it opens a file, write `<file path="…">` … `</file>`.',
  },
} as const satisfies Record<string, FormatRule>;

export type A52Code = keyof typeof A52_RULES;

/** Codes of a PCPP history export (a session of parallel responses), read by `parseA52Session`. */
export const A52_SESSION_RULES = {
  "a52-session-json": {
    severity: "error",
    kind: "content",
    summary: "The session file is not valid JSON.",
    hint: "Export the history again from the Parallel Co-Pilot Panel.",
  },
  "a52-session-shape": {
    severity: "error",
    kind: "content",
    summary: "The session or one of its cycles lacks a field the export always has, or holds the wrong type.",
    hint: "Check the field named in the message; the cycle is kept with what could be read.",
  },
  "a52-session-pick": {
    severity: "warning",
    kind: "content",
    summary: "A cycle's `selectedResponseId` names no response of the cycle, or an empty one.",
    hint: "Pick one of the cycle's non-empty responses.",
  },
  "a52-session-tab-count": {
    severity: "info",
    kind: "content",
    summary: "A cycle's `tabCount` differs from the number of responses it holds.",
    hint: "The responses are what is kept; `tabCount` is the panel's tab setting.",
  },
  "a52-session-duplicate-cycle": {
    severity: "warning",
    kind: "content",
    summary: "Two cycles share one `cycleId`.",
    hint: "Renumber the cycles; both are kept, in file order.",
  },
} as const satisfies Record<string, FormatRule>;

export type A52SessionCode = keyof typeof A52_SESSION_RULES;
