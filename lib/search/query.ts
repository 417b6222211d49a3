/**
 * The search box's query language, kept small and forgiving: words (all must match), `"exact phrase"`, `-excluded`,
 * `prefix*`, and `agent:Muffin`, `status:open`, `type:tension`. Parsing never fails: what it cannot read becomes
 * words, and what it ignores is listed in `ignored` so the page can say so. Pure; the SQL is built elsewhere from
 * this tree, with every piece of user text bound as a parameter.
 */
import { searchTypes } from "@/lib/document-kinds";

/** A search entry type: a dialogue marker's kind, or what another format's projection names (see `searchTypes`). */
export type SearchType = string;

export type SearchTerm = { kind: "word" | "phrase" | "prefix"; tokens: string[]; negated: boolean };

export interface SearchQuery {
  terms: SearchTerm[];
  agents: string[];
  statuses: string[];
  types: SearchType[];
  /** Parts of the input that were dropped, as written (`type:banana`, a lone `*`). */
  ignored: string[];
}

const MAX_TERMS = 32;
const MAX_TOKEN = 64;
const MAX_INPUT = 2_000;

/** Words that name a type beside its own name and plural. */
const TYPE_ALIASES: Record<string, string> = { resolved: "resolution", next: "next-action" };

/** The type a `type:` word names (`tensions` → `tension`), among the registered formats' entry types; null if none. */
function typeOfWord(word: string): SearchType | null {
  const known = searchTypes();
  const lower = word.toLowerCase();
  const plural = (type: string) => (type.endsWith("y") ? `${type.slice(0, -1)}ies` : `${type}s`);
  return known.find((type) => type === lower || plural(type) === lower) ?? (known.includes(TYPE_ALIASES[lower] ?? "") ? TYPE_ALIASES[lower]! : null);
}

/** Letters and digits in any script, lower-cased: the same split the full-text indexes make. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => t.slice(0, MAX_TOKEN));
}

interface Piece {
  text: string;
  quoted: boolean;
  negated: boolean;
  /** `key:` before it, lower-cased, when there was one. */
  key: string | null;
}

/** Splits the input into pieces: runs of non-space, or quoted spans (an unclosed quote runs to the end). */
function pieces(input: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < input.length) {
    while (i < input.length && /\s/.test(input[i]!)) i++;
    if (i >= input.length) break;
    let negated = false;
    if (input[i] === "-" && i + 1 < input.length && !/\s/.test(input[i + 1]!)) {
      negated = true;
      i++;
    }
    let key: string | null = null;
    const colon = input.indexOf(":", i);
    const space = input.slice(i).search(/\s/);
    const end = space < 0 ? input.length : i + space;
    if (colon > i && colon < end && /^[a-z]+$/i.test(input.slice(i, colon))) {
      key = input.slice(i, colon).toLowerCase();
      i = colon + 1;
    }
    if (input[i] === '"') {
      const close = input.indexOf('"', i + 1);
      const stop = close < 0 ? input.length : close;
      out.push({ text: input.slice(i + 1, stop), quoted: close >= 0, negated, key });
      i = stop + 1;
      continue;
    }
    const wordEnd = input.slice(i).search(/\s/);
    const stop = wordEnd < 0 ? input.length : i + wordEnd;
    out.push({ text: input.slice(i, stop), quoted: false, negated, key });
    i = stop;
  }
  return out;
}

export function parseSearchQuery(raw: string): SearchQuery {
  const query: SearchQuery = { terms: [], agents: [], statuses: [], types: [], ignored: [] };
  const input = raw.slice(0, MAX_INPUT);
  for (const piece of pieces(input)) {
    if (piece.key === "agent" || piece.key === "status" || piece.key === "type") {
      const value = piece.text.trim();
      if (!value) {
        query.ignored.push(`${piece.key}:`);
        continue;
      }
      if (piece.key === "agent") query.agents.push(value.slice(0, MAX_TOKEN));
      else if (piece.key === "status") query.statuses.push(value.toLowerCase().slice(0, MAX_TOKEN));
      else {
        const type = typeOfWord(value);
        if (type) query.types.push(type);
        else query.ignored.push(`type:${value}`);
      }
      continue;
    }
    // An unknown `key:` is text like any other (`http://x`, `T01:`).
    const text = piece.key ? `${piece.key}:${piece.text}` : piece.text;
    const words = tokens(text);
    if (words.length === 0) {
      query.ignored.push(piece.negated ? `-${text}` : text);
      continue;
    }
    if (piece.quoted || words.length > 1) {
      // `rate-limit` is the phrase "rate limit", as the index sees it.
      query.terms.push({ kind: words.length > 1 ? "phrase" : "word", tokens: words, negated: piece.negated });
    } else if (!piece.quoted && text.endsWith("*")) {
      query.terms.push({ kind: "prefix", tokens: words, negated: piece.negated });
    } else {
      query.terms.push({ kind: "word", tokens: words, negated: piece.negated });
    }
  }
  query.terms = query.terms.slice(0, MAX_TERMS);
  query.agents = [...new Set(query.agents)];
  query.statuses = [...new Set(query.statuses)];
  query.types = [...new Set(query.types)];
  return query;
}

/** Every token a result should highlight: the positive terms'. */
export function highlightTokens(query: SearchQuery): string[] {
  return [...new Set(query.terms.filter((t) => !t.negated).flatMap((t) => t.tokens))];
}
