import { redirect } from "next/navigation";
import { currentRole } from "@/lib/auth/guard";
import { parseDialogueView } from "@/lib/dialogue-view";
import { DIALOGUE_PARAMS, withoutUnknownParams } from "@/lib/page-params";
import { isLongDialogue, markerHrefFor, pageBudget, pageHref, type PageParam } from "@/lib/page-budget";
import { pageRoundDiffs, pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
import { parseAtParam, stateHref } from "@/lib/views/dialogue/dialogue-state";
import { loadDialogue } from "./load";
import { loadVersions } from "./versions-data";

type Query = Record<string, string | string[] | undefined>;

/**
 * The dialogue page's one model: the parse, the state at round N and each round's diff, the page's render budget,
 * sources and versions. Nothing of judging: the Judges section is the viewer's own and is asked for by the browser
 * (app/d/[slug]/judges), so a saved score never changes this page. A parameter the page does not read only makes a
 * new address of the same page, so such a request is sent to the one without it.
 */
export async function loadDialoguePage(slug: string, query: Query) {
  const canonical = withoutUnknownParams(`/d/${encodeURIComponent(slug)}`, query, DIALOGUE_PARAMS);
  if (canonical) redirect(canonical);
  // The page is the same for everyone of a role (admins see the admin's controls): nothing of the person is read.
  const [{ stored, dialogue, diagnostics, audit, persuasion }, role] = await Promise.all([loadDialogue(slug), currentRole()]);
  const versions = await loadVersions(stored.id, query);
  // The state at round N (`?at=N`, the final round without it) and each round's diff from the one before.
  const state = pageStateAtRound(dialogue, parseAtParam(query));
  // Past the page's budget the markers are a paged list, and every link to one names its page.
  const budget = pageBudget(dialogue);
  const diffs = pageRoundDiffs(dialogue);
  const stateLinks = new Map((state?.rounds ?? []).map((r) => [r, stateHref(stored.slug, query, r)]));
  const markerHref = markerHrefFor(stored.slug, budget);
  return {
    stored,
    dialogue,
    diagnostics,
    role,
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
    versions,
    counts: { errors: diagnostics.filter((d) => d.severity === "error").length, warnings: diagnostics.filter((d) => d.severity === "warning").length },
  };
}
