import { describe, expect, it } from "vitest";
import { areasFor, cacheKey, cachePlan, keyedHeader, isCacheablePath, splitCookies, storableHeaders } from "./policy";
import { DIALOGUE_PARAMS, withoutUnknownParams } from "@/lib/page-params";

const plan = (url: string, headers: Record<string, string> = {}, method = "GET") => cachePlan({ method, url, headers });

describe("which answers the page cache may keep", () => {
  it("keeps reading pages and search, never writing, per-person-over-time or admin pages", () => {
    for (const path of [
      "/",
      "/d/some-slug",
      "/d/some-slug/map",
      "/d/some-slug/source",
      "/d/some-slug/rounds/2",
      "/d/some-slug/threads/tension-2",
      "/d/some-slug/judges",
      "/d/some-slug/judges/data",
      "/r/run",
      "/search",
      "/api/search",
      "/agents",
      "/compare",
      "/board",
    ])
      expect(isCacheablePath(path), path).toBe(true);
    for (const path of [
      "/api/health",
      "/d/some-slug/judge",
      "/d/some-slug/export",
      "/queues",
      "/queues/3",
      "/admin/users",
      "/sources",
      "/upload",
      "/sign-in",
      "/d/",
      "/d//map",
      "/d/some-slug/rounds/",
      "/api/search/export",
    ])
      expect(isCacheablePath(path), path).toBe(false);
  });

  it("reads a document's own rows on its pages, its own judging in its Judges section, and everything on the pages that add up; an unreadable slug goes through", () => {
    const pageAreas = ["documents", "sources", "people", "other"];
    const documentAreas = ["documents-general", "sources", "people", "other"];
    expect(areasFor("/d/alpha/judges/data")).toEqual({
      areas: [...documentAreas, "judging-general"],
      document: { slug: "alpha", reads: ["content", "judging"] },
    });
    expect(areasFor("/d/alpha/judges")?.document).toEqual({ slug: "alpha", reads: ["content", "judging"] });
    expect(areasFor("/d/%61lpha/judges/data")?.document?.slug).toBe("alpha");
    for (const [path, slug] of [
      ["/d/alpha", "alpha"],
      ["/d/alpha/rounds/2", "alpha"],
      ["/d/alpha/map", "alpha"],
      ["/d/%61lpha/threads/tension-1", "alpha"],
      ["/r/beta", "beta"],
      ["/r/beta/source", "beta"],
    ] as const)
      expect(areasFor(path), path).toEqual({ areas: documentAreas, document: { slug, reads: ["content"] } });
    for (const path of ["/search", "/api/search"]) expect(areasFor(path), path).toEqual({ areas: pageAreas });
    expect(areasFor("/")).toEqual({ areas: pageAreas, ownJudging: true });
    for (const path of ["/agents", "/compare", "/board"]) expect(areasFor(path), path).toEqual({ areas: [...pageAreas, "judging"] });
    // The header's name reads only who is signed in: a score or an upload leaves it kept.
    expect(areasFor("/api/session")).toEqual({ areas: ["sessions", "people", "other"] });
    for (const path of ["/d/%E0%A4%A/judges/data", "/d/%E0%A4%A", "/r/%E0%A4%A/source"]) {
      expect(areasFor(path), path).toBeNull();
      expect(cachePlan({ method: "GET", url: path, headers: {} }), path).toBeNull();
    }
  });

  it("lets anything but a plain GET go through", () => {
    expect(plan("/", {}, "POST")).toBeNull();
    expect(plan("/", {}, "HEAD")).toBeNull();
    expect(plan("/", { range: "bytes=0-10" })).toBeNull();
    expect(plan("/", { "if-none-match": '"x"' })).toBeNull();
    expect(plan("/?sort=title")).not.toBeNull();
  });

  it("keys by address, the reader's own cookies, navigation headers and compression, but not the session cookie's spelling", () => {
    const base = plan("/?sort=title", { cookie: "roundtable.session_token=abc; rt-index-columns=agents", "accept-encoding": "gzip, br" })!;
    expect(base.authCookies).toBe("roundtable.session_token=abc");
    const same = plan("/?sort=title", { cookie: "rt-index-columns=agents;roundtable.session_token=other", "accept-encoding": "GZIP,br" })!;
    expect(same.request).toBe(base.request);
    const differing = [
      plan("/?sort=date", { cookie: "rt-index-columns=agents", "accept-encoding": "gzip, br" }),
      plan("/?sort=title", { cookie: "rt-index-columns=size", "accept-encoding": "gzip, br" }),
      plan("/?sort=title", { cookie: "rt-index-columns=agents" }),
      plan("/?sort=title", { cookie: "rt-index-columns=agents", "accept-encoding": "gzip, br", rsc: "1" }),
      plan("/?sort=title", { cookie: "rt-index-columns=agents", "accept-encoding": "gzip, br", "next-router-state-tree": "%5B%22%22%5D" }),
      plan("/?sort=title", { cookie: "rt-index-columns=agents", "accept-encoding": "gzip, br", "x-forwarded-proto": "https" }),
    ];
    for (const other of differing) expect(other!.request).not.toBe(base.request);
    // Answered alike, keyed alike: browsers' lists that all get gzip, and a proxy's plain http.
    for (const encodings of ["gzip, deflate, br, zstd", "gzip, deflate, br", "gzip", "br, gzip"])
      expect(plan("/?sort=title", { cookie: "rt-index-columns=agents", "accept-encoding": encodings })!.request).toBe(base.request);
    const proxied = plan("/?sort=title", { cookie: "rt-index-columns=agents", "accept-encoding": "gzip, br", "x-forwarded-proto": "http" })!;
    expect(proxied.request).toBe(base.request);
    expect(cacheKey(base, "user-1:viewer")).not.toBe(cacheKey(base, "user-2:viewer"));
    expect(cacheKey(base, "user-1:viewer")).not.toBe(cacheKey(base, "user-1:admin"));
  });

  it("keys the encoding by what Next answers with: gzip, else deflate, else none; a list with quality values as sent", () => {
    expect(keyedHeader("accept-encoding", "gzip, deflate, br, zstd")).toBe("gzip");
    expect(keyedHeader("accept-encoding", "*")).toBe("gzip");
    expect(keyedHeader("accept-encoding", "deflate, br")).toBe("deflate");
    expect(keyedHeader("accept-encoding", "br")).toBe("identity");
    expect(keyedHeader("accept-encoding", "")).toBe("");
    expect(keyedHeader("accept-encoding", "gzip;q=0, deflate")).toBe("gzip;q=0,deflate");
    expect(keyedHeader("x-forwarded-proto", "https")).toBe("https");
    expect(keyedHeader("x-forwarded-proto", "http")).toBe("");
    expect(keyedHeader("rsc", "1")).toBe("1");
  });

  it("keys a dialogue page on the parameters it reads alone: unknown ones are one key, not one render each (issue 32, item 3)", () => {
    const key = (url: string) => plan(url)!.request;
    for (const route of ["/d/x", "/d/x/map", "/d/x/source", "/d/x/rounds/2"]) {
      expect(key(`${route}?x=1`)).toBe(key(route));
      expect(key(`${route}?x=2&utm_source=y`)).toBe(key(route));
    }
    expect(key("/d/x?x=1&at=2&y=3&view=rounds")).toBe(key("/d/x?at=2&view=rounds"));
    expect(key("/d/x?at=2")).not.toBe(key("/d/x"));
    expect(key("/d/x?markers=2")).not.toBe(key("/d/x?markers=3"));
    expect(key("/d/x/map?group=tension&x=1")).toBe(key("/d/x/map?group=tension"));
    expect(key("/d/x/map?group=tension")).not.toBe(key("/d/x/map"));
    expect(key("/d/x/rounds/2")).not.toBe(key("/d/x/rounds/3"));
    // Routes without a table of their parameters keep the whole address.
    expect(key("/search?q=a&x=1")).not.toBe(key("/search?q=a"));
  });

  it("sends a page asked for with unknown parameters to its address without them, and leaves a known address alone", () => {
    expect(withoutUnknownParams("/d/x", { at: "2", x: "1" }, DIALOGUE_PARAMS)).toBe("/d/x?at=2");
    expect(withoutUnknownParams("/d/x", { x: ["1", "2"] }, DIALOGUE_PARAMS)).toBe("/d/x");
    expect(withoutUnknownParams("/d/x", { at: "2", dir: ["a", "b"] }, DIALOGUE_PARAMS)).toBeNull();
    expect(withoutUnknownParams("/d/x", { _rsc: "abc" }, DIALOGUE_PARAMS)).toBeNull();
    expect(withoutUnknownParams("/d/x/source", {}, [])).toBeNull();
  });

  it("remembers who a session is apart for HTTPS and plain requests (they read different cookie names)", () => {
    const plain = plan("/", { cookie: "roundtable.session_token=abc" })!;
    const secure = plan("/", { cookie: "roundtable.session_token=abc", "x-forwarded-proto": "https" })!;
    expect(plain.authCookies).toBe(secure.authCookies);
    expect(plain.viewerKey).not.toBe(secure.viewerKey);
  });

  it("tells better-auth's cookies, secure ones included, from the app's", () => {
    expect(splitCookies("__Secure-roundtable.session_token=x; theme=dark; roundtable.session_data=y")).toEqual({
      auth: "__Secure-roundtable.session_token=x; roundtable.session_data=y",
      other: "theme=dark",
      ambiguous: false,
    });
  });

  it("passes through a request with a session cookie sent twice, under either spelling, whichever order", () => {
    for (const cookie of [
      "roundtable.session_token=good; roundtable.session_token=!",
      "roundtable.session_token=!; roundtable.session_token=good",
      "roundtable.session_token=good; __Secure-roundtable.session_token=good",
      "theme=dark;  roundtable.session_token =a; roundtable.session_token=b",
    ])
      expect(plan("/", { cookie }), cookie).toBeNull();
    expect(splitCookies("roundtable.session_token=b; theme=dark; roundtable.session_data=a").auth).toBe(
      "roundtable.session_token=b; roundtable.session_data=a",
    );
  });

  it("keeps only plain 200 answers that set no cookie, without the per-connection headers", () => {
    expect(storableHeaders(307, { location: "/sign-in" })).toBeNull();
    expect(storableHeaders(200, { "set-cookie": ["a=b"], "content-type": "text/html" })).toBeNull();
    expect(
      storableHeaders(200, { "content-type": "text/html", "content-length": 10, date: "x", connection: "keep-alive", "content-encoding": "gzip" }),
    ).toEqual([
      ["content-type", "text/html"],
      ["content-encoding", "gzip"],
    ]);
  });
});
