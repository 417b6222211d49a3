import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { acorFormat, parseAcor } from "@/lib/contract";
import { ClaimsSection } from "@/components/documents/claims-section";
import { ClaimsSummaryView } from "@/components/audit/claims-summary";
import { claimsSummary } from "@/lib/views/claims/claims-summary";

// An ACOR run of our own that completes after an error it never retried.
const RUN = ["## Status: Ready", "## Error: Cannot open <input>.csv", "**Recovery**: Retry with `acor csv_dedupe input.csv`", "## Status: Complete", ""].join(
  "\n",
);

describe("a document page's Claim versus delivery", () => {
  const section = (text: string) => {
    const doc = parseAcor(text);
    return renderToStaticMarkup(ClaimsSection({ findings: acorFormat.audit!(doc, text), rules: acorFormat.auditRules!, sourcePath: "/r/run/source" }));
  };

  it("lists each finding under its rule with its subject and every evidence line linked, escaped", () => {
    const out = section(RUN);
    expect(out).toContain("Claim versus delivery");
    expect(out).toContain("Complete after an error");
    expect(out).toContain("csv_dedupe");
    for (const line of [2, 4]) expect(out).toContain(`href="/r/run/source#L${line}"`);
    expect(out).toContain("## Error: Cannot open &lt;input&gt;.csv");
  });

  it("says which rules were checked when nothing is found, and is absent for a kind with no audit", () => {
    expect(section("## Status: Ready\n## Status: Complete\n")).toContain("No findings: 1 rule checked (complete after an error).");
    expect(ClaimsSection({ findings: [], rules: [], sourcePath: "/r/x/source" })).toBeNull();
  });
});

describe("the claims summary table", () => {
  const rows = [
    { kind: "acor", subject: "csv_dedupe", date: "2026-02-03", rule: "acor-claims-complete-after-error", slug: "run-a", title: "Run <a>" },
    { kind: "acor", subject: "csv_dedupe", date: "2026-02-09", rule: null, slug: "run-b", title: "Run b" },
  ];

  it("shows the rate with its interval, the documents behind it as links, and a warning for so few", () => {
    const out = renderToStaticMarkup(ClaimsSummaryView({ summary: claimsSummary(rows) }));
    expect(out).toContain("1 of 2 documents (50 %, 95 % interval 9 %–91 %)");
    expect(out).toContain('href="/r/run-a"');
    expect(out).toContain("Run &lt;a&gt;");
    expect(out).toContain("February 2026");
    expect(out).toContain("Only 2 documents: too few to read a rate from.");
  });

  it("says so when there are no documents", () => {
    expect(renderToStaticMarkup(ClaimsSummaryView({ summary: claimsSummary([]) }))).toContain("No agent-format documents");
  });
});
