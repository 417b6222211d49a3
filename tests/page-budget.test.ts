import { createElement } from "react";
import { staticHtml } from "./helpers/static-html";
import { describe, expect, it } from "vitest";
import { MARKER_LIMITS, parseDialogue, type ParsedDialogue } from "@/lib/contract";
import { Timeline } from "@/components/dialogue/timeline";
import { Threads } from "@/components/dialogue/threads";
import { MarkerList } from "@/components/dialogue/marker-list";
import { LintPanel } from "@/components/dialogue/lint-panel";
import { RoundDiffView } from "@/components/dialogue/round-diff";
import { roundDiffs } from "@/lib/views/dialogue/dialogue-state";
import { markerHrefFor, PAGE_BUDGET, pageBudget, pageBudgetDiagnostics, paged, pageHref, parsePageParam } from "@/lib/page-budget";
import { crowdedDialogue } from "./helpers/hostile";

// Issue 32, item 3: what the page draws is bounded by its budget, whatever the file holds. Behaviour, not time: beyond
// the limits the page shows counts and paged lists and says so; within them it draws every marker in place.

/** One contribution holding `n` tensions, one a line, each its own thread. */
const crowded = (n: number) => crowdedDialogue("Crowded", n);

/** `rounds` rounds of two contributions, each `per` tensions: many markers, none of the contributions crowded. */
function spread(rounds: number, per: number): string {
  const lines = ["# Alignment Dialogue: Spread", "", "**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Scone", ""];
  let id = 1;
  for (let r = 0; r < rounds; r++) {
    lines.push(`## Round ${r}: R`, "");
    for (const agent of ["Muffin", "Scone"]) {
      lines.push(`### ${agent} 🧁`, "");
      for (let i = 0; i < per; i++) lines.push(`[TENSION T${String(id++).padStart(2, "0")}: point ${i}]`);
      lines.push("");
    }
  }
  return lines.join("\n");
}

const parse = (text: string) => parseDialogue(text, { name: "budget" }).dialogue;
const count = (html: string, needle: string) => html.split(needle).length - 1;
const timelineHtml = async (d: ParsedDialogue) => await staticHtml(await Timeline({ dialogue: d, markerHref: markerHrefFor("s", pageBudget(d)) }));

