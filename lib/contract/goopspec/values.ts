/** Reading single values out of the envelope's text: text layout, flags, counts, placeholders. No regular expressions. */
import { isDigits, isSpace } from "./scan";
import { ELISIONS } from "./rules";
import type { GoopCount, GoopFlag } from "./types";

function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  return i;
}

/**
 * Element text as a reader sees it: the first line trimmed, the following lines dedented by their common indentation
 * (so nested lists keep their shape), blank lines at either end dropped. Render writes this back unchanged.
 */
export function layoutText(s: string): string {
  const lines = s.split("\n").map((l) => l.trimEnd());
  const first = (lines[0] ?? "").trim();
  const rest = lines.slice(1);
  // A loop, not Math.min(...indents): spreading 100,000 lines overflows the call stack.
  let cut = Infinity;
  for (const l of rest) if (l.trim() !== "") cut = Math.min(cut, indentOf(l));
  if (cut === Infinity) cut = 0;
  const out = [first, ...rest.map((l) => l.slice(Math.min(cut, indentOf(l))))];
  while (out.length > 0 && out[0] === "") out.shift();
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}

/** `true`/`false` as booleans; another case of them is read with `cased`; anything else stays text. */
export function readFlag(value: string | null): { flag: GoopFlag; cased: boolean } {
  if (value === null) return { flag: null, cased: false };
  if (value === "true" || value === "false") return { flag: value === "true", cased: false };
  const lower = value.toLowerCase();
  if (lower === "true" || lower === "false") return { flag: lower === "true", cased: true };
  return { flag: value, cased: false };
}

export function readCount(value: string | null): GoopCount {
  if (value === null) return null;
  const t = value.trim();
  return isDigits(t) ? Number(t) : value;
}

/** A decimal such as `0.8` as a number; other text as written. */
export function readDecimal(value: string | null): number | string | null {
  if (value === null) return null;
  const t = value.trim();
  const dot = t.indexOf(".");
  const whole = dot === -1 ? t : t.slice(0, dot);
  const fraction = dot === -1 ? "0" : t.slice(dot + 1);
  return (whole === "" || isDigits(whole)) && isDigits(fraction) && t !== "." ? Number(t) : value;
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** A `[…]` that stands for a value (`[1-2 sentence summary]`, `W[wave]`): letters inside, not a markdown link or checkbox. */
export function bracketPlaceholder(s: string): string | null {
  for (let open = s.indexOf("["); open !== -1; open = s.indexOf("[", open + 1)) {
    const close = s.indexOf("]", open + 1);
    if (close === -1) return null;
    const inner = s.slice(open + 1, close);
    if (inner.indexOf("\n") !== -1 || inner.indexOf("[") !== -1 || inner.trim().length < 2) continue;
    if (s[close + 1] === "(" || s[open - 1] === "!") continue;
    let letters = false;
    for (let i = 0; i < inner.length; i++) if (isLetter(inner.charCodeAt(i))) letters = true;
    if (letters) return s.slice(open, close + 1);
  }
  return null;
}

export const isElision = (s: string) => ELISIONS.includes(s.trim());

/** An enum value written as its alternatives (`COMPLETE|PARTIAL`, `true|false`). */
export const isAlternation = (s: string) => s.indexOf("|") !== -1;

export function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isSpace(s.charCodeAt(i))) return false;
  return true;
}
