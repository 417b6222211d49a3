import { describe, expect, it } from "vitest";
import { documentHref } from "./document-href";

describe("documentHref", () => {
  it("sends dialogues to the dialogue page and every other kind to the review page", () => {
    expect(documentHref("dialogue", "rfc-28")).toBe("/d/rfc-28");
    expect(documentHref("a52", "c8")).toBe("/r/c8");
    expect(documentHref("a52-session", "cycle-6-planning")).toBe("/r/cycle-6-planning");
    expect(documentHref("goopspec", "g")).toBe("/r/g");
    expect(documentHref("acor", "run")).toBe("/r/run");
  });
  it("escapes what a path segment cannot hold", () => {
    expect(documentHref("a52", "a b/c")).toBe("/r/a%20b%2Fc");
  });
});
