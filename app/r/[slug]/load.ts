import { redirect } from "next/navigation";
import { cache } from "react";
import { documentHref } from "@/lib/document-href";
import { readStoredCached } from "@/lib/documents/parse-stored";
import { loadStored } from "@/app/d/[slug]/load";

/**
 * A document that is not a dialogue, by the slug in its URL, for someone who may read it, parsed by its kind's reader
 * (cached by content hash). A bad or unknown slug is a 404; a dialogue goes to its own page.
 */
export const loadDocument = cache(async (rawSlug: string) => {
  const stored = await loadStored(rawSlug, "r");
  if (stored.kind === "dialogue") redirect(documentHref(stored.kind, stored.slug));
  return { stored, parsed: readStoredCached(stored) };
});
