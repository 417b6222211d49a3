import {
  ATTRIBUTES,
  CHILD_ORDER,
  ELISIONS,
  ENVELOPE,
  FILE_ACTIONS,
  GOOP_RULES,
  MEMORY_TYPES,
  ORCHESTRATOR,
  PHASES,
  REQUIRED,
  SPEC_VERSION,
  STATUSES,
  TEXT_ELEMENTS,
} from "./rules";

const code = (s: string) => `\`${s}\``;
const cell = (s: string) => s.split("|").join("\\|");

/** The GoopSpec envelope format, written from the tables the reader, renderer and rules use. */
export function goopspecSpecification(): string {
  const containers = Object.entries(CHILD_ORDER) as [string, readonly string[]][];
  return [
    "# GoopSpec `<goop_report>` envelope",
    "",
    "Generated from `lib/contract/goopspec/tables.ts`. Every agent response ends with one envelope; the last one that",
    "starts a line (inside or outside a fenced block) is the report. The reader is a tag scanner, not an XML parser:",
    "malformed envelopes are read as far as they go and their faults become diagnostics.",
    "",
    "## Canonical layout",
    "",
    `Render writes \`<${ENVELOPE} version="…">\` (${code(SPEC_VERSION)} when none is given), two-space indentation, attributes in`,
    'double quotes with `&`, `<` and `"` escaped, text with `&` and `<` escaped, children in this order:',
    "",
    "| Element | Children in order |",
    "|---|---|",
    ...containers.map(([name, children]) => `| ${code(name)} | ${children.map(code).join(", ")} |`),
    "",
    `Text elements (read raw up to their end tag): ${[...TEXT_ELEMENTS].map(code).join(", ")}.`,
    "",
    `Attributes: ${Object.entries(ATTRIBUTES)
      .map(([el, names]) => `${code(el)} ${names.map(code).join(", ")}`)
      .join("; ")}. Others are kept and written after these.`,
    "",
    "Elements the spec does not name (`<suggest-viz/>`, `<evidence>`, `<decision_required>`, …) and stray text are kept,",
    "shown, and written back as they were, at the end of their parent (an unclosed one closed).",
    "",
    "## Values",
    "",
    `- Status: ${STATUSES.map(code).join(", ")}. Phase: ${PHASES.map(code).join(", ")}.`,
    `- Agent: ${code("goop-<type>")} or ${code(ORCHESTRATOR)}. Required: ${REQUIRED.map((r) => code(`<${r}>`)).join(", ")}.`,
    `- File actions: ${FILE_ACTIONS.map(code).join(", ")}. Memory types: ${MEMORY_TYPES.map(code).join(", ")}. Flags: ${code("true")}, ${code("false")}.`,
    `- Placeholders mark a template: alternatives (${code("COMPLETE|PARTIAL")}), a bracket (${code("[1-2 sentence summary]")}), a count that is not a number (${code('current="N"')}), an elision (${ELISIONS.map(code).join(", ")}).`,
    "",
    "## Diagnostics",
    "",
    "`format` diagnostics are fixed by canonical rendering; `content` diagnostics describe what was said and survive it.",
    "",
    "| Code | Severity | Kind | Checks |",
    "|---|---|---|---|",
    ...Object.entries(GOOP_RULES).map(([c, r]) => `| ${code(c)} | ${r.severity} | ${r.kind} | ${cell(r.summary)} |`),
    "",
  ].join("\n");
}
