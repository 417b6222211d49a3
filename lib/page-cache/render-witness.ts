/**
 * How a render says whose it was. The page cache (server/page-cache.ts) opens a witness for each render it may keep
 * and names it in a request header; the app's one reading of the session (lib/auth/guard.ts `currentViewer`) notes
 * the viewer it rendered for under that name: the whole viewer when the render reads who they are, only their role when
 * it reads no more (`currentRole`). The cache keeps the render only when what was noted is the viewer it computed:
 * whatever way the cache and the app might read cookies differently, a page is kept only for the app's reader, and is
 * shared by a whole role only when nothing of the person was read.
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

/** The key a viewer's own pages are kept under: `user id:role`, or "anonymous". */
export function viewerCacheKey(viewer: { id: string; role: string } | null): string {
  return viewer ? `${viewer.id}:${viewer.role}` : "anonymous";
}

/** The key of pages that read only what the reader may do: one for everyone of a role (`role:judge`), or "anonymous". */
export function roleCacheKey(role: string | null): string {
  return role ? `role:${role}` : "anonymous";
}

/**
 * The key a render may be kept under, from what it read and whom the cache took the reader to be: the reader's own
 * key when it read who they are, their role's when it read no more than the role; null when it read neither, or
 * someone else (then the app and the cache disagree about the cookies, and nothing is kept).
 */
export function keptUnder(read: ReadonlySet<string>, viewer: { key: string; roleKey: string }): string | null {
  if (read.size === 0 || [...read].some((key) => key !== viewer.key && key !== viewer.roleKey)) return null;
  return read.has(viewer.key) ? viewer.key : viewer.roleKey;
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
