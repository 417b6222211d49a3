import { describe, expect, it } from "vitest";
import { parseDialogue as parseResult, persuasionOf, type ParsedDialogue } from "@/lib/contract";
import { PersuasionPanel } from "@/components/dialogue/persuasion-panel";
import { StatePerspectives } from "@/components/dialogue/round-state";
import { SingleThread, Threads } from "@/components/dialogue/threads";
import { SingleRound, Timeline } from "@/components/dialogue/timeline";
import { drawnContributionCount, isLongDialogue, markerHrefFor, PAGE_BUDGET, pageBudget } from "@/lib/page-budget";
import { pageRoundDiffs, pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
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

// A long dialogue's other long lists are left for later the same way: a thread's moves, persuasion's moves, each round's
// "what changed", the state's perspectives and the expert pool, each a link to a page holding it whole (`data-part`
// names it on both), which the page's client code opens in place.
describe("a long dialogue's other parts", () => {
  /** `long` with T01 resolved by Scone in every round after the first: one thread of many moves among single ones. */
  const withMoves = (rounds: number, chars: number) =>
    long(rounds, chars).replace(/(### Scone 🧁\n\n)/g, (m, head, at) => (at > 0 ? `${head}[RESOLVED T01: settled]\n` : m));
  const d = parseDialogue(withMoves(12, 9_000));
  const short = parseDialogue(withMoves(2, 500));
  const threadHref = (anchor: string) => `/d/s/threads/${anchor}`;
  const roundHref = (index: number) => `/d/s/rounds/${index + 1}`;

  it("is the dialogue whose first HTML leaves contributions closed", () => {
    expect(isLongDialogue(d)).toBe(true);
    expect(isLongDialogue(short)).toBe(false);
  });

  it("lists every thread with its id and label; a thread of several moves links to itself alone for them, a single move is drawn", async () => {
    const html = await staticHtml(Threads({ dialogue: d, slug: "s", threadHref }));
    const t01 = d.threads[0]!;
    expect(t01.events.length).toBeGreaterThan(2);
    expect(html).toContain(`data-part="tension-1" data-closed-part=""><a href="/d/s/threads/tension-1" data-open-part=""`);
    expect(html).toContain(`Show its ${t01.events.length} moves`);
    expect(html).not.toContain('aria-label="Moves on T01"');
    // T03 was raised once and never moved: its one move costs no more than a link to it.
    const t03 = d.threads.find((t) => t.id === "T03")!;
    expect(t03.events).toHaveLength(1);
    expect(html).toContain(`<a href="#marker-${t03.events[0]!.marker + 1}" class="link text-sm">raised by Scone, round 0</a>`);
    for (const [i, t] of d.threads.entries()) {
      expect(html).toContain(`id="tension-${i + 1}"`);
      expect(html).toContain(`>${t.id}</a>`);
    }
    // Without the address of each thread (a dialogue drawn whole), every move is drawn.
    const whole = await staticHtml(Threads({ dialogue: d, slug: "s" }));
    expect(whole).toContain(`aria-label="Moves on T01"`);
    expect(whole).not.toContain("data-closed-part");
  });

  it("draws a thread alone whole, its moves under the name the page's closed part has, each leading to its marker", async () => {
    const html = await staticHtml(SingleThread({ dialogue: d, slug: "s", kind: "tension", index: 0, markerHref: (o) => `/d/s#marker-${o + 1}` }));
    expect(html).toContain('data-part="tension-1"');
    expect(html).not.toContain("data-closed-part");
    for (const e of d.threads[0]!.events) expect(html).toContain(`href="/d/s#marker-${e.marker + 1}"`);
    expect(html).toContain("resolved by Scone, round 1");
  });

  it("shows each round's change in a line, the whole of it on the round's page under the same name", async () => {
    const diffs = pageRoundDiffs(d);
    const html = await staticHtml(await Timeline({ dialogue: d, diffs, markerHref: markerHrefFor("s", pageBudget(d)), roundHref }));
    for (let r = 0; r < d.rounds.length; r++) {
      expect(html).toContain(`data-part="changes-${r}" data-closed-part="">`);
      expect(html).toContain(`href="${roundHref(r)}" data-open-part=""`);
    }
    expect(html).not.toContain("<details");
    const alone = await staticHtml(await SingleRound({ dialogue: d, index: 4, diffs, markerHref: markerHrefFor("s", pageBudget(d)) }));
    expect(alone).toMatch(/<details[^>]* data-part="changes-4"/);
    expect(alone).toContain("What changed from round 3 to round 4");
    // A dialogue drawn whole keeps its disclosures.
    const drawn = await staticHtml(await Timeline({ dialogue: short, diffs: pageRoundDiffs(short), roundHref }));
    expect(drawn).not.toContain("data-closed-part");
    expect(drawn).toContain("<details");
  });

  // (The state's closed list is RoundState's, a client component's parent: the e2e spec opens it.)
  it("leaves the persuasion moves to their own page when given where; the state's perspectives are whole there", async () => {
    const closed = await staticHtml(PersuasionPanel({ moves: persuasionFixture, markers: 3, sourcePath: "/d/s/source", href: "/d/s/persuasion" }));
    expect(closed).toContain('<p class="text-sm" data-part="persuasion" data-closed-part=""><a href="/d/s/persuasion" data-open-part=""');
    expect(closed).not.toContain('aria-label="Moves"');
    const whole = await staticHtml(PersuasionPanel({ moves: persuasionFixture, markers: 3, sourcePath: "/d/s/source" }));
    expect(whole).toContain('aria-label="Moves" class="space-y-3" data-part="persuasion"');
    const state = pageStateAtRound(d, null)!;
    expect(state.perspectives.length).toBeGreaterThan(1);
    const list = await staticHtml(StatePerspectives({ state, markerHref: (o) => `/d/s#marker-${o + 1}` }));
    for (const p of state.perspectives) expect(list).toContain(`>${p.id}</a>`);
  });
});

const PERSUASION = [
  "# Alignment Dialogue: P",
  "",
  "## Round 0",
  "",
  "### Muffin 🧁",
  "",
  "[DISSENT] no.",
  "",
  "### Cupcake 🧁",
  "",
  "[CHALLENGE] yes.",
  "",
  "## Round 1",
  "",
  "### Muffin 🧁",
  "",
  "[MOVE:CONVERGE] fine.",
  "",
].join("\n");
const persuasionFixture = persuasionOf(parseResult(PERSUASION).dialogue, { type: "file", name: "p.md", text: PERSUASION });
