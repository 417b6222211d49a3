/**
 * GFM table cells: split on every unescaped `|` (GFM splits inside code spans too, which is why a `|` in a code
 * span breaks a row's column count), then trim. Leading and trailing pipes are optional.
 */
export function splitRow(line: string): string[] {
  const s = line.trim();
  const cuts: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "|" && (i === 0 || s[i - 1] !== "\\")) cuts.push(i);
  }
  const cells: string[] = [];
  let start = 0;
  for (const c of cuts) {
    cells.push(s.slice(start, c));
    start = c + 1;
  }
  cells.push(s.slice(start));
  if (s.startsWith("|")) cells.shift();
  if (cuts.length > 0 && cuts[cuts.length - 1] === s.length - 1) cells.pop();
  return cells.map((c) => c.trim());
}

/** `|---|:--:|` */
export function isSeparatorRow(cells: string[]): boolean {
  if (cells.length === 0) return false;
  for (const cell of cells) {
    if (cell.length === 0) return false;
    let dash = false;
    for (const ch of cell) {
      if (ch === "-") dash = true;
      else if (ch !== ":") return false;
    }
    if (!dash) return false;
  }
  return true;
}

/** Writes a row canonically: `| a | b |`, fitted to `width` cells (extra cells are joined back with an escaped pipe). */
export function renderRow(cells: string[], width?: number): string {
  let out = cells;
  if (width !== undefined && width > 0) {
    if (out.length > width) out = [...out.slice(0, width - 1), out.slice(width - 1).join(" \\| ")];
    while (out.length < width) out = [...out, ""];
  }
  return "| " + out.join(" | ") + " |";
}

export function renderSeparator(width: number): string {
  return "|" + Array.from({ length: width }, () => "---").join("|") + "|";
}

/** Header cell as a lookup key: bold, emoji and case removed. */
export function headerKey(cell: string): string {
  const plain = cell.includes("*") || cell.includes("\u{1F9C1}") ? cell.split("**").join("").split("\u{1F9C1}").join("") : cell;
  return plain.trim().toLowerCase();
}
