/**
 * How a render says whose it was. The page cache (server/page-cache.ts) opens a witness for each render it may keep
 * and names it in a request header; the app's one reading of the session (lib/auth/guard.ts `currentViewer`) notes
 * the viewer it rendered for under that name. The cache keeps the render only when exactly the viewer it computed was
 * noted: whatever way the cache and the app might read cookies differently, a page is kept only for the app's reader.
 *
 * The registry lives on globalThis because Next's bundle holds its own copies of our modules in the same process.
 */

export const RENDER_WITNESS_HEADER = "x-roundtable-render";

const REGISTRY = Symbol.for("roundtable.render-witnesses");

type Registry = Map<string, Set<string>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

/** The key a viewer's pages are kept under: `user id:role`, or "anonymous". */
export function viewerCacheKey(viewer: { id: string; role: string } | null): string {
  return viewer ? `${viewer.id}:${viewer.role}` : "anonymous";
}

/** Opens a witness for one render (the id is the cache's own, never a client's). */
export function openWitness(id: string): void {
  registry().set(id, new Set());
}

/** Closes the witness and says which viewers the render read (none when it read no session). */
export function closeWitness(id: string): ReadonlySet<string> {
  const seen = registry().get(id) ?? new Set<string>();
  registry().delete(id);
  return seen;
}

/** Called by the app with the request's witness header: a header no open witness answers to is ignored. */
export function noteRenderViewer(id: string | null | undefined, viewerKey: string): void {
  if (id) registry().get(id)?.add(viewerKey);
}
