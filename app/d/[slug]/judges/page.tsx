import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExportItem } from "@/components/dialogue/export-links";
import { JudgesSection } from "@/components/judging/judges-section";
import { PageSection } from "@/components/ui/page-section";
import { parseDialogueView } from "@/lib/dialogue-view";
import { isJudged } from "@/lib/judging/judges-section-data";
import { loadStored } from "../load";
import { judgesReader, loadJudgesSection, pooled } from "./load";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Judges · ${(await loadStored((await params).slug)).title}` };
}

/**
 * A dialogue's Judges section on its own, rendered here for whoever reads: where the dialogue page's section (filled
 * by script, components/judging/judges-island.tsx) sends a reader without script, with the same board, sorts and
 * pooling, and the consensus export when the viewer sees a score.
 */
export default async function JudgesPage({ params, searchParams }: Props) {
  const stored = await loadStored((await params).slug);
  if (stored.kind !== "dialogue") notFound();
  const query = await searchParams;
  const data = await loadJudgesSection(stored, await judgesReader(), pooled(query));
  const path = `/d/${stored.slug}/judges`;
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <a href={`/d/${stored.slug}`} className="link font-medium">
          ← {stored.title}
        </a>
      </p>
      <PageSection id="judges" title="Judges">
        <JudgesSection {...data} sort={parseDialogueView(query)} path={path} />
        {Object.keys(data.scoresByVersion).length > 0 ? (
          <p className="text-sm muted">
            Judges&apos; scores given on each version of the document:{" "}
            {Object.entries(data.scoresByVersion)
              .map(([version, count]) => `v${version}: ${count}`)
              .join(", ")}
            .
          </p>
        ) : null}
        {isJudged(data) ? (
          <ul className="flex flex-wrap gap-3 text-sm" aria-label="Export">
            <ExportItem slug={stored.slug} format="md&consensus=1" label="Markdown with judges' consensus" />
          </ul>
        ) : null}
      </PageSection>
    </article>
  );
}
