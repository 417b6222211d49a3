/** ``` or ~~~ (three or more) opening a fence: returns the fence run, else null. */
export function fenceOpener(trimmed: string): string | null {
  const ch = trimmed[0];
  if (ch !== "`" && ch !== "~") return null;
  let n = 0;
  while (trimmed[n] === ch) n++;
  if (n < 3) return null;
  if (ch === "`" && trimmed.slice(n).includes("`")) return null;
  return trimmed.slice(0, n);
}

export function closesFence(trimmed: string, fence: string): boolean {
  const ch = fence[0]!;
  let n = 0;
  while (trimmed[n] === ch) n++;
  return n >= fence.length && trimmed.slice(n).trim().length === 0;
}
