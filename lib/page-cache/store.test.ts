import { describe, expect, it } from "vitest";
import { ANONYMOUS, PageCache, VIEWER_LIMITS } from "./store";

const page = (text: string) => ({ headers: [["content-type", "text/plain"]] as [string, string][], body: Buffer.from(text) });

describe("PageCache", () => {
  it("serves a page by its key, and counts what it served", () => {
    const cache = new PageCache(1024 * 1024);
    expect(cache.set("stamp1\nk", page("one"))).toBe(true);
    expect(cache.get("stamp1\nk")?.body.toString()).toBe("one");
    expect(cache.get("stamp2\nk")).toBeUndefined();
    expect(cache.snapshot()).toMatchObject({ hits: 1, misses: 1, stored: 1, entries: 1 });
  });

  it("forgets a viewer when the session ends", () => {
    const cache = new PageCache(1024 * 1024);
    cache.rememberViewer("roundtable.session_token=a", { key: "u1:judge", roleKey: "role:judge", expiresAt: 1_000 });
    expect(cache.viewer("roundtable.session_token=a", 999)?.key).toBe("u1:judge");
    expect(cache.viewer("roundtable.session_token=a", 1_000)).toBeUndefined();
  });

  it("keeps no page larger than its share, and stays within its bytes", () => {
    const cache = new PageCache(4_000, 1_000);
    expect(cache.set("big", page("x".repeat(1_001)))).toBe(false);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, page("y".repeat(900)));
    expect(cache.snapshot().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.get("k9")).toBeDefined();
    expect(cache.get("k0")).toBeUndefined();
  });

  it("bounds the cookie-to-viewer answers by bytes, not only by count: 10,000 distinct 12 KB cookies keep a few MB", () => {
    const cache = new PageCache(1024 * 1024);
    const cookie = (i: number) => `roundtable.session_token=${String(i).padStart(6, "0")}${"x".repeat(12 * 1024)}`;
    for (let i = 0; i < 10_000; i++) cache.rememberViewer(cookie(i), ANONYMOUS);
    expect(cache.viewer(cookie(9_999), 0)).toBeDefined();
    expect(cache.viewer(cookie(0), 0)).toBeUndefined();
    const { viewers, viewerBytes } = cache.snapshot();
    expect(viewerBytes).toBeLessThanOrEqual(VIEWER_LIMITS.bytes);
    expect(viewers).toBeLessThan(200);
    // One cookie larger than an entry's share is not remembered at all (it is looked up each time).
    cache.rememberViewer("x".repeat(VIEWER_LIMITS.entryBytes), { ...ANONYMOUS, expiresAt: 1 });
    expect(cache.viewer("x".repeat(VIEWER_LIMITS.entryBytes), 0)).toBeUndefined();
  });
});
