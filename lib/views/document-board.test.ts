import { describe, expect, test } from "vitest";
import { boardHref, folderOf, inFolder, parseBoardQuery } from "./document-board";

describe("boards of one folder's reports or runs", () => {
  test("a document's board is its kind, source and folder; kinds without boards have none", () => {
    expect(boardHref("goopspec", "uploads", ".goopspec/04-executor.md")).toBe("/board?kind=goopspec&source=uploads&folder=.goopspec");
    expect(boardHref("acor", "tools & runs", "run__x__ok.md")).toBe("/board?kind=acor&source=tools+%26+runs");
    expect(boardHref("dialogue", "uploads", "a.md")).toBeNull();
  });

  test("the address reads back as the same board, and a malformed one as none", () => {
    expect(parseBoardQuery({ kind: "goopspec", source: "uploads", folder: "/.goopspec/" })).toEqual({
      kind: "goopspec",
      source: "uploads",
      folder: ".goopspec",
    });
    expect(parseBoardQuery({ kind: ["acor", "goopspec"], source: "s" })).toEqual({ kind: "acor", source: "s", folder: "" });
    expect(parseBoardQuery({ kind: "dialogue", source: "s" })).toBeNull();
    expect(parseBoardQuery({ kind: "acor" })).toBeNull();
  });

  test("a board holds the folder's own files, not those below it", () => {
    expect(folderOf("a/b/c.md")).toBe("a/b");
    expect(inFolder("a/b/c.md", "a/b")).toBe(true);
    expect(inFolder("a/b/d/c.md", "a/b")).toBe(false);
    expect(inFolder("c.md", "")).toBe(true);
  });
});
