import { describe, expect, it } from "vitest";
import { hasInlineMarkup, inlinePlain, inlineSource, markdownToPlain, pipesAsList } from "./plain";

describe("markdown as plain words", () => {
  it("keeps the words of emphasis, code and links", () => {
    expect(markdownToPlain("**Codify the Bug:** run `npm test` and see [the log](https://x.org/log)")).toBe("Codify the Bug: run npm test and see the log");
    expect(inlinePlain("_why_ and *how*, not 2 * 3 * 4")).toBe("why and how, not 2 * 3 * 4");
    expect(inlinePlain("~~CONVERGED~~ still open, snake_case_name")).toBe("CONVERGED still open, snake_case_name");
  });
  it("drops block markup: headings, bullets, quotes, rules and table pipes", () => {
    expect(markdownToPlain("### Plan\n- first\n> quoted\n1. one")).toBe("Plan first quoted one");
    expect(markdownToPlain("---")).toBe("");
    expect(markdownToPlain("Resolved.\n\n---\n")).toBe("Resolved.");
    expect(markdownToPlain("| Muffin | Cupcake |\n|---|---|\n| 3 | 4 |")).toBe("Muffin · Cupcake 3 · 4");
  });
});

describe("inline markdown source", () => {
  it("escapes a start markdown reads as a block, and leaves other text alone", () => {
    expect(inlineSource("- keep both")).toBe("\\- keep both");
    expect(inlineSource("---")).toBe("\\---");
    expect(inlineSource("# not a heading")).toBe("\\# not a heading");
    expect(inlineSource("1. first")).toBe("1\\. first");
    expect(inlineSource("**Generated artifacts**")).toBe("**Generated artifacts**");
  });
  it("knows text with no markup", () => {
    expect(hasInlineMarkup("Generated artifacts")).toBe(false);
    expect(hasInlineMarkup("**Generated artifacts**")).toBe(true);
    expect(hasInlineMarkup("- a list")).toBe(true);
  });
});

describe("a pipe-separated value", () => {
  it("reads as a list, and a value with no pipes (or a code span) is left as it is", () => {
    expect(pipesAsList("🧁 Muffin | 🧁 Scone | 💙 Judge")).toBe("🧁 Muffin, 🧁 Scone, 💙 Judge");
    expect(pipesAsList("| 🧁 Muffin | 🧁 Scone |")).toBe("🧁 Muffin, 🧁 Scone");
    expect(pipesAsList("💙 Judge, 🧁 Muffin")).toBe("💙 Judge, 🧁 Muffin");
    expect(pipesAsList("`a | b`")).toBe("`a | b`");
  });
});
