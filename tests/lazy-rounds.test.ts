import { describe, expect, it } from "vitest";
import { parseDialogue as parseResult, type ParsedDialogue } from "@/lib/contract";
import { SingleRound, Timeline } from "@/components/dialogue/timeline";
import { markerHrefFor, openRoundCount, PAGE_BUDGET, pageBudget } from "@/lib/page-budget";
import { staticHtml } from "./helpers/static-html";

// Issue 29, item 5: a long dialogue's first HTML draws its first rounds; the others are links to each round alone,
// which the page opens in place (components/dialogue/lazy-round-dom.ts finds a closed round by what an address names).

/** `rounds` rounds of two contributions, each about `chars` characters of prose and two tensions. */
function long(rounds: number, chars: number): string {
  const lines = ["# Alignment Dialogue: Long", "", "**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Scone", ""];
  let id = 1;
  for (let r = 0; r < rounds; r++) {
    lines.push(`## Round ${r}: R${r}`, "");
    for (const agent of ["Muffin", "Scone"]) {
      lines.push(`### ${agent} 🧁`, "");
      for (let i = 0; i < chars / 80; i++) lines.push(`${agent} weighs point ${i} of round ${r}, in a sentence long enough to count.`);
      lines.push(`[TENSION T${String(id++).padStart(2, "0")}: a point]`, `[PERSPECTIVE P${String(id++).padStart(2, "0")}: a view]`, "");
    }
  }
  return lines.join("\n");
}

const parseDialogue = (markdown: string) => parseResult(markdown, { name: "long" }).dialogue;
const text = (d: ParsedDialogue, r: number) =>
  d.rounds[r]!.contributions.reduce((s, c) => s + c.lines.reduce((t, l) => t + l.text.length + 1, 0), 0);

describe("a long dialogue's rounds", () => {
  const d = parseDialogue(long(12, 6_000));
  const roundHref = (index: number) => `/d/s/rounds/${index + 1}`;
  const render = async () => staticHtml(await Timeline({ dialogue: d, markerHref: markerHrefFor("s", pageBudget(d)), roundHref }));

  it("draws rounds until their text passes the budget, at least one", () => {
    const open = openRoundCount(d);
    const before = Array.from({ length: open - 1 }, (_, r) => text(d, r)).reduce((a, b) => a + b, 0);
    expect(before).toBeLessThan(PAGE_BUDGET.firstRoundsText);
    expect(before + text(d, open - 1)).toBeGreaterThanOrEqual(PAGE_BUDGET.firstRoundsText);
    expect(open).toBeLessThan(d.rounds.length);
    expect(openRoundCount(parseDialogue(long(1, 100_000)))).toBe(1);
    expect(openRoundCount(parseDialogue(long(3, 500)))).toBe(3);
  });

  it("leaves the later rounds closed: their headings and links to each alone, with the markers each holds", async () => {
    const html = await render();
    const open = openRoundCount(d);
    for (let r = 0; r < d.rounds.length; r++) {
      expect(html).toContain(`id="round-${r}"`);
      expect(html.includes(`id="round-${r}-c1"`)).toBe(r < open);
    }
    const closed = [...html.matchAll(/data-closed-round="" data-href="([^"]+)" data-markers="(\d+)-(\d+)"/g)];
    expect(closed.map((m) => m[1])).toEqual(Array.from({ length: d.rounds.length - open }, (_, i) => roundHref(open + i)));
    const { markersOf } = pageBudget(d);
    closed.forEach((m, i) => {
      const ordinals = d.rounds[open + i]!.contributions.flatMap((c) => markersOf.get(c) ?? []);
      expect([Number(m[2]), Number(m[3])]).toEqual([Math.min(...ordinals), Math.max(...ordinals)]);
    });
    expect(html).toContain(">Show round 11<");
    expect(html.length).toBeLessThan((await staticHtml(await Timeline({ dialogue: d }))).length / 2);
  });

  it("draws a round alone with the body the page puts in place of the closed one", async () => {
    const html = await staticHtml(await SingleRound({ dialogue: d, index: 10, markerHref: markerHrefFor("s", pageBudget(d)) }));
    expect(html).toContain('data-round-body="10"');
    expect(html).not.toContain("data-closed-round");
    expect(html).toContain('id="round-10-c2"');
    expect(html).toContain('id="marker-41"');
    expect(html).not.toContain('id="round-9-c1"');
  });
});
