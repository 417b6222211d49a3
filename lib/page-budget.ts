import { z } from "zod";
import { MARKER_LIMITS, markersByContribution, type Contribution, type Diagnostic, type ParsedDialogue } from "@/lib/contract";
import { markerAnchor } from "@/lib/anchors";
import { RENDER_BUDGET_RULE } from "@/lib/markdown/diagnostics";
import { firstValue } from "@/lib/url-params";
import { DIALOGUE_PARAMS } from "@/lib/page-params";

/**
 * What one view of a dialogue page draws, whatever the file holds. Every marker drawn in place is a chip with its own
 * markdown, and every list on the page (threads, a round's changes, the state's tensions, a lint code's diagnostics)
 * grows with the markers: a file of 20,000 markers took a minute a view. Within the contract's MARKER_LIMITS (20 times
 * the Blue corpus's largest) the page shows everything; beyond them it shows counts and paged lists instead, and says so
 * with a `render-budget` warning. Lists are capped at `listItems` either way, which no real dialogue reaches.
 */
export const PAGE_BUDGET = {
  /** Markers of one contribution drawn as chips; over it, the contribution is escaped plain text. */
  markersPerContribution: MARKER_LIMITS.perContribution,
  /** Markers of the dialogue drawn as chips; over it (or over the first limit), no chips: a paged list of markers. */
  markersPerDialogue: MARKER_LIMITS.perDialogue,
  /** Rows of one page of a paged list (`?markers=N`, `?threads=N`). */
  pageSize: 100,
  /** Items of any other list before "and N more". */
  listItems: 200,
  /**
   * Characters of contributions the first HTML draws: contributions after the one that passes it arrive when opened
   * (a link, `j`, or an address inside them). The largest corpus dialogue (270 KB) was 1.5 MB of HTML drawn whole, and
   * one of its rounds alone is most of it: the unit is the contribution, not the round. 40,000 drew 14 of its
   * contributions, 63 KB of markup and as much again in React's payload: with every other list of a long dialogue
   * left for later its first HTML was still 495 KB, so 20,000 (bench/README.md, "The dialogue page's size").
   */
  firstContributionsText: 20_000,
} as const;

/** How many leading contributions (in document order, across rounds) the first HTML draws: at least one, then while under the budget. */
export function drawnContributionCount(dialogue: Pick<ParsedDialogue, "rounds">): number {
  let text = 0;
  let drawn = 0;
  for (const round of dialogue.rounds)
    for (const c of round.contributions) {
      if (drawn > 0 && text >= PAGE_BUDGET.firstContributionsText) return drawn;
      for (const l of c.lines) text += l.text.length + 1;
      drawn++;
    }
  return drawn;
}

/**
 * A long dialogue: its first HTML leaves contributions for later (drawnContributionCount), and its threads show their
 * counts, each thread's moves opening when asked, as the rounds do.
 */
export function isLongDialogue(dialogue: Pick<ParsedDialogue, "rounds">): boolean {
  return drawnContributionCount(dialogue) < dialogue.rounds.reduce((n, r) => n + r.contributions.length, 0);
}

/** A long dialogue's lists left for later, each whole at `/d/<slug>/parts/<part>` (the state's with `?at=N`). */
export const PAGE_PARTS = ["perspectives", "expert-pool"] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

export interface PageBudget {
  /** Why the page shows counts and paged lists, in words for a reader; null when it draws every marker in place. */
  over: string | null;
  /** Contributions shown as plain text: each holds more markers than one contribution may draw. */
  plain: Set<Contribution>;
  /** Each contribution's markers (ordinals into `dialogue.markers`). */
  markersOf: Map<Contribution, number[]>;
}

// A parse is cached and immutable (lib/ingest/pipeline.ts): its budget is worked out once per parse.
const budgets = new WeakMap<ParsedDialogue, PageBudget>();

