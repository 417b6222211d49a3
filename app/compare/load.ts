import { notFound } from "next/navigation";
import { db } from "@/lib/db/client";
import { getDialogueBySlug } from "@/lib/db/dialogue-detail";
import { parseStoredCached } from "@/lib/ingest/pipeline";
export { compareQuerySchema, type CompareQuery } from "@/lib/compare/compare-query";

/** One side of a comparison, parsed; an unknown slug or a document of another kind is a 404. */
export async function loadSide(slug: string) {
  const stored = await getDialogueBySlug(db(), slug);
  if (!stored || stored.kind !== "dialogue") notFound();
  return { stored, dialogue: parseStoredCached(stored).dialogue };
}
