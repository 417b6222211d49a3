import { describe, expect, it } from "vitest";
import { parseDialogue as parseResult, type ParsedDialogue } from "@/lib/contract";
import { SingleRound, Timeline } from "@/components/dialogue/timeline";
import { drawnContributionCount, markerHrefFor, PAGE_BUDGET, pageBudget } from "@/lib/page-budget";
import { staticHtml } from "./helpers/static-html";

// Issue 29, item 5: a long dialogue's first HTML draws its first contributions; the rest of each round is a link to the
// round alone, which the page opens in place (components/dialogue/lazy-round-dom.ts finds it by what an address names).

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
const textOf = (c: ParsedDialogue["rounds"][number]["contributions"][number]) => c.lines.reduce((t, l) => t + l.text.length + 1, 0);

describe("a long dialogue's contributions", () => {
  const d = parseDialogue(long(12, 9_000));
  const all = d.rounds.flatMap((r, ri) => r.contributions.map((c, ci) => ({ c, ri, ci })));
  const roundHref = (index: number) => `/d/s/rounds/${index + 1}`;
  const render = async () => staticHtml(await Timeline({ dialogue: d, markerHref: markerHrefFor("s", pageBudget(d)), roundHref }));

  it("draws contributions until their text passes the budget, at least one", () => {
    const drawn = drawnContributionCount(d);
    const before = all.slice(0, drawn - 1).reduce((s, { c }) => s + textOf(c), 0);
    expect(before).toBeLessThan(PAGE_BUDGET.firstContributionsText);
    expect(before + textOf(all[drawn - 1]!.c)).toBeGreaterThanOrEqual(PAGE_BUDGET.firstContributionsText);
    expect(drawn).toBeLessThan(all.length);
    expect(drawnContributionCount(parseDialogue(long(1, 100_000)))).toBe(1);
    expect(drawnContributionCount(parseDialogue(long(3, 500)))).toBe(6);
  });

  it("leaves the rest of each round as a link to the round alone, with where it starts and the markers it holds", async () => {
    const html = await render();
    const drawn = drawnContributionCount(d);
    all.forEach(({ ri, ci }, i) => expect(html.includes(`id="round-${ri}-c${ci + 1}"`)).toBe(i < drawn));
    for (let r = 0; r < d.rounds.length; r++) expect(html).toContain(`id="round-${r}"`);
    const closed = [...html.matchAll(/data-closed-round="" data-round-of="(\d+)" data-from="(\d+)" data-href="([^"]+)" data-markers="(\d+)-(\d+)"/g)];
    const { markersOf } = pageBudget(d);
    const partial = all[drawn]!;
    // The round the budget ends in is drawn up to there; every later round is closed from its first contribution.
    expect(closed.map((m) => [Number(m[1]), Number(m[2]), m[3]])).toEqual(
      Array.from({ length: d.rounds.length - partial.ri }, (_, k) => [partial.ri + k, k === 0 ? partial.ci : 0, roundHref(partial.ri + k)]),
    );
    for (const m of closed) {
      const ordinals = d.rounds[Number(m[1])]!.contributions.slice(Number(m[2])).flatMap((c) => markersOf.get(c) ?? []);
      expect([Number(m[4]), Number(m[5])]).toEqual([Math.min(...ordinals), Math.max(...ordinals)]);
    }
    expect(html).toContain(">Show round 11<");
    expect(partial.ci).toBeGreaterThan(0);
    expect(html).toContain(`>Show the rest of round ${partial.ri}<`);
    expect(html.length).toBeLessThan((await staticHtml(await Timeline({ dialogue: d }))).length / 2);
  });

  it("draws a round alone whole, with the body the page puts in place of its own", async () => {
    const html = await staticHtml(await SingleRound({ dialogue: d, index: 10, markerHref: markerHrefFor("s", pageBudget(d)) }));
    expect(html).toContain('data-round-body="10"');
    expect(html).not.toContain("data-closed-round");
    expect(html).toContain('id="round-10-c1"');
    expect(html).toContain('id="round-10-c2"');
    expect(html).toContain('id="marker-41"');
    expect(html).not.toContain('id="round-9-c1"');
  });
});
