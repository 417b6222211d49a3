import { describe, expect, it } from "vitest";
import { isSeparatorRow, renderRow, splitRow } from "./tables";

describe("tables", () => {
  it("splits on unescaped pipes, with or without outer pipes", () => {
    expect(splitRow("| a | b |")).toEqual(["a", "b"]);
    expect(splitRow("a | b")).toEqual(["a", "b"]);
    expect(splitRow("| a \\| b | c |")).toEqual(["a \\| b", "c"]);
    expect(splitRow("| `x | y` | z |")).toEqual(["`x", "y`", "z"]);
    expect(splitRow("| a |  |")).toEqual(["a", ""]);
  });

  it("recognises separator rows", () => {
    expect(isSeparatorRow(["---", ":--:", "--:"])).toBe(true);
    expect(isSeparatorRow(["---", "x"])).toBe(false);
    expect(isSeparatorRow([""])).toBe(false);
  });

  it("fits a row to its header, escaping the pipe it joins back", () => {
    expect(renderRow(["`x", "y`", "z"], 2)).toBe("| `x | y` \\| z |");
    expect(renderRow(["a"], 3)).toBe("| a |  |  |");
  });
});
