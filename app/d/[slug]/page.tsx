import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DIALOGUE_PARAMS, withoutUnknownParams } from "@/lib/page-params";
import { metadataValue } from "@/lib/contract";
import { KeyboardShortcuts } from "@/components/dialogue/keyboard-shortcuts";
import { LintPanel } from "@/components/dialogue/lint-panel";
import { PageSection } from "@/components/dialogue/page-section";
import { ScoreboardSection } from "@/components/scoreboard/scoreboard-section";
import { StatusBadge } from "@/components/dialogue/status-badge";
import { PanelTable } from "@/components/dialogue/panel-table";
import { Threads } from "@/components/dialogue/threads";
import { Timeline } from "@/components/dialogue/timeline";
import type { DialogueStatus } from "@/lib/contract";
import { JudgesSection } from "@/components/judging/judges-section";
import { currentViewer } from "@/lib/auth/guard";
import { agreementByMeasure, judgeLeniency } from "@/lib/judging/agreement";
import { judgeBoard } from "@/lib/judging/board";
import { unitKey } from "@/lib/judging/scores";
import { parseDialogueView } from "@/lib/dialogue-view";
import { parseAtParam, stateHref } from "@/lib/views/dialogue/dialogue-state";
import { pageRoundDiffs, pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
import { RoundState } from "@/components/dialogue/round-state";
import { MarkerList } from "@/components/dialogue/marker-list";
import { markerHrefFor, pageBudget, paged, pageHref, parsePageParam, type PageParam } from "@/lib/page-budget";
import { loadJudging } from "./judging-data";
import { loadDialogue } from "./load";
import { buttonClass } from "@/components/ui/button";
import { DocumentHeader } from "@/components/documents/document-header";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: (await loadDialogue((await params).slug)).stored.title };
}

const SECTIONS = [
  ["state", "State"],
  ["markers", "Markers"],
  ["timeline", "Timeline"],
  ["panel", "Panel"],
  ["threads", "Threads"],
  ["scoreboard", "Scoreboard"],
  ["judges", "Judges"],
  ["lint", "Lint"],
  ["export", "Export"],
] as const;

