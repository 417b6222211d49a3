import type { Metadata } from "next";
import { PageSection } from "@/components/dialogue/page-section";
import { PersuasionPanel } from "@/components/dialogue/persuasion-panel";
import { loadDialogue } from "../load";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Who moved whom · ${(await loadDialogue((await params).slug)).stored.title}` };
}

/**
 * A dialogue's persuasion moves alone, whole: where a long dialogue's "Show the N moves" leads without script, and what
 * its page reads to open them in place (components/dialogue/lazy-round-dom.ts).
 */
export default async function PersuasionPage({ params }: { params: Promise<{ slug: string }> }) {
  const { stored, dialogue, persuasion } = await loadDialogue((await params).slug);
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <a href={`/d/${stored.slug}#persuasion`} className="link font-medium">
          ← {stored.title}
        </a>
      </p>
      <PageSection id="persuasion" title="Who moved whom">
        <PersuasionPanel moves={persuasion()} markers={dialogue.markers.length} sourcePath={`/d/${stored.slug}/source`} />
      </PageSection>
    </article>
  );
}
