import { redirect } from "next/navigation";
import { currentViewer } from "@/lib/auth/guard";
import { parseDialogueView } from "@/lib/dialogue-view";
import { DIALOGUE_PARAMS, withoutUnknownParams } from "@/lib/page-params";
import { markerHrefFor, pageBudget, pageHref, type PageParam } from "@/lib/page-budget";
import { pageRoundDiffs, pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
import { parseAtParam, stateHref } from "@/lib/views/dialogue/dialogue-state";
import { loadDialogue } from "./load";
import { loadVersions } from "./versions-data";

type Query = Record<string, string | string[] | undefined>;

/**
 * The dialogue page's one model: the parse, the state at round N and each round's diff, the page's render budget,
 * sources and versions (the judges' board and agreement stream in after it: ./judging-data.ts). A parameter the page does not read only makes a new address
 * of the same page, so such a request is sent to the one without it.
 */
export async function loadDialoguePage(slug: string, query: Query) {
  const canonical = withoutUnknownParams(`/d/${encodeURIComponent(slug)}`, query, DIALOGUE_PARAMS);
  if (canonical) redirect(canonical);
  const [{ stored, dialogue, diagnostics }, viewer] = await Promise.all([loadDialogue(slug), currentViewer()]);
  const versions = await loadVersions(stored.id, query);
  // The state at round N (`?at=N`, the final round without it) and each round's diff from the one before.
  const state = pageStateAtRound(dialogue, parseAtParam(query));
  // Past the page's budget the markers are a paged list, and every link to one names its page.
  const budget = pageBudget(dialogue);
  return {
    stored,
    dialogue,
    diagnostics,
    viewer,
    query,
    // A malformed sort in the URL falls back to the default view rather than failing.
    view: parseDialogueView(query),
    state,
    diffs: pageRoundDiffs(dialogue),
    stateLinks: new Map((state?.rounds ?? []).map((r) => [r, stateHref(stored.slug, query, r)])),
    budget,
    markerHref: markerHrefFor(stored.slug, budget),
    listHref: (name: PageParam, section: string) => (n: number) => pageHref(stored.slug, query, name, n, section),
    versions,
    counts: { errors: diagnostics.filter((d) => d.severity === "error").length, warnings: diagnostics.filter((d) => d.severity === "warning").length },
  };
}
