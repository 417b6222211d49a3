import { tokens } from "./query";

/**
 * English function words and the dialogues' own boilerplate: words that say nothing about a marker's subject. Kept
 * short on purpose; the database drops whatever else is common in what it holds (`veryCommon` in lib/db).
 */
const STOP_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can cannot " +
    "could did do does doing done down during each either else even ever every few for from further get gets got had has have having he her " +
    "here hers him his how however i if in into is it its itself just least less let like made make makes many may me might more most much " +
    "must my need needs neither no nor not now of off often on once one only or other others our ours out over own per rather same shall she " +
    "should since so some such than that the their theirs them then there these they this those though through thus to too under until up " +
    "upon us use used uses using very via was we well were what when where whether which while who whom whose why will with within without " +
    "would yet you your yours " +
    // The dialogues' vocabulary about themselves.
    "agent agents round rounds tension tensions perspective perspectives resolved resolution refinement concession dialogue judge point " +
    "points argue argues argued agree agrees think thinks propose proposes proposal position view approach question issue case way"
  ).split(" "),
);

export interface WeightedTerm {
  term: string;
  /** 3 for each time in the label, 1 for each time in the prose. */
  weight: number;
  /** Whether the label holds it. */
  label: boolean;
}

/**
 * A marker's words that could find the same subject elsewhere, best first: the label's words count three times its
 * prose's (as search weighs them), stop words, ids (`T01`), numbers and one- or two-letter tokens are left out.
 */
export function distinctiveTerms(label: string, text: string, max = 16): WeightedTerm[] {
  const weight = new Map<string, number>();
  const inLabel = new Set<string>();
  const add = (words: string[], w: number) => {
    for (const word of words) {
      if (word.length < 3 || STOP_WORDS.has(word) || /^\p{N}+$/u.test(word) || /^[a-z]\p{N}+$/u.test(word)) continue;
      weight.set(word, (weight.get(word) ?? 0) + w);
      if (w === 3) inLabel.add(word);
    }
  };
  add(tokens(label), 3);
  add(tokens(text.slice(0, 4_000)), 1);
  return [...weight]
    .map(([term, w]) => ({ term, weight: w, label: inLabel.has(term) }))
    .sort((a, b) => b.weight - a.weight || b.term.length - a.term.length || a.term.localeCompare(b.term))
    .slice(0, max);
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);
