import { redirect } from "next/navigation";
import { z } from "zod";
import { firstValue } from "@/lib/url-params";
import { currentViewer } from "@/lib/auth/guard";
import { parseDialogueView } from "@/lib/dialogue-view";
import { judgeBoard } from "@/lib/judging/board";
import { fileMaxByDialogue, fileOnScale } from "@/lib/judging/file-scale";
import { normalisedOverall } from "@/lib/judging/rubric";
import { unitKey } from "@/lib/judging/scores";
import { judgingSummary } from "@/lib/judging/summary";
import { agreementWithFile } from "@/lib/judging/agreement";
import { DIALOGUE_PARAMS, withoutUnknownParams } from "@/lib/page-params";
import { isLongDialogue, markerHrefFor, pageBudget, pageHref, type PageParam } from "@/lib/page-budget";
import { pageRoundDiffs, pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
import { parseAtParam, stateHref } from "@/lib/views/dialogue/dialogue-state";
import { loadJudging } from "./judging-data";
import { loadDialogue } from "./load";
import { loadVersions } from "./versions-data";

type Query = Record<string, string | string[] | undefined>;

/** `?pool=1`: the viewer asks to compare scores given under different rubrics on the common 0–1 scale. */
const pooled = (query: Query) => poolParam.parse(query.pool) === "1";
const poolParam = firstValue(z.enum(["1"]))
  .optional()
  .catch(undefined);

/**
 * The dialogue page's one model: the parse, the state at round N and each round's diff, the page's render budget,
 * the judges' board and agreement, sources and versions. A parameter the page does not read only makes a new address
 * of the same page, so such a request is sent to the one without it.
 */
export async function loadDialoguePage(slug: string, query: Query) {
  const canonical = withoutUnknownParams(`/d/${encodeURIComponent(slug)}`, query, DIALOGUE_PARAMS);
  if (canonical) redirect(canonical);
  const [{ stored, dialogue, diagnostics, audit, persuasion }, viewer] = await Promise.all([loadDialogue(slug), currentViewer()]);
  const [judging, versions] = await Promise.all([loadJudging(stored.id, viewer), loadVersions(stored.id, query)]);
  // The state at round N (`?at=N`, the final round without it) and each round's diff from the one before.
  const state = pageStateAtRound(dialogue, parseAtParam(query));
  // Past the page's budget the markers are a paged list, and every link to one names its page.
  const budget = pageBudget(dialogue);
  // The board and agreement are of each judge's scores before their reveal (blind judging), unless an admin says
  // otherwise; a score edited after its judge's reveal is marked either way.
  // Judges and the file's Judge side by side only on the common 0–1 scale: each on its own rubric's bounds.
  const dimensionsOf = (id: number) => judging.rubrics.get(id)?.dimensions;
  const file = fileOnScale(judging.fileRounds, fileMaxByDialogue(judging.fileRounds));
  const board = judgeBoard(
    judging.forAgreement,
    { unit: "0–1", value: (s) => normalisedOverall(s.values, dimensionsOf(s.rubricVersionId) ?? []), file },
    new Set(judging.current.filter((s) => s.afterReveal).map((s) => `${unitKey(s.dialogueId, s.round, s.agent)}:${s.judgeId}`)),
  );
  const diffs = pageRoundDiffs(dialogue);
  const stateLinks = new Map((state?.rounds ?? []).map((r) => [r, stateHref(stored.slug, query, r)]));
  const markerHref = markerHrefFor(stored.slug, budget);
  return {
    stored,
    dialogue,
    diagnostics,
    viewer,
    query,
    // A malformed sort in the URL falls back to the default view rather than failing.
    view: parseDialogueView(query),
    state,
    diffs,
    // The convergence audit, kept with the cached reading: worked out once per version of the dialogue.
    audit: audit(),
    // Who moved whom, kept with the reading like the audit.
    persuasion: persuasion(),
    stateLinks,
    // The state section's props: a long dialogue's list of perspectives opens when asked (app/d/[slug]/parts/[part]).
    stateSection: state && {
      state,
      diff: diffs.get(state.round) ?? null,
      hrefs: state.rounds.map((r) => stateLinks.get(r)!),
      markerHref,
      perspectivesHref: isLongDialogue(dialogue) ? `/d/${stored.slug}/parts/perspectives?at=${state.round}` : undefined,
    },
    budget,
    markerHref,
    // A round the page leaves closed opens from its own address (app/d/[slug]/rounds/[position]).
    roundHref: (index: number) => `/d/${stored.slug}/rounds/${index + 1}`,
    // A long dialogue's threads open their moves from the thread's own address (app/d/[slug]/threads/[thread]).
    threadHref: isLongDialogue(dialogue) ? (anchor: string) => `/d/${stored.slug}/threads/${anchor}` : undefined,
    // And its persuasion moves from their own page (app/d/[slug]/persuasion), its other long lists from theirs.
    persuasionHref: isLongDialogue(dialogue) ? `/d/${stored.slug}/persuasion` : undefined,
    poolHref: isLongDialogue(dialogue) ? `/d/${stored.slug}/parts/expert-pool` : undefined,
    listHref: (name: PageParam, section: string) => (n: number) => pageHref(stored.slug, query, name, n, section),
    board,
    // The judges section's own model: the board, agreement by rubric version, and the file's Judge on 0–1.
    judges: {
      board,
      hiddenJudges: judging.hiddenJudges,
      agreement: judgingSummary(judging, { pool: pooled(query) }).agreement,
      fileAgreement: agreementWithFile(judging.forAgreement, dimensionsOf, file),
      pooled: pooled(query),
    },
    versions,
    counts: { errors: diagnostics.filter((d) => d.severity === "error").length, warnings: diagnostics.filter((d) => d.severity === "warning").length },
  };
}
