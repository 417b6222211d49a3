import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { Timeline } from "@/components/dialogue/timeline";
import { hostileDialogue } from "./helpers/hostile";

const DIALOGUE = hostileDialogue(
  "Chips",
  [
    "Muffin goes on: a *first* point.",
    "",
    "| Claim | Marker |",
    "|---|---|",
    "| cells hold markers too | [TENSION T02: a tension in a **table** cell] |",
    "",
    "Inline code keeps its text: `[TENSION T09: not a marker]`.",
    "A long one: [REFINEMENT P01: " + "a very long description that must wrap rather than be cut off ".repeat(4).trim() + "]",
  ].join("\n"),
);

async function timelineHtml(): Promise<string> {
  const { dialogue } = parseDialogue(DIALOGUE, { name: "chips" });
  return renderToStaticMarkup(await Timeline({ dialogue }));
}

/** The elements with an id `marker-N`, in document order, as [id, outer HTML] (nested tags of the same name counted). */
function chips(html: string): [string, string][] {
  const out: [string, string][] = [];
  for (let at = html.indexOf('id="marker-'); at >= 0; at = html.indexOf('id="marker-', at + 1)) {
    const start = html.lastIndexOf("<", at);
    const tag = html.slice(start + 1, html.indexOf(" ", start));
    let depth = 0;
    let i = start;
    for (;;) {
      const open = html.indexOf(`<${tag}`, i + 1);
      const close = html.indexOf(`</${tag}>`, i + 1);
      if (open >= 0 && open < close) {
        depth++;
        i = open;
      } else if (depth > 0) {
        depth--;
        i = close;
      } else {
        i = close;
        break;
      }
    }
    out.push([html.slice(at + 4, html.indexOf('"', at + 4)), html.slice(start, i)]);
  }
  return out;
}

describe("markers shown once, as chips inside the rendered contribution", () => {
  it("renders each marker's description with the same markdown, in place, once, with its anchor", async () => {
    const html = await timelineHtml();
    const { dialogue } = parseDialogue(DIALOGUE, { name: "chips" });
    expect(dialogue.markers.map((m) => m.raw)).toHaveLength(4);
    // Every marker has exactly one element with its anchor, and a link to it.
    expect(chips(html).map(([id]) => id)).toEqual(["marker-1", "marker-2", "marker-3", "marker-4"]);
    for (const [id] of chips(html)) expect(html).toContain(`href="#${id}"`);
    // No bracket text of a marker is printed as well as its chip, and no raw markdown shows in a chip.
    for (const m of dialogue.markers) expect(html).not.toContain(m.raw.slice(0, 12));
    expect(html).not.toContain("**");
    const [, tableChip] = chips(html)[1]!;
    expect(tableChip).toContain("<strong>table</strong>");
    const [, cupcake] = chips(html)[3]!;
    expect(cupcake).toContain("<strong>rendering</strong> budget versus fidelity");
    // In place: the table chip sits in its cell, after the paragraph before it.
    expect(html.indexOf("a <em>first</em> point")).toBeLessThan(html.indexOf('id="marker-2"'));
    expect(html.slice(html.lastIndexOf("<td", html.indexOf('id="marker-2"')), html.indexOf('id="marker-2"'))).not.toContain("</td>");
  });

  it("never truncates a description, and leaves marker-shaped text in code alone", async () => {
    const html = await timelineHtml();
    const [, long] = chips(html)[2]!;
    expect(long).toContain("cut off a very long description that must wrap rather than be cut off");
    expect(long).not.toContain("truncate");
    expect(html).toContain("<code>[TENSION T09: not a marker]</code>");
  });

  it("cannot be forged: slot characters in the text are not chips", async () => {
    const forged = hostileDialogue("Forged", "Text with \uFDD00\uFDD1 inside.");
    const html = renderToStaticMarkup(await Timeline({ dialogue: parseDialogue(forged, { name: "forged" }).dialogue }));
    expect(chips(html).map(([id]) => id)).toEqual(["marker-1", "marker-2"]);
    expect(html).toContain("Text with \uFFFD0\uFFFD inside.");
  });
});
