import type { ReactNode } from "react";
import type { Contribution, Marker, ParsedDialogue, Round } from "@/lib/contract";
import { contributionAnchor, markerAnchor, roundAnchor } from "@/lib/anchors";
import { slot, withoutSlotCharacters } from "@/lib/markdown/slots";
import { MarkdownBlock, plainMarkdown, renderMarkdown, type RenderedMarkdown } from "./markdown";
import { drawnContributionCount, PAGE_BUDGET, pageBudget, type PageBudget } from "@/lib/page-budget";
import { LazyRounds } from "./lazy-rounds";
import { MarkerChip } from "./marker-chip";
import type { RoundDiff } from "@/lib/views/dialogue/dialogue-state";
import { RoundDiffSummary } from "./round-diff";

type Numbered = [Marker, number];

/**
 * A contribution's markdown with each marker's bracket text replaced by a slot where its chip goes (its line from the
 * contract, the first occurrence of its `raw` after the previous marker on that line). Markers not found stay out.
 * Each line is cut once, in order, so many markers on one line cost no more than the line.
 */
function withSlots(c: Contribution, markers: Numbered[]): { text: string; placed: Numbered[]; unplaced: Numbered[] } {
  const lines = c.lines.map((l) => withoutSlotCharacters(l.text));
  const index = new Map(c.lines.map((l, i) => [l.line, i]));
  const pieces = new Map<number, { parts: string[]; from: number }>();
  const placed: Numbered[] = [];
  const unplaced: Numbered[] = [];
  for (const entry of markers) {
    const [m] = entry;
    const i = index.get(m.line);
    const cut = i === undefined ? undefined : (pieces.get(i) ?? { parts: [], from: 0 });
    const at = i === undefined ? -1 : lines[i]!.indexOf(m.raw, cut!.from);
    if (i === undefined || at < 0) {
      unplaced.push(entry);
      continue;
    }
    cut!.parts.push(lines[i]!.slice(cut!.from, at), slot(placed.length));
    cut!.from = at + m.raw.length;
    pieces.set(i, cut!);
    placed.push(entry);
  }
  for (const [i, cut] of pieces) lines[i] = cut.parts.join("") + lines[i]!.slice(cut.from);
  return { text: lines.join("\n"), placed, unplaced };
}

interface RenderedContribution {
  body: RenderedMarkdown;
  /** Markers whose text could not be found in the contribution: listed above it so each still has its chip. */
  unplaced: ReactNode[];
}

// The outline of the timeline: rounds are h3, contributions h4; the words' own headings sit below their card's.
const ROUND_HEADING = 3;
const CONTRIBUTION_HEADING = 4;

async function chip([m, ordinal]: Numbered): Promise<ReactNode> {
  const description = m.description ? (await renderMarkdown(m.description, null, { inline: true })).element : null;
  return <MarkerChip key={ordinal} marker={m} anchor={markerAnchor(ordinal)} description={description} />;
}

async function renderContribution(c: Contribution, markers: Numbered[], budget: PageBudget): Promise<RenderedContribution> {
  // Over the page's budget no chip is drawn: the markers are in the paged list, and a crowded contribution is plain text.
  if (budget.plain.has(c))
    return {
      body: plainMarkdown(
        contributionText(c),
        `${markers.length.toLocaleString("en")} markers, over the ${PAGE_BUDGET.markersPerContribution} the page draws in place`,
      ),
      unplaced: [],
    };
  if (budget.over) return { body: await renderMarkdown(contributionText(c), null, { headingBase: CONTRIBUTION_HEADING }), unplaced: [] };
  const { text, placed, unplaced } = withSlots(c, markers);
  const chips: ReactNode[] = [];
  for (const entry of placed) chips.push(await chip(entry));
  const body = await renderMarkdown(text, { raws: placed.map(([m]) => m.raw), render: (n) => chips[n] ?? null }, { headingBase: CONTRIBUTION_HEADING });
  const rest: ReactNode[] = [];
  for (const entry of unplaced) rest.push(await chip(entry));
  return { body, unplaced: rest };
}

const contributionText = (c: Contribution) => c.lines.map((l) => withoutSlotCharacters(l.text)).join("\n");

function ContributionCard({ c, round, index, rendered }: { c: Contribution; round: Round; index: number; rendered: RenderedContribution }) {
  const anchor = contributionAnchor(round.number, index);
  const name = c.judge ? (c.note ?? "Judge") : c.agent;
  return (
    <article
      id={anchor}
      data-contribution=""
      tabIndex={-1}
      aria-labelledby={`${anchor}-agent`}
      className={`card scroll-mt-28 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-blue-600${c.judge ? " card-judge" : ""}`}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-2">
        <h4 id={`${anchor}-agent`} className="font-semibold">
          <a href={`#${anchor}`} className="focus-ring">
            {c.emoji} {name}
          </a>
        </h4>
        {c.judge ? (
          <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-900/70 dark:text-blue-200">
            Judge&apos;s assessment
          </span>
        ) : null}
        {c.role ? <span className="text-sm text-slate-500 dark:text-slate-400">{c.role}</span> : null}
        {c.note && !c.judge ? <span className="text-sm text-slate-500 dark:text-slate-400">→ {c.note}</span> : null}
        {c.file ? <span className="font-mono text-xs muted">{c.file}</span> : null}
      </header>
      {rendered.unplaced.length > 0 ? (
        <p className="mb-3 flex flex-wrap gap-1.5" aria-label={`Other markers of ${name}`}>
          {rendered.unplaced}
        </p>
      ) : null}
      <MarkdownBlock result={rendered.body} />
    </article>
  );
}

