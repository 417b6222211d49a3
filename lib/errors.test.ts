import { describe, expect, it } from "vitest";
import { AppError, userText } from "./errors";

describe("user text of an AppError comes from its code", () => {
  it("shows a message written for the person", () => {
    expect(userText(new AppError("conflict", "This score changed since you opened it (now version 2). Reload to see it."))).toMatch(
      /changed since you opened it/,
    );
  });

  it("never shows an operator's detail (paths, driver output) to the person", () => {
    const text = userText(new AppError("database-unreachable", "cannot open SQLite database /srv/data/roundtable.db: SQLITE_CANTOPEN"));
    expect(text).not.toContain("/srv/data");
    expect(text).toMatch(/database is not answering/);
  });
});
