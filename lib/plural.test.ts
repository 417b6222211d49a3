import { describe, expect, it } from "vitest";
import { counted } from "./plural";

describe("counted", () => {
  it("says one thing in the singular and any other count in the plural", () => {
    expect(counted(1, "judge")).toBe("1 judge");
    expect(counted(0, "dialogue")).toBe("0 dialogues");
    expect(counted(2, "round")).toBe("2 rounds");
    expect(counted(1_500, "marker")).toBe("1,500 markers");
    expect(counted(2, "summary", "summaries")).toBe("2 summaries");
  });
});
