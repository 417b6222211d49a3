import { A52_RULES, A52_SESSION_RULES } from "./rules";
import { CLOSERS, COURSE_HEADER, COURSE_TITLES, FILES_HEADER, FILES_TITLES, XML_SECTIONS } from "./symbols";

/** The A52 specification for people and agents, written from the tables the reader uses. */
export function a52SpecificationMarkdown(): string {
  const row = (code: string, r: { severity: string; kind: string; summary: string; hint: string }) =>
    `| \`${code}\` | ${r.severity} | ${r.kind} | ${r.summary.split("|").join("\\|")} | ${r.hint.split("|").join("\\|")} |`;
  return [
    "# A52 response format contract",
    "",
    "Generated from the tables the A52 reader, renderer and linter use (`lib/contract/a52/symbols.ts`, `rules.ts`).",
    "",
    "## Canonical layout",
    "",
    "1. Summary: opening prose, up to the first section header.",
    `2. \`${COURSE_HEADER}\` (also read: ${COURSE_TITLES.map((t) => `"${t}"`).join(", ")}, after 1–4 \`#\` or in bold, any case, with or without a colon).`,
    `3. \`${FILES_HEADER}\` (also read: ${FILES_TITLES.map((t) => `"${t}"`).join(", ")}), then one item a line: \`* \\\`path/to/file.ext\\\` (Status)\`; the status is free text.`,
    '4. File blocks: `<file path="path/to/file.ext">`, the content, `</file>`; a deletion may be `<file path="…" action="delete" />`.',
    "",
    `Also read: XML sections ${Object.values(XML_SECTIONS)
      .map((t) => `\`<${t}>…</${t}>\``)
      .join(" and ")}; closers ${Object.keys(CLOSERS)
      .map((c) => `\`</${c}>\``)
      .join(", ")};`,
    "the deprecated `<path/to/file.ext>…</path/to/file.ext>` form (also closed by `</file>`), taken as a block only when a closer follows",
    'before the next opening tag; fences outside, inside or glued to tag lines; `</file><file path="…">` on one line.',
    "",
    "## What a block is",
    "",
    "- An opening tag counts only at the start of a line (after whitespace or a glued fence): prose or code that mentions",
    '  `<file path="…">` inside a line is text.',
    "- Inside a block only closers and the next opening tag are read; a block never closed ends at the next opening tag.",
    "- `lineCount` is the number of content lines between the tag lines, not counting one fence line right after the",
    "  opening tag or one right before the closing tag.",
    "- The files list is compared with the blocks by exact path (backticks, quotes, `./` and backslashes normalised);",
    "  a listed path that equals a block's path without its directory prefix is reported as a prefix match.",
    "",
    "## Diagnostics",
    "",
    "`format` diagnostics are fixed by the canonical render; `content` diagnostics describe what was said and survive it.",
    "",
    "| Code | Severity | Kind | Checks | Hint |",
    "|---|---|---|---|---|",
    ...Object.entries(A52_RULES).map(([code, r]) => row(code, r)),
    "",
    "## Sessions (PCPP history export)",
    "",
    'A `{version, cycles: [{cycleId, timestamp, title, cycleContext, ephemeralContext, responses: {"1": {content}…},',
    "selectedResponseId, tabCount, …}]}` export is read as a session of cycles, each holding its parallel responses;",
    "a response whose trimmed content is shorter than two characters is kept and marked empty.",
    "",
    "| Code | Severity | Kind | Checks | Hint |",
    "|---|---|---|---|---|",
    ...Object.entries(A52_SESSION_RULES).map(([code, r]) => row(code, r)),
    "",
  ].join("\n");
}
