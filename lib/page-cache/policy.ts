/**
 * Which answers may be kept and served again, and under what key. A reading page's answer is a function of its
 * address, who reads it (user and role), the reader's own cookies (the index's columns), a few request headers (how
 * the browser navigates and what it decompresses) and the database; the key holds all of them, the database as the
 * stamp of the data areas the page reads (lib/db/data-areas.ts). Pages that show the time passing (queues, users) or
 * that write are never kept.
 */

import type { AreaRead, DataArea } from "@/lib/db/data-areas";
import { knownQuery, ROUTE_PARAMS } from "@/lib/page-params";

/** Route shapes, `*` one path segment. */
export const CACHEABLE_ROUTES = [
  "/",
  "/d/*",
  "/d/*/map",
  "/d/*/source",
  "/d/*/rounds/*",
  "/d/*/threads/*",
  "/d/*/persuasion",
  "/d/*/parts/*",
  "/d/*/judges",
  "/d/*/judges/data",
  "/r/*",
  "/r/*/source",
  "/search",
  "/api/search",
  "/agents",
  "/compare",
  "/board",
  "/api/session",
] as const;

/** Request headers the answer varies by: Next's navigation headers (its own Vary), compression, and HTTPS (cookie names). */
export const VARYING_HEADERS = [
  "accept-encoding",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "x-forwarded-proto",
] as const;

/** better-auth's cookies (`roundtable.session_token`, and `__Secure-` ones over HTTPS): who reads, resolved to a viewer. */
export function isAuthCookie(name: string): boolean {
  const bare = name.startsWith("__Secure-") ? name.slice("__Secure-".length) : name;
  return bare.startsWith("roundtable.");
}

function routeMatches(route: string, pathname: string): boolean {
  const want = route.split("/");
  const have = pathname.split("/");
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment === "*" ? (have[i] ?? "") !== "" : segment === have[i]));
}

/**
 * The address as the key holds it: on a route whose parameters are known (lib/page-params.ts), only those, so `?x=1`,
 * `?x=2`, … are one key (and one render) rather than one each. The page itself redirects such a request to the address
 * without them, so what is kept under the key is always the page of that address.
 */
export function keyedUrl(pathname: string, search: string): string {
  for (const [route, known] of Object.entries(ROUTE_PARAMS)) if (routeMatches(route, pathname)) return pathname + knownQuery(search, known);
  return pathname + search;
}

/** What every kept page reads; the pages that add documents up read all of them, those that add judging up all of it. */
const SHARED_AREAS: readonly DataArea[] = ["sources", "people", "other"];
const PAGE_AREAS: readonly DataArea[] = ["documents", ...SHARED_AREAS];
// A document's own pages read its rows alone (found by the slug), so an import of another document leaves them be. The
// dialogue page and its parts read no judging: the Judges section is fetched apart (components/judging/judges-island.tsx).
const DOCUMENT_AREAS: readonly DataArea[] = ["documents-general", ...SHARED_AREAS];
const JUDGES_ROUTE = /^\/d\/[^/]+\/judges(?:\/data)?$/;
const DOCUMENT_ROUTE = /^\/[dr]\/([^/]+)(?:\/|$)/;
// Search reads markers, documents, sources and saved searches (lib/db/search.ts, saved-searches.ts), no judging.
const WITHOUT_JUDGING = new Set(["/search", "/api/search"]);
// The index reads no judging but its reader's own scores ("scored by me", lib/db/dialogues.ts scoredRounds).
const OWN_JUDGING = new Set(["/"]);

/** What the cache's cookie-to-viewer answers read: the sessions, and the users and roles they name. */
export const VIEWER_AREAS: AreaRead = { areas: ["sessions", "people", "other"] };

/** The data areas an address's page reads: null when a document's slug cannot be read (the request goes through). */
export function areasFor(pathname: string): AreaRead | null {
  const document = DOCUMENT_ROUTE.exec(pathname);
  if (document) {
    const slug = decodedSegment(document[1]!);
    if (slug === null) return null;
    if (JUDGES_ROUTE.test(pathname)) return { areas: [...DOCUMENT_AREAS, "judging-general"], document: { slug, reads: ["content", "judging"] } };
    return { areas: DOCUMENT_AREAS, document: { slug, reads: ["content"] } };
  }
  if (OWN_JUDGING.has(pathname)) return { areas: PAGE_AREAS, ownJudging: true };
  // Who is signed in (the header's name): their session and their user row.
  if (pathname === "/api/session") return VIEWER_AREAS;
  if (WITHOUT_JUDGING.has(pathname)) return { areas: PAGE_AREAS };
  return { areas: [...PAGE_AREAS, "judging"] };
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE_ROUTES.some((route) => routeMatches(route, pathname));
}

