import { Suspense } from "react";
import type { ParsedDialogue } from "@/lib/contract";
import { JudgesPageSection, JudgesSectionSkeleton } from "@/components/dialogue/dialogue-sections";
import { ExportLinks } from "@/components/dialogue/export-links";
import { PageSection } from "@/components/dialogue/page-section";
import { SectionSkeleton } from "@/components/ui/section-skeleton";
import type { Viewer } from "@/lib/auth/roles";
import type { DialogueView } from "@/lib/dialogue-view";
import { loadJudges } from "./judging-data";

interface SlotProps {
  stored: { id: number; slug: string; blindJudging: boolean; agreementAfterReveal: boolean };
  viewer: Viewer | null;
  dialogue: ParsedDialogue;
}

async function JudgesSlot({ view, ...props }: SlotProps & { view: DialogueView }) {
  const judges = await loadJudges(props.stored.id, props.viewer, props.dialogue);
  return <JudgesPageSection stored={props.stored} viewer={props.viewer} view={view} {...judges} />;
}

async function ExportSlot(props: SlotProps) {
  const { board } = await loadJudges(props.stored.id, props.viewer, props.dialogue);
  return <ExportLinks slug={props.stored.slug} judged={board.rounds.length > 0} admin={props.viewer?.role === "admin"} />;
}

// The judges' scores are read after the page's own model, so the page streams these in; a 404 is decided before.

/** The judges section, streamed in once the judges' scores are read. */
export function StreamedJudges(props: SlotProps & { view: DialogueView }) {
  return (
    <Suspense fallback={<JudgesSectionSkeleton />}>
      <JudgesSlot {...props} />
    </Suspense>
  );
}

/** The downloads, streamed in: the consensus is offered once judges have scored. */
export function StreamedExport(props: SlotProps) {
  return (
    <PageSection id="export" title="Export">
      <Suspense fallback={<SectionSkeleton label="Loading the downloads" lines={2} />}>
        <ExportSlot {...props} />
      </Suspense>
    </PageSection>
  );
}
