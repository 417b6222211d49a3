import type { Db } from "./client";

export interface DocumentLink {
  slug: string;
  kind: string;
}

/**
 * Where the documents just imported live: by path in one source, and by slug (content found stored elsewhere).
 * Archived documents are left out: they have no page to link to.
 */
export async function findDocumentLinks(
  db: Db,
  sourceId: number,
  paths: string[],
  slugs: string[],
): Promise<{ byPath: Map<string, DocumentLink>; bySlug: Map<string, DocumentLink> }> {
  const select = { path: true, slug: true, kind: true } as const;
  const [atPaths, atSlugs] = await Promise.all([
    paths.length > 0 ? db.dialogue.findMany({ where: { sourceId, path: { in: paths }, removedAt: null }, select }) : [],
    slugs.length > 0 ? db.dialogue.findMany({ where: { slug: { in: slugs }, removedAt: null }, select }) : [],
  ]);
  return {
    byPath: new Map(atPaths.map((d) => [d.path, { slug: d.slug, kind: d.kind }])),
    bySlug: new Map(atSlugs.map((d) => [d.slug, { slug: d.slug, kind: d.kind }])),
  };
}
