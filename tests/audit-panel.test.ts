import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { auditDialogue, parseDialogue } from "@/lib/contract";
import { AuditPanel } from "@/components/dialogue/audit-panel";

const TEXT = [
  "# Alignment Dialogue: Audit panel",
  "",
  "**Status**: Converged",
  "",
  "## Round 0",
  "",
  "### Muffin 🧁",
  "",
  "[TENSION T01: cache hides <load>]",
  "",
  "### Cupcake 🧁",
  "",
  "I agree with all of it.",
  "",
].join("\n");

const html = (text: string) => {
  const { dialogue } = parseDialogue(text);
  return renderToStaticMarkup(
    AuditPanel({ findings: auditDialogue(dialogue, { type: "file", name: "a.md", text }), markers: dialogue.markers.length, sourcePath: "/d/a/source" }),
  );
};

describe("the dialogue page's convergence audit", () => {
  it("groups findings by rule and links every evidence line to its line in the source view, escaped", () => {
    const out = html(TEXT);
    expect(out).toContain("Declared with open business");
    expect(out).toContain("Silent agent");
    // The declaration (line 3), the open tension (line 9) and Cupcake's silent turn (lines 11, 13).
    for (const line of [3, 9, 11, 13]) expect(out).toContain(`href="/d/a/source#L${line}"`);
    expect(out).toContain("[TENSION T01: cache hides &lt;load&gt;]");
    expect(out.indexOf("Declared with open business")).toBeLessThan(out.indexOf("Silent agent"));
  });
  it("says what was checked when nothing is found, and why nothing can be without markers", () => {
    expect(html(TEXT.replace("Converged", "In Progress").replace("I agree with all of it.", "[PERSPECTIVE P01: agree]"))).toContain(
      "No findings: 5 rules checked over 2 markers",
    );
    expect(html("# Alignment Dialogue: Plain\n\n## Round 0\n\n### Muffin 🧁\n\nProse only.\n")).toContain("No findings: the dialogue has no markers");
  });
});
