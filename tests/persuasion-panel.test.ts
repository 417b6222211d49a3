import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseDialogue, persuasionOf } from "@/lib/contract";
import { PersuasionPanel } from "@/components/dialogue/persuasion-panel";

const TEXT = [
  "# Alignment Dialogue: Persuasion panel",
  "",
  "## Round 0",
  "",
  "### Muffin 🧁",
  "",
  "[DISSENT] caches <hide> load.",
  "",
  "### Cupcake 🧁",
  "",
  "[CHALLENGE] load is measured anyway.",
  "",
  "## Round 1",
  "",
  "### Muffin 🧁",
  "",
  "[MOVE:CONVERGE] fine.",
  "",
].join("\n");

const html = (text: string) => {
  const { dialogue } = parseDialogue(text);
  return renderToStaticMarkup(
    PersuasionPanel({ moves: persuasionOf(dialogue, { type: "file", name: "a.md", text }), markers: dialogue.markers.length, sourcePath: "/d/a/source" }),
  );
};

describe("the dialogue page's who moved whom", () => {
  it("lists each move with its movers, every line a link to the source view, escaped", () => {
    const out = html(TEXT);
    expect(out).toContain("dissent → converge");
    expect(out).toContain("Cupcake");
    expect(out).toContain("argued in between");
    // Muffin's previous position (7), the move (17), and Cupcake's challenge (11).
    for (const line of [7, 17, 11]) expect(out).toContain(`href="/d/a/source#L${line}"`);
    expect(out).toContain("[DISSENT] caches &lt;hide&gt; load.");
  });
  it("says what was read when there is no move, and why there can be none without markers", () => {
    expect(html(TEXT.replace("[MOVE:CONVERGE] fine.", "[DISSENT] still no."))).toContain("no agent changed stance");
    expect(html("# Alignment Dialogue: Bare\n\n## Round 0\n\n### Muffin 🧁\n\nprose\n")).toContain("has no markers");
  });
});
