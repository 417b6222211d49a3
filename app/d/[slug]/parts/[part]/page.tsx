import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ExpertPool } from "@/components/dialogue/expert-pool";
import { StatePerspectives } from "@/components/dialogue/round-state";
import { markerHrefFor, pageBudget, PAGE_PARTS } from "@/lib/page-budget";
import { pageStateAtRound } from "@/lib/views/dialogue/dialogue-page-state";
import { parseAtParam } from "@/lib/views/dialogue/dialogue-state";
import { expertPoolView } from "@/lib/views/dialogue/expert-pool";
import { loadDialogue } from "../../load";

export const dynamic = "force-dynamic";

const TITLES = { perspectives: "Perspectives raised", "expert-pool": "Expert pool" } as const;
type Props = { params: Promise<{ slug: string; part: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function loadPart({ params }: Props) {
  const { slug, part } = await params;
  const parsed = z.enum(PAGE_PARTS).safeParse(part);
  if (!parsed.success) notFound();
  return { ...(await loadDialogue(slug)), part: parsed.data };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { stored, part } = await loadPart(props);
  return { title: `${TITLES[part]} · ${stored.title}` };
}

/**
 * One of a long dialogue's lists alone, whole (the state's perspectives at `?at=N`, the expert pool): where its page's
 * "Show …" leads without script, and what that page reads to open it in place (components/dialogue/lazy-round-dom.ts).
 */
export default async function PartPage(props: Props) {
  const { stored, dialogue, part } = await loadPart(props);
  const page = `/d/${stored.slug}`;
  const inPage = markerHrefFor(stored.slug, pageBudget(dialogue));
  const markerHref = (ordinal: number) => (inPage(ordinal).startsWith("#") ? `${page}${inPage(ordinal)}` : inPage(ordinal));
  const state = part === "perspectives" ? pageStateAtRound(dialogue, parseAtParam(await props.searchParams)) : null;
  if (part === "perspectives" && !state) notFound();
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <a href={`${page}#${part === "perspectives" ? "state" : "panel"}`} className="link font-medium">
          ← {stored.title}
        </a>
      </p>
      <h1 className="text-xl font-semibold">{state ? `${TITLES[part]} by round ${state.round}` : TITLES[part]}</h1>
      {state ? (
        <div data-part="perspectives" className="rounded-md border border-slate-200 bg-white text-sm dark:border-slate-800 dark:bg-slate-900">
          <StatePerspectives state={state} markerHref={markerHref} />
        </div>
      ) : (
        <div data-part="expert-pool">
          <ExpertPool view={expertPoolView(dialogue)} />
        </div>
      )}
    </article>
  );
}
