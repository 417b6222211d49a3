import { describe, expect, it } from "vitest";
import { compareQuerySchema } from "./compare-query";

describe("the compare page's address", () => {
  it("reads two slugs and title words, the first of repeated values", () => {
    expect(compareQuerySchema.parse({ a: "rfc-one", b: ["rfc-two", "x"], q: "  jira  " })).toEqual({ a: "rfc-one", b: "rfc-two", q: "jira" });
  });

  it("drops a malformed slug rather than failing, so the picker shows", () => {
    expect(compareQuerySchema.parse({ a: "../etc/passwd", b: "Upper" })).toEqual({ a: undefined, b: undefined, q: undefined });
    expect(compareQuerySchema.parse({})).toEqual({ a: undefined, b: undefined, q: undefined });
  });
});
