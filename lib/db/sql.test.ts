import { describe, expect, it } from "vitest";
import { Binder, raw, sqlFor } from "./sql";

describe("sqlFor", () => {
  it("binds each value as the dialect's placeholder, in order, and splices only raw text", () => {
    const table = raw(`"Dialogue"`);
    const [slug, id] = ["a'; DROP TABLE x; --", 7];
    expect(sqlFor("sqlite")`SELECT 1 FROM ${table} WHERE "slug" = ${slug} AND "id" <> ${id}`).toEqual({
      text: `SELECT 1 FROM "Dialogue" WHERE "slug" = ? AND "id" <> ?`,
      values: [slug, id],
    });
    expect(sqlFor("postgres")`SELECT 1 FROM ${table} WHERE "slug" = ${slug} AND "id" <> ${id}`).toEqual({
      text: `SELECT 1 FROM "Dialogue" WHERE "slug" = $1 AND "id" <> $2`,
      values: [slug, id],
    });
  });

  it("gives SQLite booleans as 1 and 0, PostgreSQL as they are, and null as null", () => {
    expect(sqlFor("sqlite")`VALUES (${true}, ${false}, ${null})`.values).toEqual([1, 0, null]);
    expect(sqlFor("postgres")`VALUES (${true}, ${false}, ${null})`.values).toEqual([true, false, null]);
  });
});

describe("Binder", () => {
  it("numbers PostgreSQL's placeholders across single values and lists in the order they are bound", () => {
    const binder = new Binder("postgres");
    const text = `"judgeId" = ${binder.bind("j1")} AND "id" IN (${binder.list([4, 5, 6])}) AND "open" = ${binder.bind(true)}`;
    expect(text).toBe(`"judgeId" = $1 AND "id" IN ($2, $3, $4) AND "open" = $5`);
    expect(binder.values).toEqual(["j1", 4, 5, 6, true]);
  });

  it("answers SQLite's positional `?` for each value, booleans as 1 and 0", () => {
    const binder = new Binder("sqlite");
    expect(`${binder.list(["a", false])} ${binder.bind(null)}`).toBe("?, ? ?");
    expect(binder.values).toEqual(["a", 0, null]);
  });
});