export default async function DialoguePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  const query = await searchParams;
  // A parameter the page does not read would only make a new address of the same page: sent to the one without it.
  const canonical = withoutUnknownParams(`/d/${encodeURIComponent(slug)}`, query, DIALOGUE_PARAMS);
  if (canonical) redirect(canonical);
  const { stored, dialogue, diagnostics } = await loadDialogue(slug);
  // A malformed sort in the URL falls back to the default view rather than failing.
  const view = parseDialogueView(query);
  // The state at round N (`?at=N`, the final round without it) and each round's diff from the one before.
  const state = pageStateAtRound(dialogue, parseAtParam(query));
  const diffs = pageRoundDiffs(dialogue);
  const stateLinks = new Map((state?.rounds ?? []).map((r) => [r, stateHref(stored.slug, query, r)]));
  // Past the page's budget the markers are a paged list, and every link to one names its page.
  const budget = pageBudget(dialogue);
  const markerHref = markerHrefFor(stored.slug, budget);
  const listHref = (name: PageParam, section: string) => (n: number) => pageHref(stored.slug, query, name, n, section);
  const viewer = await currentViewer();
  const judging = await loadJudging(stored.id, viewer);
  // The board and agreement are of each judge's scores before their reveal (blind judging), unless an admin says
  // otherwise; a score edited after its judge's reveal is marked either way.
  const board = judgeBoard(
    judging.forAgreement,
    judging.fileRounds,
    new Map(dialogue.scoreboard.agents.flatMap((a) => (a.total !== null ? [[a.agent, a.total] as [string, number]] : []))),
    new Set(judging.current.filter((s) => s.afterReveal).map((s) => `${unitKey(s.dialogueId, s.round, s.agent)}:${s.judgeId}`)),
  );
  const agreement = agreementByMeasure(judging.forAgreement, judging.fileRounds);
  const counts = { errors: diagnostics.filter((d) => d.severity === "error").length, warnings: diagnostics.filter((d) => d.severity === "warning").length };
  const exportBase = `/d/${stored.slug}/export`;
  return (
    <article aria-labelledby="dialogue-title" className="space-y-6">
      <DocumentHeader
        id="dialogue-title"
        title={stored.title}
        facts={
          <>
            <StatusBadge status={stored.status as DialogueStatus} />
            {stored.date ? <span>{stored.date}</span> : null}
            <span>{dialogue.reading.rounds.length} rounds</span>
            <span>{dialogue.markers.length} markers</span>
            {dialogue.reading.totalAlignment !== null ? <span>Total ALIGNMENT {dialogue.reading.totalAlignment}</span> : null}
            <span>
              from {stored.source.name}
              {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""}
            </span>
            <a href={`/compare?a=${stored.slug}`} className="text-blue-700 underline dark:text-blue-300">
              Compare with…
            </a>
          </>
        }
      >
        {dialogue.metadata.length > 0 ? (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
            {dialogue.metadata.map((m) => (
              <div key={`${m.key}-${m.line}`} className="contents">
                <dt className="font-medium text-slate-500 dark:text-slate-400">{m.key}</dt>
                <dd className="min-w-0 break-words">{metadataValue(m)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </DocumentHeader>
      <nav
        aria-label="Sections"
        className="sticky top-0 z-20 -mx-4 flex items-center gap-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
      >
        <ul className="flex min-w-0 flex-1 gap-4 overflow-x-auto whitespace-nowrap text-sm">
          {SECTIONS.filter(([id]) => (id !== "state" || state) && (id !== "markers" || budget.over)).map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="font-medium text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:text-white"
              >
                {label}
                {id === "lint" && counts.errors + counts.warnings > 0 ? (
                  <span
                    className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
                    aria-label={`${counts.errors} errors, ${counts.warnings} warnings`}
                  >
                    {counts.errors + counts.warnings}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
        <div className="hidden shrink-0 sm:block">
          <KeyboardShortcuts />
        </div>
      </nav>
      {state ? (
        <PageSection id="state" title="State at round">
          <RoundState state={state} diff={diffs.get(state.round) ?? null} hrefs={state.rounds.map((r) => stateLinks.get(r)!)} markerHref={markerHref} />
        </PageSection>
      ) : null}
      {budget.over ? (
        <PageSection id="markers" title="Markers">
          <MarkerList
            markers={dialogue.markers}
            page={paged(dialogue.markers, parsePageParam(query, "markers"))}
            reason={budget.over}
            sourcePath={`/d/${stored.slug}/source`}
            href={listHref("markers", "markers")}
          />
        </PageSection>
      ) : null}
      <PageSection id="timeline" title="Timeline">
        <Timeline dialogue={dialogue} diffs={diffs} stateLinks={stateLinks} markerHref={markerHref} />
      </PageSection>
      <PageSection id="panel" title="Panel">
        <PanelTable dialogue={dialogue} />
      </PageSection>
      <PageSection id="threads" title="Threads">
        <p className="mb-3 text-sm">
          <a href={`/d/${stored.slug}/map`} className="font-medium text-blue-700 underline dark:text-blue-300">
            Argument map
          </a>{" "}
          <span className="text-slate-600 dark:text-slate-400">— these threads and every move between them, round by round</span>
        </p>
        <Threads
          dialogue={dialogue}
          slug={stored.slug}
          page={parsePageParam(query, "threads")}
          pageHref={listHref("threads", "threads")}
          markerHref={markerHref}
        />
      </PageSection>
      <PageSection id="scoreboard" title="Scoreboard">
        <ScoreboardSection
          board={dialogue.scoreboard}
          view={view.view}
          sort={view.sort}
          direction={view.dir}
          slug={stored.slug}
          markers={dialogue.markers}
          roundList={dialogue.rounds.map((r) => r.number)}
        />
      </PageSection>
      <PageSection id="judges" title="Judges">
        <JudgesSection
          slug={stored.slug}
          dialogueId={stored.id}
          blind={stored.blindJudging}
          agreementAfterReveal={stored.agreementAfterReveal}
          viewer={viewer}
          board={board}
          agreement={agreement}
          leniency={judgeLeniency(judging.forAgreement)}
          sort={view}
        />
      </PageSection>
      <PageSection id="lint" title="Lint">
        <LintPanel diagnostics={diagnostics} sourcePath={`/d/${stored.slug}/source`} />
        <p className="mt-3 text-sm">
          <a href={`/d/${stored.slug}/source`} className="font-medium text-blue-700 underline dark:text-blue-300">
            Source with line numbers
          </a>
        </p>
      </PageSection>
      <PageSection id="export" title="Export">
        <ul className="flex flex-wrap gap-3 text-sm">
          {(
            [
              ["md", "Canonical markdown"],
              ["json", "Parsed dialogue (JSON)"],
              ["csv", "Scoreboard (CSV)"],
              ...(board.rounds.length > 0 ? ([["md&consensus=1", "Markdown with judges' consensus"]] as const) : []),
              ...(viewer?.role === "admin" ? ([["judge-csv", "Every judge score version (CSV)"]] as const) : []),
            ] as const
          ).map(([format, label]) => (
            <li key={format}>
              <a download href={`${exportBase}?format=${format}`} className={buttonClass("secondary", "sm")}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </article>
  );
}
