import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ModelJudgeLinks } from "@/components/judging/model-judge-links";
import { staticHtml } from "./helpers/static-html";
import { visibleText } from "./helpers/visible-text";

describe("the model judges on /judging", () => {
  it("link each judge to its calibration with its model, and never count its scores (blind judging would leak how much it hides)", async () => {
    const judges = [{ id: "m1", name: "Sonnet judge", model: "example-model-1", scoreCount: 117 }];
    const html = await staticHtml(createElement(ModelJudgeLinks, { judges }));
    expect(html).toContain('href="/judging/models/m1"');
    const text = visibleText(html);
    expect(text).toContain("Sonnet judge example-model-1");
    expect(text).not.toMatch(/\d+ scores?/);
  });
});