/** The page's budget for a dialogue: linear in its markers. */
export function pageBudget(dialogue: ParsedDialogue): PageBudget {
  const known = budgets.get(dialogue);
  if (known) return known;
  const markersOf = markersByContribution(dialogue);
  const plain = new Set<Contribution>();
  for (const [c, ordinals] of markersOf) if (ordinals.length > PAGE_BUDGET.markersPerContribution) plain.add(c);
  const count = dialogue.markers.length.toLocaleString("en");
  const over =
    dialogue.markers.length > PAGE_BUDGET.markersPerDialogue
      ? `${count} markers, over the ${PAGE_BUDGET.markersPerDialogue.toLocaleString("en")} the page draws in place`
      : plain.size > 0
        ? `${plain.size === 1 ? "a contribution holds" : `${plain.size} contributions hold`} over ${PAGE_BUDGET.markersPerContribution} markers, more than the page draws in place`
        : null;
  const budget = { over, plain, markersOf };
  budgets.set(dialogue, budget);
  return budget;
}

/**
 * The page's `render-budget` warnings (the viewer's rule, beside the markdown's in lib/markdown/diagnostics.ts): one for
 * the dialogue when the page shows paged lists, and one for each contribution shown as plain text.
 */
export function pageBudgetDiagnostics(dialogue: ParsedDialogue): Diagnostic[] {
  const budget = pageBudget(dialogue);
  if (!budget.over) return [];
  const first = dialogue.markers[0]!;
  const out: Diagnostic[] = [
    {
      ...RENDER_BUDGET_RULE,
      hint: "Split the dialogue or its crowded contributions; the markers are listed in pages meanwhile.",
      line: first.line,
      ...(first.file !== undefined ? { file: first.file } : {}),
      message: `The page shows its markers as counts and a paged list, not in place: ${budget.over}.`,
    },
  ];
  for (const c of budget.plain)
    out.push({
      ...RENDER_BUDGET_RULE,
      line: c.line,
      ...(c.file !== undefined ? { file: c.file } : {}),
      message: `${c.agent}'s contribution is shown as plain text: ${budget.markersOf.get(c)!.length.toLocaleString("en")} markers, over the ${PAGE_BUDGET.markersPerContribution} drawn in place.`,
    });
  return out;
}

/** A page number of a paged list (`?markers=3`): 1 when absent or malformed; past the end is the last page. */
const pageSchema = firstValue(z.coerce.number().int().min(1).max(1_000_000).catch(1)).optional();

export const PAGE_PARAMS = ["markers", "threads"] as const;
export type PageParam = (typeof PAGE_PARAMS)[number];

export function parsePageParam(params: Record<string, string | string[] | undefined>, name: PageParam): number {
  return pageSchema.parse(params[name]) ?? 1;
}

export interface Paged<T> {
  items: T[];
  /** Index of the page's first item in the whole list. */
  from: number;
  page: number;
  pages: number;
  total: number;
}

/** One page of a list, the page number clamped to the list. */
export function paged<T>(items: readonly T[], page: number, size: number = PAGE_BUDGET.pageSize): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(1, page), pages);
  const from = (at - 1) * size;
  return { items: items.slice(from, from + size), from, page: at, pages, total: items.length };
}

/**
 * Where a marker is: its chip on this page within budget; over it, its row in the paged list of markers, which is on
 * the page the link names (other parameters do not change where it is).
 */
export function markerHrefFor(slug: string, budget: Pick<PageBudget, "over">): (ordinal: number) => string {
  if (!budget.over) return (ordinal) => `#${markerAnchor(ordinal)}`;
  return (ordinal) => `/d/${slug}?markers=${Math.floor(ordinal / PAGE_BUDGET.pageSize) + 1}#${markerAnchor(ordinal)}`;
}

/** Page `n` of one of the page's lists, keeping the parameters the page reads (the scoreboard's sort, the round, …). */
export function pageHref(slug: string, params: Record<string, string | string[] | undefined>, name: PageParam, n: number, section: string): string {
  const q = new URLSearchParams();
  for (const key of DIALOGUE_PARAMS) {
    const value = params[key];
    if (key === name || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) q.append(key, one);
  }
  if (n > 1) q.set(name, String(n));
  const query = q.toString();
  return `/d/${slug}${query ? `?${query}` : ""}#${section}`;
}

/** The first `limit` of a list and how many are left out. */
export function capped<T>(items: readonly T[], limit: number = PAGE_BUDGET.listItems): { shown: readonly T[]; more: number } {
  return items.length <= limit ? { shown: items, more: 0 } : { shown: items.slice(0, limit), more: items.length - limit };
}
