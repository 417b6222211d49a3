/** A piece of a snippet; `hit` pieces are the words the query matched. Rendered as text: never HTML. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The text around the first matched word, at most about `length` characters, with every matched word marked. A word
 * matches a search token exactly or, for prefix tokens, by its start; accents are ignored, as the index ignores them.
 */
export function snippet(text: string, words: string[], prefixes: string[], length = 240): SnippetPart[] {
  const exact = new Set(words.map(fold));
  const starts = prefixes.map(fold);
  const hits: [number, number][] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = fold(m[0]);
    if (exact.has(w) || starts.some((p) => w.startsWith(p))) hits.push([m.index, m.index + m[0].length]);
  }
  let from = 0;
  if (text.length > length && hits.length > 0) from = Math.max(0, hits[0]![0] - Math.floor(length / 3));
  let to = Math.min(text.length, from + length);
  // Cut at spaces, not inside words.
  if (from > 0) from = text.indexOf(" ", from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(" ", to) > from ? text.lastIndexOf(" ", to) : to;
  const parts: SnippetPart[] = [];
  const push = (s: string, hit: boolean) => s && parts.push({ text: s, hit });
  if (from > 0) push("… ", false);
  let at = from;
  for (const [start, end] of hits) {
    if (end <= from || start >= to) continue;
    push(text.slice(at, start), false);
    push(text.slice(start, end), true);
    at = end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push(" …", false);
  return parts;
}
