import { DASH_SEPARATORS, ERROR_LABELS, KEYWORD_ORDER, MESSAGE_TYPES, type AcorMessageType, type ErrorLabel } from "./symbols";

/** A `## ` line read as a message header; `canonical` is false when render would spell it differently. */
export interface AcorHeader {
  type: AcorMessageType;
  title: string | null;
  canonical: boolean;
}

/** The header as render writes it. */
export function headerText(type: AcorMessageType, title: string | null): string {
  if (type === "unknown") return title === null ? "##" : `## ${title}`;
  return title === null ? `## ${type}` : `## ${type}: ${title}`;
}

/**
 * A line starting `##` (not `###`) at column 0 is a message header. Read: any case of the keyword, no space after
 * `##`, `:` with any spacing, ` - ` / ` — `, a space for Status and Progress; anything else is an `unknown` message.
 */
export function readHeader(line: string): AcorHeader | null {
  if (!line.startsWith("##") || line[2] === "#") return null;
  const text = line.slice(2).trim();
  for (const keyword of KEYWORD_ORDER) {
    if (text.length < keyword.length || text.slice(0, keyword.length).toLowerCase() !== keyword.toLowerCase()) continue;
    const title = titleAfter(text.slice(keyword.length), MESSAGE_TYPES[keyword].spaceSeparator);
    if (title === undefined) continue;
    return { type: keyword, title, canonical: line.trimEnd() === headerText(keyword, title) };
  }
  const title = text.length > 0 ? text : null;
  return { type: "unknown", title, canonical: line.trimEnd() === headerText("unknown", title) };
}

/** What follows the keyword: null for no title, undefined when the keyword was only the start of another word. */
function titleAfter(rest: string, spaceSeparator: boolean): string | null | undefined {
  if (rest.length === 0) return null;
  const trimmed = rest.trimStart();
  if (trimmed.startsWith(":")) return emptyToNull(trimmed.slice(1).trim());
  for (const dash of DASH_SEPARATORS) if (trimmed.startsWith(dash.trimStart())) return emptyToNull(trimmed.slice(dash.trimStart().length).trim());
  if (trimmed.length === 0) return null;
  if (spaceSeparator && rest[0] === " ") return trimmed;
  return undefined;
}

function emptyToNull(s: string): string | null {
  return s.length === 0 ? null : s;
}

/** An Error body label: `**Recovery**: text` (canonical), `**Recovery:** text`, `Recovery: text`, any case. */
export interface ErrorLabelLine {
  label: ErrorLabel;
  rest: string;
  canonical: boolean;
}

export function labelText(label: ErrorLabel, rest: string): string {
  return rest.length === 0 ? `**${label}**:` : `**${label}**: ${rest}`;
}

export function readErrorLabel(line: string): ErrorLabelLine | null {
  const trimmed = line.trim();
  for (const label of ERROR_LABELS) {
    for (const [open, close] of [
      ["**", "**:"],
      ["**", ":**"],
      ["", ":"],
      ["__", "__:"],
    ] as const) {
      const head = open + label + close;
      if (trimmed.length < head.length || trimmed.slice(0, head.length).toLowerCase() !== head.toLowerCase()) continue;
      const rest = trimmed.slice(head.length).trim();
      return { label, rest, canonical: line.trimEnd() === labelText(label, rest) };
    }
  }
  return null;
}

/** The percentage a Progress title states: `50%`, `50 %`, `50`, `12.5%`, `50% - loading`; null when unreadable. */
export function readPercent(title: string | null): number | null {
  if (title === null) return null;
  const s = title.trim();
  let i = 0;
  let dot = false;
  while (i < s.length && ((s[i]! >= "0" && s[i]! <= "9") || (s[i] === "." && !dot && i > 0))) {
    if (s[i] === ".") dot = true;
    i++;
  }
  if (i === 0 || s[i - 1] === ".") return null;
  const rest = s.slice(i).trimStart();
  if (rest.length > 0 && !rest.startsWith("%")) return null;
  const n = Number(s.slice(0, i));
  return Number.isFinite(n) ? n : null;
}
