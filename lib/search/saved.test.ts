import { describe, expect, it } from "vitest";
import { canonicalSearchQuery, savedSearchNameSchema } from "./saved";

describe("saved search queries", () => {
  it("keeps every facet value and drops the page, unknown parameters and malformed values", () => {
    expect(canonicalSearchQuery("q=cache&agent=Muffin&agent=Scone&page=3&evil=1&round=x&round=2")).toBe("q=cache&agent=Muffin&agent=Scone&round=2");
    expect(canonicalSearchQuery("/search?type=tension&type=perspective&group=dialogue")).toBe("type=tension&type=perspective&group=dialogue");
    expect(canonicalSearchQuery("")).toBe("");
  });

  it("names are trimmed, bounded and printable", () => {
    expect(savedSearchNameSchema.parse("  Open tensions  ")).toBe("Open tensions");
    expect(savedSearchNameSchema.safeParse(" ").success).toBe(false);
    expect(savedSearchNameSchema.safeParse("x".repeat(81)).success).toBe(false);
    expect(savedSearchNameSchema.safeParse("a\u0000b").success).toBe(false);
  });
});
