import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { SingleRound } from "@/components/dialogue/timeline";
import { roundAnchor } from "@/lib/anchors";
import { markerHrefFor, pageBudget } from "@/lib/page-budget";
import { pageRoundDiffs, pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
import { stateHref } from "@/lib/views/dialogue/dialogue-state";
import { loadDialogue } from "../../load";

export const dynamic = "force-dynamic";

/** The round's place in the dialogue, 1-based: round numbers may repeat or skip, positions do not. */
const positionSchema = z.coerce.number().int().min(1);

type Params = Promise<{ slug: string; position: string }>;

async function loadRound(params: Params) {
  const { slug, position } = await params;
  const index = positionSchema.safeParse(position);
  const loaded = await loadDialogue(slug);
  if (!index.success || index.data > loaded.dialogue.rounds.length) notFound();
  return { ...loaded, index: index.data - 1 };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { stored, dialogue, index } = await loadRound(params);
  return { title: `Round ${dialogue.rounds[index]!.number} · ${stored.title}` };
}

/**
 * One round of a dialogue alone: where "Show round N" leads without script, and what the dialogue page reads to open a
 * round it left closed (components/dialogue/lazy-round-dom.ts).
 */
export default async function RoundPage({ params }: { params: Params }) {
  const { stored, dialogue, index } = await loadRound(params);
  const round = dialogue.rounds[index]!;
  // What the round changed ends on the state after it, as on the dialogue's page (which opens this diff in place).
  const stateLinks = new Map((pageStateAtRound(dialogue, null)?.rounds ?? []).map((r) => [r, stateHref(stored.slug, {}, r)]));
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <a href={`/d/${stored.slug}#${roundAnchor(round.number)}`} className="font-medium text-blue-700 underline dark:text-blue-300">
          ← {stored.title}
        </a>
      </p>
      <SingleRound
        dialogue={dialogue}
        index={index}
        diffs={pageRoundDiffs(dialogue)}
        stateLinks={stateLinks}
        markerHref={markerHrefFor(stored.slug, pageBudget(dialogue))}
      />
    </article>
  );
}
