/** Where a stored document is read: dialogues on `/d/<slug>`, every other kind on the review page `/r/<slug>`. */
export function documentHref(kind: string, slug: string): string {
  return `${kind === "dialogue" ? "/d" : "/r"}/${encodeURIComponent(slug)}`;
}
