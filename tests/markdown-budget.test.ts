import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { overBudget, MARKDOWN_BUDGET } from "@/lib/markdown/budget";
import { renderBudgetDiagnostics } from "@/lib/markdown/diagnostics";
import { renderMarkdown } from "@/components/dialogue/markdown";
import { Timeline } from "@/components/dialogue/timeline";
import { setRenderTimeout } from "@/lib/markdown/worker-pool";
import { HOSTILE_BODIES, hostileDialogue, type HostileKind } from "./helpers/hostile";

/** The timeline as the dialogue page renders it (a server component, awaited), as HTML. */
async function timelineHtml(text: string): Promise<string> {
  const { dialogue } = parseDialogue(text, { name: "hostile" });
  return renderToStaticMarkup(await Timeline({ dialogue }));
}

const escapedStart: Record<HostileKind, string> = {
  "5 MB single line": "**a** _b_ `c` [d](e) **a**",
  "100 KB nested brackets": "[[[[[[[[",
  "10,000 nested >": "&gt;&gt;&gt;&gt;&gt;&gt;",
};

describe("hostile markdown renders within the budget", () => {
  for (const kind of Object.keys(HOSTILE_BODIES) as HostileKind[]) {
    it(`${kind}: escaped plain text, the rest as markdown, and a render-budget warning`, async () => {
      const text = hostileDialogue(kind, HOSTILE_BODIES[kind]());
      const html = await timelineHtml(text);
      expect(html).toContain("Shown as plain text:");
      expect(html).toContain(escapedStart[kind]);
      // Nothing of the hostile text became markup.
      expect(html).not.toContain("<blockquote>");
      expect(html).not.toContain("<strong>a</strong>");
      // The normal contribution beside it is still markdown.
      expect(html).toContain("<em>emphasis</em>");
      const { dialogue } = parseDialogue(text, { name: "hostile" });
      const warnings = renderBudgetDiagnostics(dialogue);
      expect(warnings).toEqual([
        expect.objectContaining({
          code: "render-budget",
          severity: "warning",
          kind: "content",
          line: 10,
          message: expect.stringContaining("Muffin's contribution to round 0 is shown as plain text"),
        }),
      ]);
    });
  }

  it("shows text the worker does not finish in time as plain text, and the next text still renders", async () => {
    const previous = setRenderTimeout(1);
    try {
      // 54 KB of inline markup in short paragraphs (inside the size budget): no machine parses it within 1 ms.
      const slow = await renderMarkdown("**not bold in time**\n\n" + ("**bold** and `code` ".repeat(45) + "\n\n").repeat(60));
      expect(slow.overBudget).toMatch(/took over 0.001 s/);
      expect(renderToStaticMarkup(slow.element)).toContain("**not bold in time**");
    } finally {
      setRenderTimeout(previous);
    }
    const next = await renderMarkdown("after **that**");
    expect(next.overBudget).toBeNull();
    expect(renderToStaticMarkup(next.element)).toBe("<p>after <strong>that</strong></p>");
  });

  it("keeps raw HTML and unsafe links inert, as react-markdown did", async () => {
    const html = renderToStaticMarkup(
      (await renderMarkdown("<script>alert(1)</script>\n\nA [link](javascript:alert(1)) and <img src=x onerror=alert(1)>")).element,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="">link</a>');
  });

  it("leaves ordinary markdown, and the corpus's largest shapes, to the renderer", () => {
    expect(overBudget("A paragraph with **bold** and [a link](https://example.org).\n\n> quoted\n\n- a\n  - b")).toBeNull();
    expect(overBudget("x".repeat(MARKDOWN_BUDGET.maxParagraphChars - 10))).toBeNull();
    expect(overBudget(`${"word ".repeat(1500)}\n\n`.repeat(8))).toBeNull();
    expect(overBudget("\\[\\[\\[ ".repeat(20))).toBeNull();
  });

  it("names each limit it finds exceeded", () => {
    expect(overBudget("x".repeat(MARKDOWN_BUDGET.maxChars + 1))).toContain("over the 64 KB");
    expect(overBudget("y ".repeat(MARKDOWN_BUDGET.maxParagraphChars))).toContain("a paragraph of over 8 KB");
    expect(overBudget("- ".repeat(17) + "deep")).toContain("nested more than 16 deep");
    expect(overBudget("> 1. * ".repeat(6) + "deep")).toContain("nested more than 16 deep");
    expect(overBudget("[".repeat(33) + "]".repeat(33))).toContain("brackets nested more than 32 deep");
    // A blank line ends a paragraph, and with it its brackets.
    expect(overBudget(`${"[".repeat(30)}\n\n${"[".repeat(30)}`)).toBeNull();
  });
});
