import { describe, expect, it } from "vitest";
import { headingLevels } from "./headings";

describe("markdown headings under a page heading", () => {
  it("start one level below it and never skip, whatever levels the text uses", () => {
    expect(headingLevels([2], 4)).toEqual([5]);
    expect(headingLevels([1, 2, 2, 1], 4)).toEqual([5, 6, 6, 5]);
    expect(headingLevels([2, 4, 3], 2)).toEqual([3, 4, 4]);
    expect(headingLevels([3, 1], 3)).toEqual([4, 4]);
  });
});
