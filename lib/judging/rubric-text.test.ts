import { describe, expect, it } from "vitest";
import { ACOR_RUBRIC, BUILT_IN_RUBRIC, rubricDimensionsSchema } from "./rubric";
import { dimensionsFromText, dimensionsToText } from "./rubric-text";

describe("a rubric's dimensions as text", () => {
  it("reads back what it writes, for every seeded rubric", () => {
    for (const rubric of [BUILT_IN_RUBRIC, ACOR_RUBRIC])
      expect(dimensionsFromText(dimensionsToText(rubric.dimensions))).toEqual({ ok: true, dimensions: rubric.dimensions });
  });

  it("reads a heading, a description over two lines and anchors", () => {
    const parsed = dimensionsFromText("## depth: Depth of answer (0-4)\nHow far it goes\nbelow the surface.\n0: Restates the question.\n4: Finds the cause.\n");
    expect(parsed).toEqual({
      ok: true,
      dimensions: [
        {
          key: "depth",
          label: "Depth of answer",
          description: "How far it goes below the surface.",
          min: 0,
          max: 4,
          anchors: [
            { level: 0, text: "Restates the question." },
            { level: 4, text: "Finds the cause." },
          ],
        },
      ],
    });
  });

  it("names the line it cannot read, and leaves bounds and anchors to the schema", () => {
    expect(dimensionsFromText("Some words first")).toEqual({ ok: false, error: 'Line 1: start with a dimension\'s heading, "## key: Label (min–max)".' });
    expect(dimensionsFromText("\n## depth Depth (0–4)")).toMatchObject({ ok: false, error: expect.stringMatching(/^Line 2:/) });
    expect(dimensionsFromText("")).toEqual({ ok: false, error: "Write at least one dimension." });
    const outside = dimensionsFromText("## depth: Depth (0–4)\n9: Beyond the scale.");
    expect(outside.ok && rubricDimensionsSchema.safeParse(outside.dimensions).success).toBe(false);
  });
});
