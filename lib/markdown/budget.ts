/**
 * What markdown the viewer will hand to the markdown renderer. micromark's inline resolution is quadratic in a
 * paragraph's length for some inputs (100 KB of `**a** _b_` takes seconds, nested brackets worse) and mdast → React
 * recurses once per nesting level (10,000 nested `>` overflow the stack). Text over any of these limits is shown as
 * escaped plain text instead. The limits are 8 to 16 times the largest seen in the Blue corpus (a contribution of
 * 4.1 KB, a paragraph of 1 KB, nesting of 3), so no real dialogue meets them.
 */
export const MARKDOWN_BUDGET = {
  /** Characters of one piece of markdown (a contribution, a round's introduction, a marker's description). */
  maxChars: 64 * 1024,
  /** Characters of one paragraph: lines between blank lines, where inline parsing happens. */
  maxParagraphChars: 8 * 1024,
  /** Block containers (`>` and list markers) opened on one line. */
  maxLineNesting: 16,
  /** Unclosed `[` at once within a paragraph. */
  maxBracketDepth: 32,
} as const;

export type Budget = { [K in keyof typeof MARKDOWN_BUDGET]: number };

const isSpace = (c: string | undefined) => c === " " || c === "\t";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** Block containers a line opens before its content: `>`, `-`/`*`/`+` and `1.`/`1)` list markers, spaces between. */
function lineNesting(text: string, start: number, end: number): number {
  let depth = 0;
  let i = start;
  for (;;) {
    while (i < end && isSpace(text[i])) i++;
    const c = text[i];
    if (c === ">") {
      depth++;
      i++;
      continue;
    }
    if ((c === "-" || c === "*" || c === "+") && (i + 1 === end || isSpace(text[i + 1]))) {
      depth++;
      i++;
      continue;
    }
    if (isDigit(c)) {
      let j = i;
      while (j < end && j - i < 9 && isDigit(text[j])) j++;
      if ((text[j] === "." || text[j] === ")") && (j + 1 === end || isSpace(text[j + 1]))) {
        depth++;
        i = j + 1;
        continue;
      }
    }
    return depth;
  }
}

/** Why `text` is over the markdown budget, in words for a reader; null when the renderer may have it. */
export function overBudget(text: string, budget: Budget = MARKDOWN_BUDGET): string | null {
  if (text.length > budget.maxChars) return `${kb(text.length)} of markdown, over the ${kb(budget.maxChars)} the viewer renders`;
  let paragraph = 0;
  let brackets = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let blank = true;
    for (let i = lineStart; i < lineEnd; i++) {
      const c = text[i];
      if (!isSpace(c) && c !== "\r") blank = false;
      if (c === "\\") i++;
      else if (c === "[" && ++brackets > budget.maxBracketDepth) return `brackets nested more than ${budget.maxBracketDepth} deep`;
      else if (c === "]" && brackets > 0) brackets--;
    }
    if (blank) {
      paragraph = 0;
      brackets = 0;
    } else {
      paragraph += lineEnd - lineStart + 1;
      if (paragraph > budget.maxParagraphChars) return `a paragraph of over ${kb(budget.maxParagraphChars)}, more than the viewer renders as markdown`;
      if (lineNesting(text, lineStart, lineEnd) > budget.maxLineNesting) return `quotes or lists nested more than ${budget.maxLineNesting} deep on one line`;
    }
    lineStart = lineEnd + 1;
  }
  return null;
}

function kb(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : `${Math.round(chars / 1024)} KB`;
}
