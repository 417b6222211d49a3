import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { Diagnostic, ParsedDialogue } from "@/lib/contract";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { findRedirect } from "@/lib/db/document-admin";
import { slugSchema } from "@/lib/db/slug";
import { documentHref } from "@/lib/document-href";
import { readDocument } from "@/lib/documents/read-document";
import { renderBudgetDiagnostics } from "@/lib/markdown/diagnostics";
import { pageBudgetDiagnostics } from "@/lib/page-budget";

/**
 * A stored document (a dialogue or another kind) by the slug in its URL, for someone who may read it; a bad or unknown
 * slug is a 404. `cache` makes the metadata and the page of one request share a single query.
 */
export const loadStored = cache(async (rawSlug: string, area: "d" | "r" = "d") => {
  const slug = slugSchema.safeParse(rawSlug);
  if (!slug.success) notFound();
  // Here rather than in each page, so the title in the metadata is gated too; sign-in returns to the page asked for.
  await requireReader(`/${area}/${slug.data}`);
  const stored = await getDocumentBySlug(db(), slug.data);
  if (!stored) {
    // A slug once served keeps working after a merge or rename: it sends the reader on.
    const moved = await findRedirect(db(), slug.data);
    if (moved) redirect(documentHref(moved.kind, moved.slug));
    notFound();
  }
  return stored;
});

// The contract's diagnostics and the viewer's, joined once per parse (a parse is cached and immutable): one array a view,
// whatever its length, so what is worked out from it (the lint panel's groups) can be kept by it too.
const viewerDiagnostics = new WeakMap<ParsedDialogue, Diagnostic[]>();

/** The dialogue by its slug, parsed; another kind of document goes to its own review page. */
export const loadDialogue = cache(async (rawSlug: string) => {
  const stored = await loadStored(rawSlug);
  // Other kinds share the row but not the reading: they have their own review page.
  if (stored.kind !== "dialogue") redirect(documentHref(stored.kind, stored.slug));
  const reading = readDocument(stored);
  if (reading?.result == null) notFound();
  const parsed = reading.result;
  // What the viewer shows as plain text is reported beside the contract's own diagnostics.
  let diagnostics = viewerDiagnostics.get(parsed.dialogue);
  if (!diagnostics)
    viewerDiagnostics.set(
      parsed.dialogue,
      (diagnostics = [...parsed.diagnostics, ...renderBudgetDiagnostics(parsed.dialogue), ...pageBudgetDiagnostics(parsed.dialogue)]),
    );
  return { stored, ...parsed, diagnostics, audit: reading.audit, persuasion: reading.persuasion };
});

export { sourceFiles } from "@/lib/documents/source-files";
