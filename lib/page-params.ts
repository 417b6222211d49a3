/**
 * The query parameters each dialogue page reads, in one dependency-free place: the pages redirect a request carrying
 * any other to the same address without it, their links keep only these, and the page cache keys the pages on these
 * alone (lib/page-cache/policy.ts), so an unknown parameter never costs a render.
 */
export const DIALOGUE_PARAMS = ["view", "sort", "dir", "jview", "jsort", "jdir", "pool", "at", "markers", "threads", "from", "to"] as const;
export const MAP_PARAMS = ["group"] as const;

/** Route shapes (`*` one segment) whose parameters are known, and those parameters. */
export const ROUTE_PARAMS: Record<string, readonly string[]> = {
  "/d/*": DIALOGUE_PARAMS,
  "/d/*/map": MAP_PARAMS,
  "/d/*/source": [],
  // A round alone reads no parameter: every query is the same page.
  "/d/*/rounds/*": [],
  // Nor does a thread alone.
  "/d/*/threads/*": [],
  "/d/*/persuasion": [],
  // A part of a long dialogue's page: the state's at round N.
  "/d/*/parts/*": ["at"],
};

/** `search` (with or without its `?`) keeping only `known`, in their order: "" when none is left. */
export function knownQuery(search: string, known: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (known.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * Where a page asked for with parameters it does not read should send the reader: the same address with only the
 * parameters it reads; null when it has no unknown one.
 */
export function withoutUnknownParams(pathname: string, params: Record<string, string | string[] | undefined>, known: readonly string[]): string | null {
  // `_rsc` is Next's own cache-busting parameter on client navigations, never the page's to refuse.
  const names = Object.keys(params).filter((name) => params[name] !== undefined && name !== "_rsc");
  if (names.every((name) => known.includes(name))) return null;
  const kept = new URLSearchParams();
  for (const name of names) {
    if (!known.includes(name)) continue;
    const value = params[name]!;
    for (const one of Array.isArray(value) ? value : [value]) kept.append(name, one);
  }
  const query = kept.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}
