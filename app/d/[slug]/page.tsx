import type { Metadata } from "next";
import { DialogueHeader } from "@/components/dialogue/dialogue-header";
import {
  AuditSection,
  JudgesPageSection,
  LintSection,
  MarkersSection,
  PersuasionSection,
  ScoresSection,
  StateSection,
  ThreadsSection,
  VersionsSection,
} from "@/components/dialogue/dialogue-sections";
import { ExportLinks } from "@/components/dialogue/export-links";
import { ConsensusExport } from "@/components/judging/consensus-export";
import { JudgesDataProvider } from "@/components/judging/judges-data";
import { PageSection } from "@/components/dialogue/page-section";
import { PanelTable } from "@/components/dialogue/panel-table";
import { SectionNav } from "@/components/dialogue/section-nav";
import { Timeline } from "@/components/dialogue/timeline";
import { paged, parsePageParam } from "@/lib/page-budget";
import { loadDialogue } from "./load";
import { loadDialoguePage } from "./page-model";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: (await loadDialogue((await params).slug)).stored.title };
}

/** A dialogue: its header, then each section of its reading (state, timeline, panel, threads, scores, judges, lint, sources); the Judges section is an island. */
export default async function DialoguePage(props: { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const m = await loadDialoguePage((await props.params).slug, await props.searchParams);
  const { stored, dialogue, state, query } = m;
  const source = `/d/${stored.slug}/source`;
  const { rounds, totalAlignment } = dialogue.reading;
  // The Judges section and the consensus export are the viewer's own: filled in the browser from one request.
  return (
    <JudgesDataProvider slug={stored.slug}>
      <article aria-labelledby="dialogue-title" className="space-y-6">
        <DialogueHeader stored={stored} rounds={rounds.length} markers={dialogue.markers.length} totalAlignment={totalAlignment} metadata={dialogue.metadata} />
        <SectionNav hidden={[...(state ? [] : ["state" as const]), ...(m.budget.over ? [] : ["markers" as const])]} counts={m.counts} />
        {m.stateSection ? <StateSection {...m.stateSection} /> : null}
        {m.budget.over ? (
          <MarkersSection
            markers={dialogue.markers}
            page={paged(dialogue.markers, parsePageParam(query, "markers"))}
            reason={m.budget.over}
            sourcePath={source}
            href={m.listHref("markers", "markers")}
          />
        ) : null}
        <PageSection id="timeline" title="Timeline">
          <Timeline dialogue={dialogue} diffs={m.diffs} stateLinks={m.stateLinks} markerHref={m.markerHref} roundHref={m.roundHref} sourceHref={source} />
        </PageSection>
        <PageSection id="panel" title="Panel">
          <PanelTable dialogue={dialogue} poolHref={m.poolHref} />
        </PageSection>
        <ThreadsSection
          dialogue={dialogue}
          slug={stored.slug}
          page={parsePageParam(query, "threads")}
          pageHref={m.listHref("threads", "threads")}
          markerHref={m.markerHref}
          threadHref={m.threadHref}
        />
        <AuditSection findings={m.audit} markers={dialogue.markers.length} sourcePath={source} />
        <PersuasionSection moves={m.persuasion} markers={dialogue.markers.length} sourcePath={source} href={m.persuasionHref} />
        <ScoresSection dialogue={dialogue} slug={stored.slug} view={m.view} />
        <JudgesPageSection />
        <LintSection diagnostics={m.diagnostics} sourcePath={source} />
        <VersionsSection slug={stored.slug} provenance={m.versions.provenance} diff={m.versions.diff} admin={m.role === "admin"} />
        <PageSection id="export" title="Export">
          <ExportLinks slug={stored.slug} admin={m.role === "admin"} consensus={<ConsensusExport />} />
        </PageSection>
      </article>
    </JudgesDataProvider>
  );
}
