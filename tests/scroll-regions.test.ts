import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/components/dialogue/markdown";
import { DialogueRoundsTable } from "@/components/scoreboard/dialogue-rounds-table";
import { ScoreboardTable } from "@/components/scoreboard/scoreboard-table";

// A region that scrolls sideways must take keyboard focus (axe scrollable-region-focusable): on a phone, a contribution's
// wide table and a scoreboard of many agents both scroll inside their frame.
describe("sideways-scrolling regions take focus", () => {
  it("a markdown table in a contribution", async () => {
    const { element } = await renderMarkdown("| Agent | Position |\n|---|---|\n| Muffin | Keep one engine |\n");
    expect(renderToStaticMarkup(element)).toMatch(/<table tabindex="0">/);
  });

  it("the scoreboard table", () => {
    const rows = [{ agent: "Muffin", wisdom: 5, consistency: 5, truth: 5, relationships: 5, total: 20, line: 1 }];
    const html = renderToStaticMarkup(ScoreboardTable({ rows, rounds: [], view: "totals", sort: "total", direction: "desc", slug: "x" }));
    expect(html).toMatch(/^<div class="relative overflow-x-auto[^"]*" tabindex="0">/);
  });

  it("the dialogue-by-round table", () => {
    const rounds = [{ round: 0, score: 10, alignment: 10, gained: null, velocity: null, convergePercent: null, openTensions: 2 }];
    expect(renderToStaticMarkup(DialogueRoundsTable({ rounds }))).toMatch(/^<div class="relative overflow-x-auto[^"]*" tabindex="0">/);
  });
});
