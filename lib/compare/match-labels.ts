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

/**
 * Matches two lists of labels one to one by full-text similarity: each label a bag of distinctive words weighted by
 * rarity across both lists (idf, so a word every label shares counts little), cosine between the bags, then the most
 * similar pairs first, each label used once. Pairs under MIN_SIMILARITY stay unmatched.
 */
export function matchLabels<A extends Labelled, B extends Labelled>(as: A[], bs: B[], min = MIN_SIMILARITY): LabelMatching<A, B> {
  const termsA = as.map((x) => labelTerms(x.label));
  const termsB = bs.map((x) => labelTerms(x.label));
  const docs = [...termsA, ...termsB];
  const df = new Map<string, number>();
  for (const terms of docs) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + docs.length / (df.get(t) ?? 1));
  const norm = (terms: string[]) => Math.sqrt(terms.reduce((s, t) => s + idf(t) ** 2, 0));
  const normsB = termsB.map(norm);
  const pairs: { i: number; j: number; similarity: number; shared: string[] }[] = [];
  termsA.forEach((ta, i) => {
    const na = norm(ta);
    if (na === 0) return;
    termsB.forEach((tb, j) => {
      if (normsB[j] === 0) return;
      const inB = new Set(tb);
      const shared = ta.filter((t) => inB.has(t));
      if (shared.length === 0) return;
      const dot = shared.reduce((s, t) => s + idf(t) ** 2, 0);
      const similarity = dot / (na * normsB[j]!);
      if (similarity >= min) pairs.push({ i, j, similarity, shared: shared.sort((x, y) => idf(y) - idf(x) || x.localeCompare(y)) });
    });
  });
  // Best pairs first; ties keep source order so the result does not depend on sort stability.
  pairs.sort((x, y) => y.similarity - x.similarity || x.i - y.i || x.j - y.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const matches: LabelMatch<A, B>[] = [];
  for (const p of pairs) {
    if (usedA.has(p.i) || usedB.has(p.j)) continue;
    usedA.add(p.i);
    usedB.add(p.j);
    const similarity = Math.min(1, p.similarity);
    matches.push({ a: as[p.i]!, b: bs[p.j]!, similarity, strength: strengthOf(similarity), shared: p.shared });
  }
  matches.sort((x, y) => as.indexOf(x.a) - as.indexOf(y.a));
  return { matches, onlyA: as.filter((_, i) => !usedA.has(i)), onlyB: bs.filter((_, j) => !usedB.has(j)) };
}
