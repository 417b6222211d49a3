/**
 * Key words of a short label, for telling whether two labels name the same tension: lower case, words of three
 * letters or more outside a closed list of function words, a plural `s` dropped, cut to five letters
 * (`bundling` and `bundle` → `bundl`; `Hooks` and `hook` → `hook`).
 */
const STOP_WORDS = new Set([
  "the",
  "and",
  "for",
  "with",
  "from",
  "into",
  "onto",
  "that",
  "this",
  "these",
  "those",
  "its",
  "are",
  "was",
  "were",
  "not",
  "but",
  "nor",
  "our",
  "you",
  "your",
  "who",
  "what",
  "when",
  "where",
  "which",
  "how",
  "why",
  "does",
  "did",
  "doe",
  "can",
  "should",
  "must",
  "will",
  "would",
  "could",
  "may",
  "might",
  "via",
  "per",
  "than",
  "then",
  "all",
  "any",
  "has",
  "have",
  "had",
  "been",
  "being",
  "vs.",
  "versus",
  "between",
  "there",
  "their",
  "them",
  "they",
  "about",
  "only",
  "also",
  "just",
  "still",
  "more",
  "less",
  "most",
  "each",
  "every",
  "other",
  "same",
]);

const STEM = 5;

function isWordChar(ch: string): boolean {
  return (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9");
}

export function keyWords(label: string): Set<string> {
  const out = new Set<string>();
  let word = "";
  for (const ch of label.toLowerCase() + " ") {
    if (isWordChar(ch)) {
      word += ch;
      continue;
    }
    if (word.length >= 3 && word !== "vs" && !STOP_WORDS.has(word)) {
      let w = word;
      if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
      out.add(w.slice(0, STEM));
    }
    word = "";
  }
  return out;
}

/** How many key words two sets share. */
export function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}
