import { db } from "@/lib/db/client";
import { getDocumentBySlug, liveDocumentRef } from "@/lib/db/dialogue-detail";
import { ApiProblem } from "./problem";

const notFound = (slug: string) => new ApiProblem(404, `No document has the slug ${slug}.`);

/** A live document with its text, or the API's 404. */
export async function storedOr404(slug: string) {
  const stored = await getDocumentBySlug(db(), slug);
  if (!stored) throw notFound(slug);
  return stored;
}

/** A live document's id and kind, without reading its text, or the API's 404. */
export async function documentRefOr404(slug: string) {
  const ref = await liveDocumentRef(db(), slug);
  if (!ref) throw notFound(slug);
  return ref;
}
