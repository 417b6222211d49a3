import type { Metadata } from "next";
import { CompareChooser } from "@/components/compare/compare-chooser";
import { CompareView } from "@/components/compare/compare-view";
import { requireReader } from "@/lib/auth/guard";
import { compareHref, compareQuerySchema, loadCompare } from "./load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Compare dialogues" };

/** Two dialogues side by side (`?a=<slug>&b=<slug>`); with one or none given, a picker that leads there. */
export default async function ComparePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = compareQuerySchema.parse(await searchParams);
  await requireReader(query.a ? compareHref(query.a, query.b) : "/compare");
  const model = await loadCompare(query);
  if (model.mode === "pick") return <CompareChooser a={model.a} q={query.q} items={model.items} compareHref={compareHref} />;
  return <CompareView a={model.a} b={model.b} comparison={model.comparison} compareHref={compareHref} />;
}