describe("the dialogue page's render budget", () => {
  it("draws every marker as a chip in place within the budget, and reports nothing", async () => {
    const d = parse(spread(1, PAGE_BUDGET.markersPerContribution));
    expect(d.markers).toHaveLength(2 * PAGE_BUDGET.markersPerContribution);
    expect(pageBudget(d).over).toBeNull();
    expect(pageBudgetDiagnostics(d)).toEqual([]);
    expect(count(await timelineHtml(d), "data-marker-chip")).toBe(d.markers.length);
    expect(markerHrefFor("s", pageBudget(d))(7)).toBe("#marker-8");
  });

  it("shows a contribution of 20,000 markers as plain text without chips, with a render-budget warning naming it", async () => {
    const d = parse(crowded(20_000));
    const budget = pageBudget(d);
    expect(budget.over).toMatch(/^20,002 markers/);
    const warnings = pageBudgetDiagnostics(d);
    expect(warnings.map((w) => [w.code, w.severity])).toEqual([
      ["render-budget", "warning"],
      ["render-budget", "warning"],
    ]);
    expect(warnings[1]!.message).toBe("Muffin's contribution is shown as plain text: 20,001 markers, over the 200 drawn in place.");
    expect(warnings[1]!.line).toBe(d.rounds[0]!.contributions[0]!.line);
    const html = await timelineHtml(d);
    expect(count(html, "data-marker-chip")).toBe(0);
    expect(count(html, "data-plain-text")).toBe(1);
    // The contract's own lint says the same of the file.
    expect(parseDialogue(crowded(MARKER_LIMITS.perContribution + 1)).diagnostics.some((x) => x.code === "marker-density")).toBe(true);
  });

  it("over the dialogue's limit draws no chip anywhere, though no contribution is crowded", async () => {
    const d = parse(spread(Math.ceil((PAGE_BUDGET.markersPerDialogue + 1) / (2 * PAGE_BUDGET.markersPerContribution)), PAGE_BUDGET.markersPerContribution));
    const budget = pageBudget(d);
    expect(budget.plain.size).toBe(0);
    expect(budget.over).toMatch(/over the 2,000 the page draws in place/);
    expect(pageBudgetDiagnostics(d)).toHaveLength(1);
    const html = await timelineHtml(d);
    expect(count(html, "data-marker-chip")).toBe(0);
    expect(count(html, "data-plain-text")).toBe(0);
  });

  it("lists the markers a page at a time, with counts by type, each row at the anchor its chip would have had", async () => {
    const d = parse(crowded(20_000));
    const page = paged(d.markers, parsePageParam({ markers: "3" }, "markers"));
    const html = await staticHtml(
      createElement(MarkerList, { markers: d.markers, page, reason: pageBudget(d).over!, sourcePath: "/d/s/source", href: (n: number) => `/d/s?markers=${n}` }),
    );
    expect(count(html, "data-marker-row")).toBe(PAGE_BUDGET.pageSize);
    expect(html).toContain('id="marker-201"');
    expect(html).toContain('id="marker-300"');
    expect(html).not.toContain('id="marker-301"');
    expect(html).toMatch(/<dt[^>]*>TENSION<\/dt><dd[^>]*>20,001<\/dd>/);
    expect(html).toContain('href="/d/s?markers=4"');
    // A link to a marker names the page it is on.
    expect(markerHrefFor("s", pageBudget(d))(200)).toBe("/d/s?markers=3#marker-201");
    // Past the end is the last page; nonsense is the first.
    expect(paged(d.markers, 1_000_000).page).toBe(Math.ceil(d.markers.length / PAGE_BUDGET.pageSize));
    expect(parsePageParam({ markers: "x" }, "markers")).toBe(1);
  });

  it("pages the threads, caps the state's and the round's lists, and caps each lint code's list", async () => {
    const d = parse(crowded(20_000));
    const markerHref = markerHrefFor("s", pageBudget(d));
    const threads = await staticHtml(createElement(Threads, { dialogue: d, slug: "s", page: 2, markerHref }));
    expect(threads.match(/id="tension-\d+"/g)).toHaveLength(PAGE_BUDGET.pageSize);
    expect(threads).toContain('id="tension-101"');
    expect(threads).toContain('aria-label="Pages of tensions"');
    // T102 was raised by the 101st marker (the first is Muffin's perspective): on the second page of markers.
    expect(threads).toContain('href="/d/s?markers=2#marker-102"');

    // The round's changes (in the timeline's header and the state section) list the first raises and a count.
    const diff = roundDiffs(d).get(d.rounds[0]!.number)!;
    const diffHtml = await staticHtml(createElement(RoundDiffView, { diff, markerHref }));
    expect(diffHtml).toContain(`and ${(diff.tensionsRaised.length - PAGE_BUDGET.listItems).toLocaleString("en")} more (see Threads)`);
    expect(count(diffHtml, "<li")).toBeLessThan(3 * PAGE_BUDGET.listItems);

    const diagnostics = parseDialogue(crowded(20_000)).diagnostics;
    const lint = await staticHtml(createElement(LintPanel, { diagnostics }));
    const byCode = new Map<string, number>();
    for (const x of diagnostics) byCode.set(x.code, (byCode.get(x.code) ?? 0) + 1);
    const biggest = Math.max(...byCode.values());
    expect(biggest).toBeGreaterThan(PAGE_BUDGET.listItems);
    expect(lint).toContain(`and ${(biggest - PAGE_BUDGET.listItems).toLocaleString("en")} more`);
    expect(count(lint, '<li class="break-words"')).toBeLessThanOrEqual(PAGE_BUDGET.listItems * 3);
  });

  it("keeps only the parameters the page reads in a page's link", () => {
    expect(pageHref("s", { view: "rounds", x: "1", markers: "2", threads: "4" }, "threads", 3, "threads")).toBe("/d/s?view=rounds&markers=2&threads=3#threads");
    expect(pageHref("s", { threads: "4" }, "threads", 1, "threads")).toBe("/d/s#threads");
  });
});