// A parse is cached and immutable (lib/ingest/pipeline.ts), so its timeline is rendered once per parse: a view of a
// known dialogue does no work proportional to its text.
const timelines = new WeakMap<ParsedDialogue, Map<object, RenderedMarkdown | RenderedContribution>>();

/** Every piece of markdown of the timeline, parsed on the renderer's worker thread (one at a time, in order). */
async function renderTimeline(dialogue: ParsedDialogue): Promise<Map<object, RenderedMarkdown | RenderedContribution>> {
  const known = timelines.get(dialogue);
  if (known) return known;
  const budget = pageBudget(dialogue);
  const out = new Map<object, RenderedMarkdown | RenderedContribution>();
  for (const round of dialogue.rounds) {
    const intro = round.intro
      .map((l) => l.text)
      .join("\n")
      .trim();
    if (intro) out.set(round, await renderMarkdown(intro, null, { headingBase: ROUND_HEADING }));
    for (const c of round.contributions)
      out.set(
        c,
        await renderContribution(
          c,
          (budget.markersOf.get(c) ?? []).map((ordinal): Numbered => [dialogue.markers[ordinal]!, ordinal]),
          budget,
        ),
      );
  }
  timelines.set(dialogue, out);
  return out;
}

interface TimelineProps {
  dialogue: ParsedDialogue;
  /** Where a marker of a round's changes is (lib/page-budget.ts): its chip, or its row in the paged list. */
  markerHref?: (ordinal: number) => string;
  /** Each round's change from the round before: its "what happened" header. */
  diffs?: Map<number, RoundDiff>;
  stateLinks?: Map<number, string>;
}

/**
 * Markers of some contributions: how many, and the first and last ordinals (in document order, so a round's are one
 * run): what an address `#marker-N` inside a closed part of a round is matched by.
 */
function markerSpan(dialogue: ParsedDialogue, contributions: Contribution[]): { count: number; span: [number, number] | null } {
  const { markersOf } = pageBudget(dialogue);
  let low = Infinity;
  let high = -Infinity;
  let count = 0;
  for (const c of contributions)
    for (const o of markersOf.get(c) ?? []) {
      low = Math.min(low, o);
      high = Math.max(high, o);
      count++;
    }
  return { count, span: low <= high ? [low, high] : null };
}

/**
 * A round's body: its intro and contributions, those from `closedFrom` on left for later (a link to the round alone,
 * which LazyRounds opens in place: the whole body is then replaced by the round page's).
 */
function RoundBody(props: {
  dialogue: ParsedDialogue;
  round: Round;
  index: number;
  rendered: Map<object, RenderedMarkdown | RenderedContribution>;
  closedFrom?: number;
  href?: string;
}) {
  const { dialogue, round, index, rendered, href } = props;
  const closedFrom = props.closedFrom ?? round.contributions.length;
  const intro = rendered.get(round) as RenderedMarkdown | undefined;
  return (
    <div data-round-body={index}>
      {intro && closedFrom > 0 ? (
        <div className="mt-2 text-slate-700 dark:text-slate-300">
          <MarkdownBlock result={intro} />
        </div>
      ) : null}
      {closedFrom > 0 ? (
        <div className="mt-3 space-y-4">
          {round.contributions.slice(0, closedFrom).map((c, ci) => (
            <ContributionCard key={ci} c={c} round={round} index={ci} rendered={rendered.get(c) as RenderedContribution} />
          ))}
        </div>
      ) : null}
      {closedFrom < round.contributions.length && href ? (
        <ClosedContributions dialogue={dialogue} round={round} index={index} from={closedFrom} href={href} />
      ) : null}
    </div>
  );
}

