import { describe, expect, it } from "vitest";
import { snippet } from "./snippet";

const show = (parts: { text: string; hit: boolean }[]) => parts.map((p) => (p.hit ? `[${p.text}]` : p.text)).join("");

describe("snippet", () => {
  it("marks every matched word, by whole word or by prefix, ignoring case and accents", () => {
    expect(show(snippet("Cache the Café; caching helps the cache.", ["cafe", "cache"], ["cach"]))).toBe("[Cache] the [Café]; [caching] helps the [cache].");
    expect(show(snippet("cachet is not a match for cache", ["cache"], []))).toBe("cachet is not a match for [cache]");
  });
  it("centres a long text on the first match and cuts at spaces", () => {
    const text = `${"lorem ipsum ".repeat(40)}the erasure problem ${"dolor sit ".repeat(40)}`;
    const out = show(snippet(text, ["erasure"], [], 120));
    expect(out.startsWith("… ")).toBe(true);
    expect(out.endsWith(" …")).toBe(true);
    expect(out).toContain("[erasure]");
    expect(out.length).toBeLessThanOrEqual(130);
  });
  it("keeps text that looks like markup as text", () => {
    expect(snippet("<script>alert(1)</script> erasure", ["erasure"], [])).toEqual([
      { text: "<script>alert(1)</script> ", hit: false },
      { text: "erasure", hit: true },
    ]);
  });
});