export interface RequestParts {
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(",") : (value ?? ""));

/** The name the app knows a cookie by whether or not it came over HTTPS: better-auth reads one of the two spellings. */
const bareName = (name: string) => (name.startsWith("__Secure-") ? name.slice("__Secure-".length) : name);

/**
 * The request's cookies split into the auth ones (in the order sent: the app reads the first of a name, as
 * better-call's parser does) and the rest (sorted, for the key); `ambiguous` when an auth cookie is sent more than
 * once under either spelling, where which one counts depends on details the cache must not bet a page on.
 */
export function splitCookies(header: string): { auth: string; other: string; ambiguous: boolean } {
  const auth: string[] = [];
  const other: string[] = [];
  const authNames = new Set<string>();
  let ambiguous = false;
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (!pair) continue;
    const name = pair.slice(0, pair.indexOf("=") < 0 ? pair.length : pair.indexOf("=")).trim();
    if (!isAuthCookie(name)) {
      other.push(pair);
      continue;
    }
    if (authNames.has(bareName(name))) ambiguous = true;
    authNames.add(bareName(name));
    auth.push(pair);
  }
  return { auth: auth.join("; "), other: other.sort().join("; "), ambiguous };
}

export interface CachePlan {
  /** The auth cookies, for the viewer lookup ("" when signed out). */
  authCookies: string;
  /** What the viewer lookup's answer is remembered by: the auth cookies and whether the request came over HTTPS (which cookie names count). */
  viewerKey: string;
  /** Everything of the key but the viewer and the stamp of the areas read. */
  request: string;
  /** The data areas the page reads (its key holds their stamp). */
  read: AreaRead;
}

/** A plan when the request may be answered from the cache; null when it must go through. */
export function cachePlan(parts: RequestParts): CachePlan | null {
  if (parts.method !== "GET") return null;
  // Partial and conditional requests are rare on pages; they go through rather than complicate the key.
  if (parts.headers.range || parts.headers["if-none-match"] || parts.headers["if-modified-since"]) return null;
  const queryAt = parts.url.indexOf("?");
  const pathname = queryAt < 0 ? parts.url : parts.url.slice(0, queryAt);
  if (!isCacheablePath(pathname)) return null;
  const read = areasFor(pathname);
  if (!read) return null;
  const cookies = splitCookies(single(parts.headers.cookie));
  // Several session cookies: the app reads the first; a cache keeps nothing it would have to read the same way.
  if (cookies.ambiguous) return null;
  const varying = VARYING_HEADERS.map((name) => `${name}=${keyedHeader(name, single(parts.headers[name]))}`);
  return {
    authCookies: cookies.auth,
    viewerKey: `${single(parts.headers["x-forwarded-proto"])}\n${cookies.auth}`,
    request: [keyedUrl(pathname, queryAt < 0 ? "" : parts.url.slice(queryAt)), cookies.other, ...varying].join("\n"),
    read,
  };
}

/**
 * A varying header as the key holds it: by what the answer depends on, so readers whose requests are answered alike
 * share a page. Next compresses with the first of gzip, deflate and identity that the request accepts, so a plain list
 * of encodings keys by that choice (Chrome's, Firefox's and Safari's lists are all "gzip"); a list with quality values is
 * kept as sent. The server speaks only HTTP, so a proxy's `http` is the same request as none.
 */
export function keyedHeader(name: (typeof VARYING_HEADERS)[number], value: string): string {
  if (name === "x-forwarded-proto") return value === "http" ? "" : value;
  if (name !== "accept-encoding" || value.trim() === "") return value;
  const listed = value.replaceAll(" ", "").toLowerCase();
  if (listed.includes(";")) return listed;
  const encodings = listed.split(",");
  if (encodings.includes("gzip") || encodings.includes("*")) return "gzip";
  return encodings.includes("deflate") ? "deflate" : "identity";
}

export function cacheKey(plan: CachePlan, viewerKey: string): string {
  return `${viewerKey}\n${plan.request}`;
}

/** Response headers never replayed: they belong to one connection or are set again when the entry is sent. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-roundtable-cache"]);

export type StoredHeaders = [name: string, value: string | string[]][];

/** Whether an answer may be kept, and its headers as they are replayed. */
export function storableHeaders(status: number, headers: Record<string, number | string | string[] | undefined>): StoredHeaders | null {
  if (status !== 200) return null;
  // An answer that sets a cookie is someone's own, whatever the key says.
  if (headers["set-cookie"] !== undefined) return null;
  const kept: StoredHeaders = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name.toLowerCase())) continue;
    kept.push([name, typeof value === "number" ? String(value) : value]);
  }
  return kept;
}
