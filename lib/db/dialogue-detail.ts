import type { Db } from "./client";

export interface StoredDocument {
  id: number;
  slug: string;
  /** The document's format (`dialogue`, `a52`, `a52-session`, …). */
  kind: string;
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
  /** An admin's say that agreement counts scores edited after a reveal (blind judging). */
  agreementAfterReveal: boolean;
  source: { name: string; kind: string; url: string | null };
}

/** A live document's id and kind by its slug, without its text: for callers that only need to name it. */
export async function liveDocumentRef(db: Db, slug: string): Promise<{ id: number; kind: string } | null> {
  return db.dialogue.findFirst({ where: { slug, removedAt: null }, select: { id: true, kind: true } });
}

/** A document (a dialogue or any other kind) that is not removed, by its slug, with its source; null when there is none. */
export async function getDocumentBySlug(db: Db, slug: string): Promise<StoredDocument | null> {
  const row = await db.dialogue.findFirst({
    where: { slug, removedAt: null },
    select: {
      id: true,
      slug: true,
      kind: true,
      title: true,
      status: true,
      date: true,
      layout: true,
      path: true,
      commit: true,
      contentHash: true,
      importedAt: true,
      blindJudging: true,
      agreementAfterReveal: true,
      text: { select: { raw: true } },
      source: { select: { name: true, kind: true, url: true } },
    },
  });
  if (!row) return null;
  const { text, ...rest } = row;
  return { ...rest, raw: text?.raw ?? "" };
}
