import { ruleDiagnostic } from "../core/format";
import { stripEmphasis } from "../core/text";
import type { Diagnostic } from "../core/diagnostic";
import { fileItem, firstCode, listItem, segments, type NumberedLine, type Segment } from "./body";
import { readErrorLabel, readPercent } from "./headers";
import { ACOR_RULES } from "./rules";
import { COMMAND_LANGUAGES, EXAMPLE_LABELS, JSON_LANGUAGES, OPTION_LABEL, YAML_LANGUAGES, type AcorMessageType } from "./symbols";
import type { AcorData, AcorItem, AcorMessage, AcorOption } from "./types";
import { checkYaml } from "./yaml";

/** Reads what a message's type gives meaning to out of its body; format diagnostics (label spelling) go to `out`. */
export function readMessage(type: AcorMessageType, title: string | null, line: number, body: NumberedLine[], out: Diagnostic[]): AcorMessage {
  const message: AcorMessage = { type, title, line, body: body.map((l) => l.text).join("\n") };
  const parts = segments(body);
  switch (type) {
    case "Progress":
      message.percent = readPercent(title);
      break;
    case "Output Data":
      message.data = readData(parts);
      break;
    case "Output Files":
      message.files = parts.flatMap((s) => {
        const item = s.kind === "text" ? listItem(s.text) : null;
        return item === null ? [] : [{ ...fileItem(item), line: s.line }];
      });
      break;
    case "Error":
      Object.assign(message, readError(parts, out));
      break;
    case "Input Needed":
      Object.assign(message, readInputNeeded(parts));
      break;
    case "Suggestions":
    case "AI Directive":
      message.items = readItems(parts);
      break;
    default:
      break;
  }
  if (INTRODUCED.includes(type)) message.intro = introOf(parts, type === "Input Needed");
  return message;
}

/** Types whose body opens with prose before its structure (labels, blocks, a list); the view shows it first. */
const INTRODUCED: readonly AcorMessageType[] = ["Error", "Input Needed", "Suggestions", "AI Directive", "Output Files"];

/**
 * The text lines before the first fenced block, list item or Error label. In Input Needed the paragraph right before
 * the first block is that block's label (`**Run this command…:**`, `**Option A …:**`), not the question, so it is left out.
 */
function introOf(parts: Segment[], dropBlockLabel: boolean): string {
  const lines: string[] = [];
  let stop: Segment | undefined;
  for (const s of parts) {
    if (s.kind === "code" || listItem(s.text) !== null || readErrorLabel(s.text) !== null) {
      stop = s;
      break;
    }
    lines.push(s.text);
  }
  if (dropBlockLabel && stop?.kind === "code") {
    while (lines.length > 0 && lines[lines.length - 1]!.trim().length === 0) lines.pop();
    while (lines.length > 0 && lines[lines.length - 1]!.trim().length > 0) lines.pop();
  }
  return lines.join("\n").trim();
}

function readData(parts: Segment[]): AcorData | null {
  const block = parts.find((s) => s.kind === "code");
  if (!block || block.kind !== "code") return null;
  const text = block.content.join("\n");
  let value: unknown = null;
  let valid: boolean | null = null;
  if (JSON_LANGUAGES.includes(block.language)) {
    try {
      value = JSON.parse(text);
      valid = true;
    } catch {
      valid = false;
    }
  } else if (YAML_LANGUAGES.includes(block.language)) valid = checkYaml(text);
  return { language: block.language, text, value, valid, line: block.line };
}

/** `**Details**:` and `**Recovery**:` each take their line's rest and every line up to the next label. */
function readError(parts: Segment[], out: Diagnostic[]): { details?: string; recovery?: string } {
  const found: { details?: string[]; recovery?: string[] } = {};
  let current: string[] | null = null;
  for (const s of parts) {
    if (s.kind === "code") {
      if (current) current.push("```" + s.language, ...s.content, "```");
      continue;
    }
    const label = readErrorLabel(s.text);
    if (label) {
      if (!label.canonical) out.push(ruleDiagnostic(ACOR_RULES, "acor-label-form", s.line, `The ${label.label} label is written \`${s.text.trim()}\`.`));
      current = [];
      if (label.label === "Details") found.details = current;
      else found.recovery = current;
      if (label.rest.length > 0) current.push(label.rest);
    } else if (current && s.text.trim().length > 0) current.push(s.text.trim());
  }
  const result: { details?: string; recovery?: string } = {};
  if (found.details && found.details.length > 0) result.details = found.details.join("\n");
  if (found.recovery && found.recovery.length > 0) result.recovery = found.recovery.join("\n");
  return result;
}

/**
 * Each fenced block is classified by the last text line before it: `Example` makes it an example (not counted),
 * `Option X - title:` an alternative (counted, and listed as an option); a shell block is a command; a JSON or YAML
 * block is data, not a command.
 */
function readInputNeeded(parts: Segment[]): Pick<AcorMessage, "commands" | "commandTexts" | "example" | "options"> {
  const commandTexts: string[] = [];
  const options: AcorOption[] = [];
  let example: string | null = null;
  let label = "";
  for (const s of parts) {
    if (s.kind === "text") {
      if (s.text.trim().length > 0) label = stripEmphasis(s.text.trim());
      continue;
    }
    const text = s.content.join("\n").trim();
    const lower = label.toLowerCase();
    if (EXAMPLE_LABELS.some((l) => lower.startsWith(l))) example ??= text;
    else if (lower.startsWith(OPTION_LABEL)) {
      options.push({ ...readOption(label.slice(OPTION_LABEL.length)), command: text, line: s.line });
      commandTexts.push(text);
    } else if (COMMAND_LANGUAGES.includes(s.language)) commandTexts.push(text);
    label = "";
  }
  return { commands: commandTexts.length, commandTexts, example, options };
}

/** `A - Use config file:` → label A, title "Use config file". */
function readOption(rest: string): { label: string; title: string | null } {
  let s = rest.trim();
  if (s.endsWith(":")) s = s.slice(0, -1).trim();
  let end = 0;
  while (end < s.length && s[end] !== " " && s[end] !== ":" && s[end] !== "-" && s[end] !== "—" && s[end] !== ")") end++;
  const label = s.slice(0, end);
  let title = s.slice(end).trim();
  for (const sep of [")", "-", "—", "–", ":"]) if (title.startsWith(sep)) title = title.slice(sep.length).trim();
  return { label, title: title.length > 0 ? title : null };
}

function readItems(parts: Segment[]): AcorItem[] {
  return parts.flatMap((s) => {
    const item = s.kind === "text" ? listItem(s.text) : null;
    return item === null ? [] : [{ text: item, command: firstCode(item), line: s.line }];
  });
}
