import { distinctiveTerms } from "@/lib/search/distinctive";

/** Something with a label to match: a tension (its thread) of one dialogue. */
export interface Labelled {
  id: string;
  label: string;
}

export type MatchStrength = "strong" | "moderate" | "weak";

export interface LabelMatch<A, B> {
  a: A;
  b: B;
  /** Cosine similarity of the two labels' weighted words, 0–1. */
  similarity: number;
  strength: MatchStrength;
  /** The words both labels hold, most telling first. */
  shared: string[];
}

export interface LabelMatching<A, B> {
  matches: LabelMatch<A, B>[];
  onlyA: A[];
  onlyB: B[];
}

/** Below this a pair shares a word or two by chance: it is left unmatched, never forced. */
export const MIN_SIMILARITY = 0.3;

export function strengthOf(similarity: number): MatchStrength {
  return similarity >= 0.6 ? "strong" : similarity >= 0.45 ? "moderate" : "weak";
}

/** A light stem, so "tokens"/"token" and "caching"/"cache" meet; labels are short, so recall matters more than rigour. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("es") && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith("e")) return word.slice(0, -1);
  return word;
}

/** A label's distinctive words (the search's stop words and id rules), stemmed. */
export function labelTerms(label: string): string[] {
  return [...new Set(distinctiveTerms(label, "", 32).map((t) => stem(t.term)))];
}

/** Inverse document frequency over a set of labels' terms: a word every label holds counts little. */
function idfOver(docs: string[][]): (term: string) => number {
  const df = new Map<string, number>();
  for (const terms of docs) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  return (t: string) => Math.log(1 + docs.length / (df.get(t) ?? 1));
}

function cosine(ta: string[], tb: string[], idf: (t: string) => number): { similarity: number; shared: string[] } {
  const norm = (terms: string[]) => Math.sqrt(terms.reduce((s, t) => s + idf(t) ** 2, 0));
  const na = norm(ta);
  const nb = norm(tb);
  if (na === 0 || nb === 0) return { similarity: 0, shared: [] };
  const inB = new Set(tb);
  const shared = ta.filter((t) => inB.has(t)).sort((x, y) => idf(y) - idf(x) || x.localeCompare(y));
  const dot = shared.reduce((s, t) => s + idf(t) ** 2, 0);
  return { similarity: Math.min(1, dot / (na * nb)), shared };
}

/** Each label's similarity to one subject, words weighed by rarity across all of them (titles: "Compare with…"). */
export function similaritiesTo(subject: string, labels: string[]): number[] {
  const terms = labels.map(labelTerms);
  const mine = labelTerms(subject);
  const idf = idfOver([mine, ...terms]);
  return terms.map((t) => cosine(mine, t, idf).similarity);
}

/**
 * Matches two lists of labels one to one by full-text similarity: each label a bag of distinctive words weighted by
 * rarity across both lists (idf, so a word every label shares counts little), cosine between the bags, then the most
 * similar pairs first, each label used once. Pairs under MIN_SIMILARITY stay unmatched.
 */
export function matchLabels<A extends Labelled, B extends Labelled>(as: A[], bs: B[], min = MIN_SIMILARITY): LabelMatching<A, B> {
  const termsA = as.map((x) => labelTerms(x.label));
  const termsB = bs.map((x) => labelTerms(x.label));
  const idf = idfOver([...termsA, ...termsB]);
  const pairs: { i: number; j: number; similarity: number; shared: string[] }[] = [];
  termsA.forEach((ta, i) => {
    termsB.forEach((tb, j) => {
      const { similarity, shared } = cosine(ta, tb, idf);
      if (shared.length > 0 && similarity >= min) pairs.push({ i, j, similarity, shared });
    });
  });
  // Best pairs first; ties keep source order so the result does not depend on sort stability.
  pairs.sort((x, y) => y.similarity - x.similarity || x.i - y.i || x.j - y.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const matches: LabelMatch<A, B>[] = [];
  const order: number[] = [];
  for (const p of pairs) {
    if (usedA.has(p.i) || usedB.has(p.j)) continue;
    usedA.add(p.i);
    usedB.add(p.j);
    order.push(p.i);
    matches.push({ a: as[p.i]!, b: bs[p.j]!, similarity: p.similarity, strength: strengthOf(p.similarity), shared: p.shared });
  }
  // In the first list's order, as a reader scans it.
  const inOrder = order.map((i, k) => ({ i, m: matches[k]! })).sort((x, y) => x.i - y.i);
  return {
    matches: inOrder.map(({ m }) => m),
    onlyA: as.filter((_, i) => !usedA.has(i)),
    onlyB: bs.filter((_, j) => !usedB.has(j)),
  };
}