/** Contributions not in the first HTML: what they hold, and a link to the round alone that the page's client code opens in place. */
function ClosedContributions({ dialogue, round, index, from, href }: { dialogue: ParsedDialogue; round: Round; index: number; from: number; href: string }) {
  const rest = round.contributions.slice(from);
  const { count: markers, span } = markerSpan(dialogue, rest);
  return (
    <div data-closed-round="" data-round-of={index} data-from={from} data-href={href} data-markers={span ? span.join("-") : undefined} className="mt-3">
      <p className="flex flex-wrap items-baseline gap-x-3 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <a href={href} data-open-round="" className="font-medium text-blue-700 underline focus-ring dark:text-blue-300">
          {from === 0 ? `Show round ${round.number}` : `Show the rest of round ${round.number}`}
        </a>
        <span>
          {from === 0 ? "" : "the next "}
          {rest.length} {rest.length === 1 ? "contribution" : "contributions"}
          {markers > 0 ? `, ${markers.toLocaleString("en")} ${markers === 1 ? "marker" : "markers"}` : ""}
        </span>
      </p>
    </div>
  );
}

function RoundSection({
  round,
  index,
  diffs,
  stateLinks,
  markerHref,
  closedDiffHref,
  children,
}: Omit<TimelineProps, "dialogue"> & { round: Round; index: number; closedDiffHref?: string; children: ReactNode }) {
  return (
    <section id={roundAnchor(round.number)} data-round="" aria-labelledby={`${roundAnchor(round.number)}-heading`} className="scroll-mt-20">
      <h3
        id={`${roundAnchor(round.number)}-heading`}
        className="sticky top-10 z-10 -mx-1 bg-slate-50/95 px-1 py-2 text-lg font-semibold backdrop-blur dark:bg-slate-950/95"
      >
        <a href={`#${roundAnchor(round.number)}`} className="focus-ring">
          Round {round.number}
          {round.label ? `: ${round.label}` : ""}
        </a>
      </h3>
      {diffs?.get(round.number) ? (
        <div className="mt-1">
          <RoundDiffSummary
            diff={diffs.get(round.number)!}
            stateHref={stateLinks?.get(round.number)}
            markerHref={markerHref}
            part={`changes-${index}`}
            closedHref={closedDiffHref}
          />
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** For each round, how many of its contributions are drawn when the first `drawn` of the dialogue are. */
function closedFromByRound(dialogue: ParsedDialogue, drawn: number): number[] {
  let left = drawn;
  return dialogue.rounds.map((round) => {
    const from = Math.min(round.contributions.length, left);
    left -= from;
    return from;
  });
}

/**
 * Rounds in order; each contribution rendered as markdown with its markers as linkable chips in place; the Judge set
 * apart. A long dialogue draws its first contributions (lib/page-budget.ts, drawnContributionCount) and leaves the rest
 * of each round as a link to the round alone (`roundHref`), which LazyRounds opens in place on a click, `j`, or an
 * address inside it.
 */
export async function Timeline({
  dialogue,
  diffs,
  stateLinks,
  markerHref,
  roundHref,
  sourceHref,
}: TimelineProps & { roundHref?: (index: number) => string; sourceHref?: string }) {
  if (dialogue.rounds.length === 0) return <p className="muted">This dialogue records no rounds.</p>;
  const rendered = await renderTimeline(dialogue);
  const closedFrom = closedFromByRound(dialogue, roundHref ? drawnContributionCount(dialogue) : Infinity);
  const someClosed = closedFrom.some((from, ri) => from < dialogue.rounds[ri]!.contributions.length);
  return (
    <>
      {someClosed ? (
        // Find in page reaches only what is drawn: say where every line is, rather than let a search come up empty.
        <p className="mb-4 text-sm muted">
          A long dialogue: its first contributions are drawn and the rest open when asked (a link below, <kbd>j</kbd>, or an address inside them).
          {sourceHref ? (
            <>
              {" "}
              Your browser&apos;s find reaches what is open;{" "}
              <a href={sourceHref} className="link">
                the source
              </a>{" "}
              holds every line.
            </>
          ) : null}
        </p>
      ) : null}
      <ol className="space-y-8" aria-label="Rounds">
        {dialogue.rounds.map((round, ri) => (
          <li key={`${round.number}-${ri}`}>
            {/* A long dialogue's rounds show what changed in a line, the whole of it opened from the round's page. */}
            <RoundSection
              round={round}
              index={ri}
              diffs={diffs}
              stateLinks={stateLinks}
              markerHref={markerHref}
              closedDiffHref={someClosed ? roundHref?.(ri) : undefined}
            >
              <RoundBody dialogue={dialogue} round={round} index={ri} rendered={rendered} closedFrom={closedFrom[ri]} href={roundHref?.(ri)} />
            </RoundSection>
          </li>
        ))}
      </ol>
      {someClosed ? <LazyRounds /> : null}
    </>
  );
}

/** One round alone (its page, and what the dialogue page fetches to open a closed round in place). */
export async function SingleRound({ dialogue, index, diffs, stateLinks, markerHref }: TimelineProps & { index: number }) {
  const round = dialogue.rounds[index]!;
  const rendered = await renderTimeline(dialogue);
  return (
    <RoundSection round={round} index={index} diffs={diffs} stateLinks={stateLinks} markerHref={markerHref}>
      <RoundBody dialogue={dialogue} round={round} index={index} rendered={rendered} />
    </RoundSection>
  );
}
