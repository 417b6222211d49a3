import { notFound } from "next/navigation";
import type { PickItem } from "@/components/compare/compare-picker";
import { compareDialogues, rankCandidates } from "@/lib/compare/compare-dialogues";
import type { CompareQuery } from "@/lib/compare/compare-query";
import { similaritiesTo } from "@/lib/compare/match-labels";
import { db } from "@/lib/db/client";
import { listDialogueTitles } from "@/lib/db/compare-candidates";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { readDocument } from "@/lib/documents/read-document";
export { compareQuerySchema, type CompareQuery } from "@/lib/compare/compare-query";

const PICK_LIMIT = 40;

export const compareHref = (a: string, b?: string) => `/compare?a=${encodeURIComponent(a)}${b ? `&b=${encodeURIComponent(b)}` : ""}`;

/** One side of a comparison, parsed; an unknown slug or a document of another kind is a 404. */
export async function loadSide(slug: string) {
  const stored = await getDocumentBySlug(db(), slug);
  const reading = stored ? readDocument(stored) : null;
  if (!stored || reading?.result == null) notFound();
  return { stored, dialogue: reading.result.dialogue };
}

export type CompareSide = Awaited<ReturnType<typeof loadSide>>;

/** Picking: with A, others by title similarity to A (or to the words asked for); without, newest first or by the words. */
async function pickList(a: { slug: string; title: string; date: string | null } | null, q: string | undefined): Promise<PickItem[]> {
  const all = await listDialogueTitles(db());
  if (q) {
    const others = all.filter((d) => d.slug !== a?.slug);
    const sim = similaritiesTo(
      q,
      others.map((d) => d.title),
    );
    return others
      .map((d, i) => ({ ...d, similarity: sim[i]! }))
      .filter((d) => d.similarity > 0)
      .sort((x, y) => y.similarity - x.similarity)
      .slice(0, PICK_LIMIT);
  }
  if (!a) return all.slice(0, PICK_LIMIT).map((d) => ({ ...d, similarity: null }));
  const byTitle = new Map(all.map((d) => [d.slug, d]));
  return rankCandidates(a, all, PICK_LIMIT).map((c) => ({ ...byTitle.get(c.slug)!, similarity: c.similarity }));
}

/** The page's one model: both sides and their comparison, or what the picker offers while a side is missing. */
export async function loadCompare(query: CompareQuery) {
  const [a, b] = await Promise.all([query.a ? loadSide(query.a) : null, query.b && query.a ? loadSide(query.b) : null]);
  if (a && b) return { mode: "compare" as const, a, b, comparison: compareDialogues(a.dialogue, b.dialogue) };
  return { mode: "pick" as const, a, items: await pickList(a ? a.stored : null, query.q) };
}
