import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { slugSchema } from "@/lib/db/slug";
import { documentHref } from "@/lib/document-href";
import { readStoredCached } from "@/lib/documents/parse-stored";

/**
 * A document that is not a dialogue, by the slug in its URL, for someone who may read it, parsed by its kind's reader
 * (cached by content hash). A bad or unknown slug is a 404; a dialogue goes to its own page.
 */
export const loadDocument = cache(async (rawSlug: string) => {
  const slug = slugSchema.safeParse(rawSlug);
  if (!slug.success) notFound();
  await requireReader(`/r/${slug.data}`);
  const stored = await getDocumentBySlug(db(), slug.data);
  if (!stored) notFound();
  if (stored.kind === "dialogue") redirect(documentHref(stored.kind, stored.slug));
  return { stored, parsed: readStoredCached(stored) };
});
