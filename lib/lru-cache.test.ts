import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

describe("LruCache", () => {
  it("evicts the least recently used entries once their sizes pass the capacity", () => {
    const cache = new LruCache<string, number>(10, (key) => key.length);
    cache.set("aaaa", 1);
    cache.set("bbbb", 2);
    expect(cache.get("aaaa")).toBe(1); // now the most recent
    cache.set("cccc", 3); // 12 > 10: "bbbb" goes
    expect(cache.get("bbbb")).toBeUndefined();
    expect([cache.get("aaaa"), cache.get("cccc")]).toEqual([1, 3]);
  });
  it("never holds an entry larger than the whole cache, and replaces a key in place", () => {
    const cache = new LruCache<string, number>(4, (key) => key.length);
    cache.set("too long", 1);
    expect(cache.size).toBe(0);
    cache.set("ab", 1);
    cache.set("ab", 2);
    expect(cache.get("ab")).toBe(2);
    expect(cache.size).toBe(1);
  });
});
