import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MAP_PARAMS, withoutUnknownParams } from "@/lib/page-params";
import { ArgumentMapPage } from "@/components/argument-map/argument-map-page";
import { argumentMapLayout, parseMapView } from "@/lib/argument-map/view";
import { loadDialogue } from "../load";
import { MapOverBudget } from "@/components/argument-map/map-over-budget";
import { pageBudget } from "@/lib/page-budget";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Argument map · ${(await loadDialogue((await params).slug)).stored.title}` };
}

/** The argument map: a page of its own, as the dialogue page is already long and a large map wants the width. */
export default async function ArgumentMapRoute({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  const query = await searchParams;
  const canonical = withoutUnknownParams(`/d/${encodeURIComponent(slug)}/map`, query, MAP_PARAMS);
  if (canonical) redirect(canonical);
  const { stored, dialogue } = await loadDialogue(slug);
  const { group } = parseMapView(query);
  // Past the page's budget a map of every thread would cost what the budget is there to refuse.
  const { over } = pageBudget(dialogue);
  if (over)
    return <MapOverBudget slug={stored.slug} title={stored.title} reason={over} threads={dialogue.threads.length + dialogue.perspectiveThreads.length} />;
  return <ArgumentMapPage layout={await argumentMapLayout(dialogue, group)} group={group} slug={stored.slug} title={stored.title} />;
}
