import { describe, expect, it } from "vitest";
import { labelTerms, matchLabels, MIN_SIMILARITY, stem, strengthOf } from "./match-labels";

const t = (id: string, label: string) => ({ id, label });

describe("matching tensions across two dialogues by their labels", () => {
  it("pairs the same subject written differently and gives identical labels similarity 1", () => {
    const a = [t("T01", "Strictness vs agent autonomy"), t("T02", "Token budget for context injection")];
    const b = [t("T01", "Context injection token budgets"), t("T02", "Strictness versus autonomy")];
    const { matches, onlyA, onlyB } = matchLabels(a, b);
    expect(matches.map((m) => [m.a.id, m.b.id])).toEqual([
      ["T01", "T02"],
      ["T02", "T01"],
    ]);
    expect(onlyA).toEqual([]);
    expect(onlyB).toEqual([]);
    expect(matches[1]!.similarity).toBeCloseTo(1, 5);
    expect(matches[1]!.shared).toEqual(expect.arrayContaining(["token", "budget", "context", "injection"]));
    expect(matchLabels([t("A", "Cache invalidation")], [t("B", "Cache invalidation")]).matches[0]!.similarity).toBeCloseTo(1, 10);
  });

  it("never forces a match: unrelated labels stay unmatched on both sides", () => {
    const { matches, onlyA, onlyB } = matchLabels([t("T01", "Database migration ordering")], [t("T01", "User interface colour palette")]);
    expect(matches).toEqual([]);
    expect(onlyA.map((x) => x.id)).toEqual(["T01"]);
    expect(onlyB.map((x) => x.id)).toEqual(["T01"]);
  });

  it("uses each label once: the better pair wins and the other stays unmatched", () => {
    const a = [t("A1", "Webhook retry policy"), t("A2", "Webhook retry backoff policy")];
    const b = [t("B1", "Webhook retry backoff policy")];
    const { matches, onlyA } = matchLabels(a, b);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.a.id).toBe("A2");
    expect(onlyA.map((x) => x.id)).toEqual(["A1"]);
  });

  it("labels of stop words or ids only match nothing", () => {
    expect(matchLabels([t("T01", "T01")], [t("T01", "T01")]).matches).toEqual([]);
    expect(labelTerms("The agent's position on T04")).toEqual([]);
  });

  it("words common to every label weigh less than a rare shared word", () => {
    const a = [t("A1", "Sync conflict resolution"), t("A2", "Sync scheduling")];
    const b = [t("B1", "Sync conflict handling"), t("B2", "Sync latency")];
    const { matches } = matchLabels(a, b);
    expect(matches.map((m) => [m.a.id, m.b.id])).toEqual([["A1", "B1"]]);
    expect(matches[0]!.shared[0]).toBe("conflict");
  });

  it("names its strengths by fixed bounds and stems plurals and -ing", () => {
    expect([strengthOf(0.9), strengthOf(0.5), strengthOf(MIN_SIMILARITY)]).toEqual(["strong", "moderate", "weak"]);
    expect([stem("tokens"), stem("caching"), stem("policies"), stem("cache"), stem("process"), stem("batches")]).toEqual([
      "token",
      "cach",
      "policy",
      "cach",
      "process",
      "batch",
    ]);
  });
});
