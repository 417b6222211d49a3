import { describe, expect, it } from "vitest";
import { z } from "zod";
import { echoFields, fieldErrorsOf, invalidState, OUT_OF_DATE, readFields, schemaKeys } from "./form";

const schema = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1, "Give it a name."), note: z.string().max(3, "Too long.") });
const union = z.discriminatedUnion("change", [
  z.object({ change: z.literal("a"), id: z.string() }),
  z.object({ change: z.literal("b"), password: z.string() }),
]);

describe("action form helpers", () => {
  it("reads the schema's keys, of an object or of every option of a union", () => {
    expect(schemaKeys(schema)).toEqual(["id", "name", "note"]);
    expect(schemaKeys(union)).toEqual(["change", "id", "password"]);
  });

  it("reads each key as sent, a missing one as an empty field", () => {
    const form = new FormData();
    form.set("name", "Ada");
    expect(readFields(form, ["name", "note"])).toEqual({ name: "Ada", note: "" });
  });

  it("gives the first message of each failed key", () => {
    const error = schema.safeParse({ id: "0", name: "", note: "long" }).error!;
    expect(fieldErrorsOf(error, schemaKeys(schema))).toEqual({ id: expect.any(String), name: "Give it a name.", note: "Too long." });
  });

  it("shows typed fields' errors with the summary, and calls a form stale when only hidden fields fail", () => {
    // The state for `input` failing the schema, with `typed` the fields the user typed.
    const invalid = (input: object, typed: string[], summary: Parameters<typeof invalidState>[3]) =>
      invalidState(schema.safeParse(input).error!, schemaKeys(schema), typed, summary, OUT_OF_DATE);
    const typed = invalid({ id: "0", name: "", note: "" }, ["name", "note"], "Check the fields below.");
    expect(typed).toEqual({ ok: false, message: "Check the fields below.", fieldErrors: { name: "Give it a name." }, data: null });
    const stale = invalid({ id: "x", name: "Ada", note: "" }, ["name", "note"], "Check the fields below.");
    expect(stale).toEqual({ ok: false, message: OUT_OF_DATE, fieldErrors: {}, data: null });
    const summary = invalid({ id: "1", name: "", note: "" }, ["name"], (e) => e.name!);
    expect(summary.message).toBe("Give it a name.");
  });

  it("echoes the typed text of the fields asked for, never a file, and nothing for a missing key", () => {
    const form = new FormData();
    form.set("name", "  kept as typed ");
    form.set("url", "--bad");
    form.set("upload", new File(["x"], "x.md"));
    form.set("password", "secret");
    expect(echoFields(form, ["name", "url", "upload", "branch"])).toEqual({ name: "  kept as typed ", url: "--bad" });
  });
});
