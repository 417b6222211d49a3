import { describe, expect, it } from "vitest";
import { BUILT_IN_RUBRIC, GOOPSPEC_RUBRIC, rubricDimensionsSchema } from "./rubric";
import { DIMENSIONS, dimensionSchema, scoreInputSchema, valuesSchemaFor } from "./scores";

const wisdom = BUILT_IN_RUBRIC.dimensions[0]!;
const valid = {
  dialogueId: "1",
  round: "0",
  agent: "Muffin",
  rubricVersionId: "1",
  rationale: "",
  reason: "",
  baseVersion: "0",
  values: Object.fromEntries(DIMENSIONS.map((d) => [d, "7"])),
};

describe("a score as a judge types it", () => {
  it("takes whole numbers within the rubric, as the form sends them (text)", () => {
    const parsed = scoreInputSchema.safeParse(valid);
    expect(parsed.success && parsed.data.rubricVersionId).toBe(1);
    const values = valuesSchemaFor(BUILT_IN_RUBRIC.dimensions).parse(parsed.success ? parsed.data.values : {});
    expect(DIMENSIONS.map((d) => values[d])).toEqual(DIMENSIONS.map(() => 7));
    expect(dimensionSchema(wisdom).parse(" 12 ")).toBe(12);
    expect(dimensionSchema(wisdom).parse(0)).toBe(0);
  });

  it.each(["", "   ", "0x10", "1e1", "0b11", "+5", "5.0", "Infinity", "NaN", "٣"])(
    "refuses %j rather than storing a number the judge did not type",
    (typed) => {
      const parsed = dimensionSchema(wisdom).safeParse(typed);
      expect(parsed.success ? `stored ${parsed.data}` : parsed.error.issues[0]!.message).toBe("Enter a whole number.");
    },
  );
});

describe("a score's bounds are its rubric version's", () => {
  const builtIn = valuesSchemaFor(BUILT_IN_RUBRIC.dimensions);
  const goopspec = valuesSchemaFor(GOOPSPEC_RUBRIC.dimensions);
  const seven = Object.fromEntries(DIMENSIONS.map((d) => [d, "7"]));

  it("takes 7 on the built-in 0–20 rubric and refuses it on the GoopSpec 0–4 one", () => {
    expect(builtIn.safeParse(seven).success).toBe(true);
    const refused = goopspec.safeParse({ completeness: "7", verification: "1", handoff: "2" });
    expect(refused.success ? "stored" : refused.error.issues[0]!.message).toBe("Completeness is 0–4.");
    expect(goopspec.parse({ completeness: "4", verification: "0", handoff: "2" })).toEqual({ completeness: 4, verification: 0, handoff: 2 });
  });

  it("refuses a missing dimension and one the version does not have", () => {
    expect(goopspec.safeParse({ completeness: "1", verification: "1" }).success).toBe(false);
    expect(builtIn.safeParse({ ...seven, completeness: "1" }).success).toBe(false);
  });

  it("checks a rubric's dimensions as an admin writes them: bounds in order, anchors within them, one a level, keys unique", () => {
    const dim = { key: "depth", label: "Depth", description: "", min: 0, max: 3, anchors: [{ level: 0, text: "None" }] };
    expect(rubricDimensionsSchema.safeParse([dim]).success).toBe(true);
    expect(rubricDimensionsSchema.safeParse([{ ...dim, min: 3, max: 3 }]).success).toBe(false);
    expect(rubricDimensionsSchema.safeParse([{ ...dim, anchors: [{ level: 4, text: "Beyond" }] }]).success).toBe(false);
    expect(
      rubricDimensionsSchema.safeParse([
        {
          ...dim,
          anchors: [
            { level: 1, text: "a" },
            { level: 1, text: "b" },
          ],
        },
      ]).success,
    ).toBe(false);
    expect(rubricDimensionsSchema.safeParse([dim, dim]).success).toBe(false);
    expect(rubricDimensionsSchema.safeParse([]).success).toBe(false);
    // Every seeded rubric passes its own schema (the migration stores them as written here).
    expect(rubricDimensionsSchema.safeParse(BUILT_IN_RUBRIC.dimensions).success).toBe(true);
  });
});
