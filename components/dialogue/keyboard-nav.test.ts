import { describe, expect, it } from "vitest";
import { navAction, nextIndex, scrubKey } from "./keyboard-nav";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("navAction", () => {
  it("maps j, k, [, ] and ? to moves", () => {
    expect(["j", "k", "[", "]", "?", "x"].map((k) => navAction(key(k), "BODY", false))).toEqual([
      "next-contribution",
      "previous-contribution",
      "previous-round",
      "next-round",
      "help",
      null,
    ]);
  });
  it("leaves typing and browser shortcuts alone", () => {
    expect(navAction(key("j"), "INPUT", false)).toBeNull();
    expect(navAction(key("j"), "DIV", true)).toBeNull();
    expect(navAction(key("k", { ctrlKey: true }), "BODY", false)).toBeNull();
  });
});

describe("nextIndex", () => {
  it("steps from the focused element", () => {
    expect(nextIndex([0, 100, 200], 1, true)).toBe(2);
    expect(nextIndex([0, 100, 200], 0, false)).toBeNull();
    expect(nextIndex([0, 100, 200], 2, true)).toBeNull();
  });
  it("starts from the reading position when nothing is focused", () => {
    expect(nextIndex([-300, 50, 400, 900], -1, true)).toBe(2);
    expect(nextIndex([-300, 50, 400, 900], -1, false)).toBe(1);
    expect(nextIndex([], -1, true)).toBeNull();
  });
});

describe("scrubKey", () => {
  it("steps with , and . but not while typing or with a modifier", () => {
    const key = (k: string, extra = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...extra });
    expect(scrubKey(key(","), "BODY", false)).toBe(-1);
    expect(scrubKey(key("."), "A", false)).toBe(1);
    expect(scrubKey(key("."), "INPUT", false)).toBeNull();
    expect(scrubKey(key("."), "DIV", true)).toBeNull();
    expect(scrubKey(key(".", { ctrlKey: true }), "BODY", false)).toBeNull();
    expect(scrubKey(key("j"), "BODY", false)).toBeNull();
  });
});
