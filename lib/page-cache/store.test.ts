import { describe, expect, it } from "vitest";
import { PageCache } from "./store";

const page = (text: string) => ({ headers: [["content-type", "text/plain"]] as [string, string][], body: Buffer.from(text) });

describe("PageCache", () => {
  it("serves a page only while the data version it was rendered under is current", () => {
    const cache = new PageCache(1024 * 1024);
    cache.observe("v1");
    expect(cache.set("v1", "k", page("one"))).toBe(true);
    expect(cache.get("k")?.body.toString()).toBe("one");
    expect(cache.observe("v1")).toBe(false);
    expect(cache.observe("v2")).toBe(true);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.snapshot()).toMatchObject({ hits: 1, misses: 1, stored: 1, invalidations: 1, entries: 0 });
  });

  it("does not keep a page rendered while the version moved: it may hold either side", () => {
    const cache = new PageCache(1024 * 1024);
    cache.observe("v1");
    cache.observe("v2");
    expect(cache.set("v1", "k", page("old"))).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });

  it("forgets a viewer when the session ends, and all viewers when the data moves (a sign-out, a disabled account)", () => {
    const cache = new PageCache(1024 * 1024);
    cache.observe("v1");
    cache.rememberViewer("v1", "roundtable.session_token=a", { key: "u1:judge", expiresAt: 1_000 });
    expect(cache.viewer("roundtable.session_token=a", 999)?.key).toBe("u1:judge");
    expect(cache.viewer("roundtable.session_token=a", 1_000)).toBeUndefined();
    cache.rememberViewer("v1", "roundtable.session_token=b", { key: "u2:viewer", expiresAt: 5_000 });
    cache.observe("v2");
    expect(cache.viewer("roundtable.session_token=b", 1)).toBeUndefined();
    cache.rememberViewer("v1", "roundtable.session_token=b", { key: "u2:viewer", expiresAt: 5_000 });
    expect(cache.viewer("roundtable.session_token=b", 1)).toBeUndefined();
  });

  it("keeps no page larger than its share, and stays within its bytes", () => {
    const cache = new PageCache(4_000, 1_000);
    cache.observe("v");
    expect(cache.set("v", "big", page("x".repeat(1_001)))).toBe(false);
    for (let i = 0; i < 10; i++) cache.set("v", `k${i}`, page("y".repeat(900)));
    expect(cache.snapshot().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.get("k9")).toBeDefined();
    expect(cache.get("k0")).toBeUndefined();
  });
});
