import type { Metadata } from "next";
import { ArgumentMapPage } from "@/components/argument-map/argument-map-page";
import { argumentMapLayout, parseMapView } from "@/lib/argument-map/view";
import { loadDialogue } from "../load";

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
  const { stored, dialogue } = await loadDialogue((await params).slug);
  const { group } = parseMapView(await searchParams);
  return <ArgumentMapPage layout={argumentMapLayout(dialogue, group)} group={group} slug={stored.slug} title={stored.title} />;
}
