import { describe, expect, it } from "vitest";
import { createRubric, defaultRubricId, listRubrics, rubricForKind } from "@/lib/db/rubrics";
import { tempDatabases } from "./helpers/temp-db";

const temp = tempDatabases();

const DEPTH = [{ key: "depth", label: "Depth", description: "", min: 0, max: 4, anchors: [] }];

describe("the rubric a kind is scored under outside queues", () => {
  it("is the first made for the kind, else the built-in one; one with no version never counts", () => {
    const builtIn = { id: 1, kinds: [], hasVersion: true };
    expect(defaultRubricId([builtIn], "dialogue")).toBe(1);
    expect(defaultRubricId([{ id: 9, kinds: ["dialogue"], hasVersion: true }, { id: 5, kinds: ["dialogue"], hasVersion: true }, builtIn], "dialogue")).toBe(5);
    expect(defaultRubricId([{ id: 5, kinds: ["dialogue"], hasVersion: false }, builtIn], "dialogue")).toBe(1);
    expect(defaultRubricId([{ id: 5, kinds: [], hasVersion: true }], "dialogue")).toBeNull();
  });

  it("moves to a rubric made for the kind, and the rubrics page says so on both", async () => {
    const { db } = await temp.fresh();
    const before = await listRubrics(db);
    expect(before.find((r) => r.id === 1)!.defaultFor).toEqual(["dialogue", "a52-session"]);
    expect(before.find((r) => r.name === "GoopSpec report")!.defaultFor).toEqual(["goopspec"]);

    // A rubric meant for any kind serves only the queues that choose it.
    const anyKind = await createRubric(db, { name: "Any", description: "", kinds: [], dimensions: DEPTH });
    expect((await rubricForKind(db, "dialogue")).rubricId).toBe(1);
    expect((await listRubrics(db)).find((r) => r.id === anyKind.rubricId)!.defaultFor).toEqual([]);

    const forDialogues = await createRubric(db, { name: "Depth", description: "", kinds: ["dialogue"], dimensions: DEPTH });
    expect((await rubricForKind(db, "dialogue")).rubricId).toBe(forDialogues.rubricId);
    const after = await listRubrics(db);
    expect(after.find((r) => r.id === forDialogues.rubricId)!.defaultFor).toEqual(["dialogue"]);
    expect(after.find((r) => r.id === 1)!.defaultFor).toEqual(["a52-session"]);
  });
});
