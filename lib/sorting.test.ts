import { describe, expect, it } from "vitest";
import { ariaSort, nextDirection } from "./sorting";

describe("sorting", () => {
  it("reverses the sorted column and starts another at its first direction", () => {
    expect(nextDirection(true, "desc", "desc")).toBe("asc");
    expect(nextDirection(true, "asc", "desc")).toBe("desc");
    expect(nextDirection(false, "desc", "asc")).toBe("asc");
    expect(nextDirection(false, "asc", "desc")).toBe("desc");
  });

  it("names the order for assistive technology", () => {
    expect([ariaSort("asc"), ariaSort("desc"), ariaSort(false)]).toEqual(["ascending", "descending", "none"]);
  });
});
