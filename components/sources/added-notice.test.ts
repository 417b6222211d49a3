import { describe, expect, it } from "vitest";
import { addedNotice } from "./added-notice";

describe("the add-source form's notice", () => {
  it("says a source was added while it is listed, and nothing once it has been deleted", () => {
    const added = { ok: true, message: "Added bogus. Sync it below.", data: { name: "bogus" } };
    expect(addedNotice(added, ["bogus", "corpus"])).toBe("Added bogus. Sync it below.");
    expect(addedNotice(added, ["corpus"])).toBeNull();
    expect(addedNotice({ ok: false, message: "The URL is not valid.", data: null }, [])).toBe("The URL is not valid.");
  });
});
