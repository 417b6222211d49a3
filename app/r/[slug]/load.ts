import { redirect } from "next/navigation";
import { cache } from "react";
import { documentHref } from "@/lib/document-href";
import { readDocument } from "@/lib/documents/read-document";
import { loadStored } from "@/app/d/[slug]/load";

/**
 * A document that is not a dialogue, by the slug in its URL, for someone who may read it, parsed by its kind's reader
 * (cached by content hash). A bad or unknown slug is a 404; a dialogue goes to its own page.
 */
export const loadDocument = cache(async (rawSlug: string) => {
  const stored = await loadStored(rawSlug, "r");
  if (stored.kind === "dialogue") redirect(documentHref(stored.kind, stored.slug));
  const reading = readDocument(stored);
  return { stored, parsed: reading?.result === null ? reading : null };
});
