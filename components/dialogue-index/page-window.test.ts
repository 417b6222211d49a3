import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps first, last and the neighbours of the current page, with gaps between", () => {
    expect(pageWindow(1, 200)).toEqual([1, 2, null, 200]);
    expect(pageWindow(50, 200)).toEqual([1, null, 49, 50, 51, null, 200]);
    expect(pageWindow(200, 200)).toEqual([1, null, 199, 200]);
  });
  it("never hides a single page behind a gap", () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});
