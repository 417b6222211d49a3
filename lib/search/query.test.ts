import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { highlightTokens, parseSearchQuery, tokens } from "./query";

const q = parseSearchQuery;

describe("parseSearchQuery", () => {
  it("reads words, phrases, exclusions and prefixes", () => {
    expect(q('cache "schema review" -latency migrat*').terms).toEqual([
      { kind: "word", tokens: ["cache"], negated: false },
      { kind: "phrase", tokens: ["schema", "review"], negated: false },
      { kind: "word", tokens: ["latency"], negated: true },
      { kind: "prefix", tokens: ["migrat"], negated: false },
    ]);
    expect(q('-"right to erasure"').terms).toEqual([{ kind: "phrase", tokens: ["right", "to", "erasure"], negated: true }]);
  });

  it("reads filters, with quoted values and type synonyms, and keeps unknown keys as text", () => {
    const parsed = q('agent:Muffin status:OPEN type:tensions agent:"Ada Lovelace" type:resolved http://example.com');
    expect(parsed.agents).toEqual(["Muffin", "Ada Lovelace"]);
    expect(parsed.statuses).toEqual(["open"]);
    expect(parsed.types).toEqual(["tension", "resolution"]);
    expect(parsed.terms).toEqual([{ kind: "phrase", tokens: ["http", "example", "com"], negated: false }]);
  });

  it("treats punctuation inside a word as the index does: `rate-limit` is a phrase", () => {
    expect(q("rate-limit").terms).toEqual([{ kind: "phrase", tokens: ["rate", "limit"], negated: false }]);
  });

  it("degrades what it cannot read instead of failing", () => {
    expect(q('"unclosed phrase here').terms).toEqual([{ kind: "phrase", tokens: ["unclosed", "phrase", "here"], negated: false }]);
    expect(q("* - ** type:banana agent:").ignored).toEqual(["*", "-", "**", "type:banana", "agent:"]);
    expect(q("* - ** type:banana").terms).toEqual([]);
    // FTS operators are words like any other: they are quoted when the SQL is built.
    expect(q("cats NEAR dogs OR AND").terms.map((t) => t.tokens[0])).toEqual(["cats", "near", "dogs", "or", "and"]);
  });

  it("reads any script and folds case", () => {
    expect(tokens("Ünïcödé 東京 Ελληνικά café-au-lait")).toEqual(["ünïcödé", "東京", "ελληνικά", "café", "au", "lait"]);
  });

  it("caps what it reads from a very long input", () => {
    const parsed = q("word ".repeat(2_000) + "x".repeat(10_000));
    expect(parsed.terms.length).toBeLessThanOrEqual(32);
    expect(parsed.terms.every((t) => t.tokens.every((tok) => tok.length <= 64))).toBe(true);
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const parsed = q(s);
        return parsed.terms.every((t) => t.tokens.length > 0 && t.tokens.every((tok) => /^[\p{L}\p{N}]+$/u.test(tok)));
      }),
    );
  });

  it("highlights the positive terms only", () => {
    expect(highlightTokens(q('cache "schema review" -latency'))).toEqual(["cache", "schema", "review"]);
  });
});
