import { notFound } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { getDialogueBySlug } from "@/lib/db/dialogue-detail";
import { slugSchema } from "@/lib/db/slug";
import { parseStoredCached } from "@/lib/ingest/pipeline";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** The compare page's URL: two slugs and a title filter for the picker; a malformed value is dropped. */
export const compareQuerySchema = z.object({
  a: z.preprocess(one, slugSchema.optional().catch(undefined)),
  b: z.preprocess(one, slugSchema.optional().catch(undefined)),
  q: z.preprocess(one, z.string().trim().max(200).optional().catch(undefined)),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** One side of a comparison, parsed; an unknown slug or a document of another kind is a 404. */
export async function loadSide(slug: string) {
  const stored = await getDialogueBySlug(db(), slug);
  if (!stored || stored.kind !== "dialogue") notFound();
  return { stored, dialogue: parseStoredCached(stored).dialogue };
}
