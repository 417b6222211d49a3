import type { Db } from "./client";

export interface StoredDialogue {
  id: number;
  slug: string;
  title: string;
  status: string;
  date: string | null;
  layout: string;
  path: string;
  commit: string | null;
  contentHash: string;
  raw: string;
  importedAt: Date;
  blindJudging: boolean;
  source: { name: string; kind: string; url: string | null };
}

/** A dialogue that is not removed, by its slug, with its source; null when there is none. */
export async function getDialogueBySlug(db: Db, slug: string): Promise<StoredDialogue | null> {
  const row = await db.dialogue.findFirst({
    where: { slug, removedAt: null },
    select: { id: true, slug: true, title: true, status: true, date: true, layout: true, path: true, commit: true, contentHash: true, importedAt: true, blindJudging: true, text: { select: { raw: true } }, source: { select: { name: true, kind: true, url: true } } },
  });
  if (!row) return null;
  const { text, ...rest } = row;
  return { ...rest, raw: text?.raw ?? "" };
}
