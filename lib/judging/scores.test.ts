import { describe, expect, it } from "vitest";
import { DIMENSIONS, dimensionSchema, scoreInputSchema } from "./scores";

const valid = {
  dialogueId: "1",
  round: "0",
  agent: "Muffin",
  rationale: "",
  reason: "",
  baseVersion: "0",
  ...Object.fromEntries(DIMENSIONS.map((d) => [d, "7"])),
};

describe("a score as a judge types it", () => {
  it("takes whole numbers within the rubric, as the form sends them (text)", () => {
    const parsed = scoreInputSchema.safeParse(valid);
    expect(parsed.success && DIMENSIONS.map((d) => parsed.data[d])).toEqual(DIMENSIONS.map(() => 7));
    expect(dimensionSchema(DIMENSIONS[0]).parse(" 12 ")).toBe(12);
    expect(dimensionSchema(DIMENSIONS[0]).parse(0)).toBe(0);
  });

  it.each(["", "   ", "0x10", "1e1", "0b11", "+5", "5.0", "Infinity", "NaN", "٣"])(
    "refuses %j rather than storing a number the judge did not type",
    (typed) => {
      const parsed = dimensionSchema(DIMENSIONS[0]).safeParse(typed);
      expect(parsed.success ? `stored ${parsed.data}` : parsed.error.issues[0]!.message).toBe("Enter a whole number.");
    },
  );
});
