import { DIAGNOSTIC_RULES } from "./rules";
import { INPUT_RULES } from "../core/input-rules";
import {
  AGENT_EMOJI,
  CANONICAL_TITLE_PREFIX,
  JUDGE_EMOJI,
  MARKER_MEANING,
  MARKER_TYPES,
  REQUIRED_METADATA,
  SECTIONS,
  SECTION_ORDER,
  TITLE_PREFIXES,
} from "./symbols";

/** RFC 0028's specification_markdown: the format rules for people and agents, written from the parser's own tables. */
export function specificationMarkdown(): string {
  const out: string[] = [
    "# Dialogue format contract",
    "",
    "Generated from the tables the parser, renderer and linter use (`lib/contract/dialogue/symbols.ts`, `rules.ts`).",
    "",
    "## Canonical layout",
    "",
    `1. \`# ${CANONICAL_TITLE_PREFIX}<title>\` (also read: ${TITLE_PREFIXES.map((p) => `\`${p}: \``).join(", ")}, \`Dialogue NNNN: \`).`,
    `2. Header fields as \`**Key**: value\`, one a line; ${REQUIRED_METADATA.map((k) => `\`${k}\``).join(", ")} are expected.`,
    ...SECTION_ORDER.map((k, i) => `${i + 3}. \`## ${SECTIONS[k].heading}\` (also read: ${SECTIONS[k].spellings.map((s) => `"${s}"`).join(", ")}).`),
    `${SECTION_ORDER.length + 3}. Rounds: \`## Round N: Label\`, numbered from 0. Also read: \`## Round N\`, \`## Round N (Label)\`, \`## Round N — Label\`, \`## Label (Round N)\`.`,
    `${SECTION_ORDER.length + 4}. Agents inside a round: \`### Name ${AGENT_EMOJI}\` (also read \`### ${AGENT_EMOJI} Name\`, \`(Role)\` and \`→ note\` suffixes); the Judge: \`### ${JUDGE_EMOJI} …\`.`,
    "",
    "Fenced code (``` or ~~~) and inline code are opaque: nothing inside is a heading, table or marker.",
    "",
    "## Markers",
    "",
    "A marker is `[` + TYPE followed by a space, `:` or `]`, closed by the first `]` on its line, anywhere outside code.",
    "Canonical markers start their line: `[TYPE ID: description]`, ids with at least two digits (`P1` → `P01`).",
    "",
    "| Type | Meaning |",
    "|---|---|",
    ...MARKER_TYPES.map((t) => `| \`${t}\` | ${MARKER_MEANING[t]} |`),
    `| (other) | ${MARKER_MEANING.UNKNOWN} |`,
    "",
    "## Diagnostics",
    "",
    "`format` diagnostics are fixed by canonical rendering; `content` diagnostics describe what was said and survive it.",
    "",
    "| Code | Severity | Kind | Checks | Replaces Blue's |",
    "|---|---|---|---|---|",
    ...Object.entries(DIAGNOSTIC_RULES).map(
      ([code, r]) => `| \`${code}\` | ${r.severity} | ${r.kind} | ${r.summary.split("|").join("\\|")} | ${"blue" in r ? r.blue : "—"} |`,
    ),
    "",
    "## Files refused before they are read",
    "",
    "| Code | Severity | Checks |",
    "|---|---|---|",
    ...Object.entries(INPUT_RULES).map(([code, r]) => `| \`${code}\` | ${r.severity} | ${r.summary} |`),
    "",
  ];
  return out.join("\n");
}
