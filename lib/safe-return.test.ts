import { describe, expect, it } from "vitest";
import { returnPathSchema } from "./safe-return";

/** Where a browser would go from this site after a redirect to `path`. */
const landsOn = (path: string) => new URL(path, "https://roundtable.example/sign-in");

describe("returnPathSchema", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(returnPathSchema.parse("/d/some-dialogue?tab=lint#round-2")).toBe("/d/some-dialogue?tab=lint#round-2");
    expect(returnPathSchema.parse("/")).toBe("/");
    expect(returnPathSchema.parse("/search?q=%22a%20b%22")).toBe("/search?q=%22a%20b%22");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/ /evil.example",
    "\t//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%2F/evil.example",
    "evil.example",
    "",
  ])("sends %j home, never to another host", (path) => {
    const safe = returnPathSchema.parse(path);
    expect(landsOn(safe).host).toBe("roundtable.example");
    expect(safe).toBe("/");
  });

  it("never lets a control character through into a Location header", () => {
    for (const c of ["\n", "\r", "\t", "\0", "\u007f", "\u2028"]) expect(returnPathSchema.parse(`/d/x${c}y`)).toBe("/");
  });

  // Issue 32: dot segments are resolved by URL parsing, so `/.//evil.example` becomes `//evil.example` only then.
  const DOT_SEGMENT_SPELLINGS = ["/.//", "/..//", "/%2e//", "/%2e%2e//", "/a/..//", "/./%2F", "/.%2F/"].map((prefix) => `${prefix}evil.example`);

  it.each(DOT_SEGMENT_SPELLINGS.flatMap((path) => [path, decodeURIComponent(path)]))(
    "never lands %j on another host once dot segments are resolved",
    (path) => {
      const safe = returnPathSchema.parse(path);
      expect(landsOn(safe).host).toBe("roundtable.example");
      expect(safe.startsWith("//")).toBe(false);
      // What is sent is already normal: a second reading (a browser's, a proxy's) finds nothing more to resolve.
      expect(returnPathSchema.parse(safe)).toBe(safe);
    },
  );

  it("keeps a local path whose dot segments resolve on this site", () => {
    expect(returnPathSchema.parse("/d/a/../b?x=1")).toBe("/d/b?x=1");
  });
});
