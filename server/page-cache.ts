import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { roleAtLeast } from "@/lib/auth/roles";
import type { AreaRead } from "@/lib/db/data-areas";
import { cacheKey, cachePlan, storableHeaders, VIEWER_AREAS, type CachePlan } from "@/lib/page-cache/policy";
import { closeWitness, keptUnder, openWitness, RENDER_WITNESS_HEADER } from "@/lib/page-cache/render-witness";
import { ANONYMOUS, type CachedPage, type PageCache, type ViewerEntry } from "@/lib/page-cache/store";
import type { SharedPagesClient } from "./shared-pages-client";

export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface PageCacheDeps {
  cache: PageCache;
  /** The stamp of the data areas a page reads (lib/db/area-stamps.ts), read before anything is rendered. */
  stamp(read: AreaRead): Promise<string>;
  /** Who the auth cookies belong to now; only asked when the cache has no live answer for them. */
  lookupViewer(authCookies: string, forwardedProto: string | undefined): Promise<ViewerEntry>;
  /** The reader a worker's own warm-up request renders as (server/warm-up.ts), whatever its cookies; null for any other. */
  warmUpReader?: (request: IncomingMessage) => ViewerEntry | null;
  /** The pages this server's other workers have or are rendering (a cluster primary keeps them); none when alone. */
  shared?: SharedPagesClient | null;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * Answers a reading page from the cache when a reader of the same role (for a page that read nothing of the person)
 * or the same reader (for one that did) asked for it with the same cookies and headers since anything the page reads
 * last changed; otherwise lets Next render it and keeps the bytes Next sent (already compressed) under the key its
 * render earned (lib/page-cache/render-witness.ts). Any failure of the cache itself falls through to Next: the cache
 * may cost a render, never an answer.
 */
export function withPageCache(handle: NodeHandler, deps: PageCacheDeps): NodeHandler {
  const now = deps.now ?? Date.now;
  // Renders under way, by key: a request for the same answer waits for it rather than rendering it again (after a
  // write every reader misses at once; without this an overloaded server renders each page once per waiting reader).
  // A reader waits on their role's render unless the address's page has been seen to be each reader's own.
  const rendering = new Map<string, Promise<Rendered | null>>();
  const ownPerReader = new LRUCache<string, true>({ max: 10_000 });
  return async (request, response) => {
    // The witness header is the cache's alone: a client's is dropped before anything reads it.
    delete request.headers[RENDER_WITNESS_HEADER];
    const plan = cachePlan({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    if (!plan) return handle(request, response);
    let stamp: string;
    let viewer: ViewerEntry;
    try {
      const warm = deps.warmUpReader?.(request) ?? null;
      const reader = warm ? Promise.resolve(warm) : plan.authCookies === "" ? Promise.resolve(ANONYMOUS) : viewerOf(deps, plan, request, now());
      // A page that shows its reader's own judging reads their area (when they may judge): that stamp waits for who reads.
      const read = plan.read.ownJudging
        ? reader.then((who) => deps.stamp({ ...plan.read, judge: roleAtLeast(who.role ?? "", "judge") ? who.userId : undefined }))
        : deps.stamp(plan.read);
      [stamp, viewer] = await Promise.all([read, reader]);
    } catch (error) {
      deps.onError?.(error);
      return handle(request, response);
    }
    // Auth cookies that name no session (expired, forged, unreadable): the app may read them otherwise; keep nothing.
    if (plan.authCookies !== "" && viewer.key === ANONYMOUS.key) return handle(request, response);
    const keyOf = (viewerKey: string) => `${stamp}\n${cacheKey(plan, viewerKey)}`;
    // Where this reader's page may be kept: under their role's key when its render read only the role, else their own.
    const keys = { role: keyOf(viewer.roleKey), own: keyOf(viewer.key) };
    const hit = deps.cache.get(keys.role, keys.own);
    if (hit) return send(response, hit);
    const usable = (done: Rendered | null) => (done && (done.under === keys.role || done.under === keys.own) ? done.page : null);
    // Until a render shows otherwise, readers of a role wait on one render of the address for all of them.
    const waitOn = ownPerReader.has(plan.request) ? keys.own : keys.role;
    const pending = rendering.get(waitOn);
    if (pending) {
      const shared = usable(await pending);
      if (shared) return send(response, shared, "shared");
    }
    let settle: (done: Rendered | null) => void = () => undefined;
    if (!pending) {
      rendering.set(waitOn, new Promise((resolve) => (settle = resolve)));
      response.once("close", () => {
        rendering.delete(waitOn);
        settle(null);
      });
    }
    // The other workers of this server: one of them may have the page, or be rendering it.
    let handOver: (done: Rendered | null) => void = () => undefined;
    if (!pending && deps.shared) {
      const asked = await askWorkers(deps.shared, waitOn === keys.own ? [keys.own] : [keys.role, keys.own]);
      if ("page" in asked) {
        deps.cache.set(asked.under, asked.page);
        settle(asked);
        return send(response, asked.page, "shared");
      }
      let handed = false;
      handOver = (done) => {
        if (handed) return;
        handed = true;
        // The reader's own key first: a reader of the same person waiting on the role's key asks for it next.
        const order = asked.rendering.includes(keys.own) ? [keys.own, ...asked.rendering.filter((key) => key !== keys.own)] : asked.rendering;
        for (const key of order) deps.shared!.put(key, done && (done.under === key || done.under === keys.role) ? done.page : null);
      };
      // A render that ends without a page to keep (a redirect, a closed connection) frees the workers waiting for it.
      response.once("close", () => handOver(null));
    }
    response.setHeader("x-roundtable-cache", "miss");
    const witness = randomUUID();
    openWitness(witness);
    request.headers[RENDER_WITNESS_HEADER] = witness;
    response.once("close", () => closeWitness(witness));
    record(response, (page) => {
      // Kept only for whom the render itself read: the viewer the cache computed, or their role (render-witness.ts).
      const readFor = keptUnder(closeWitness(witness), viewer);
      const under = readFor === null ? null : readFor === viewer.key ? keys.own : keys.role;
      if (under === null) {
        settle(null);
        handOver(null);
        return;
      }
      // Each reader's own page: from now on its readers render side by side rather than wait on one another.
      if (under !== keys.role) ownPerReader.set(plan.request, true);
      deps.cache.set(under, page);
      settle({ under, page });
      handOver({ under, page });
    });
    return handle(request, response);
  };
}

/** A render's page and the key it was kept under. */
interface Rendered {
  under: string;
  page: CachedPage;
}

/**
 * Asks the server's other workers for the page under each key in turn: the first found is the answer; otherwise the
 * keys this worker is now rendering for them (each must be put or abandoned when the render ends).
 */
async function askWorkers(shared: SharedPagesClient, keys: string[]): Promise<Rendered | { rendering: string[] }> {
  const rendering: string[] = [];
  for (const key of keys) {
    const answer = await shared.get(key);
    if (answer !== "render") {
      for (const mine of rendering) shared.put(mine, null);
      return { under: key, page: answer };
    }
    rendering.push(key);
  }
  return { rendering };
}

/** Who the auth cookies belong to: remembered while the sessions, users and roles stay as they were. */
async function viewerOf(deps: PageCacheDeps, plan: CachePlan, request: IncomingMessage, now: number): Promise<ViewerEntry> {
  const viewerKey = `${await deps.stamp(VIEWER_AREAS)}\n${plan.viewerKey}`;
  const known = deps.cache.viewer(viewerKey, now);
  if (known) return known;
  const proto = request.headers["x-forwarded-proto"];
  const viewer = await deps.lookupViewer(plan.authCookies, Array.isArray(proto) ? proto[0] : proto);
  deps.cache.rememberViewer(viewerKey, viewer);
  return viewer;
}

function send(response: ServerResponse, page: CachedPage, how: "hit" | "shared" = "hit"): void {
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("content-length", page.body.byteLength);
  response.setHeader("x-roundtable-cache", how);
  response.statusCode = 200;
  response.end(page.body);
}

type Chunk = string | Uint8Array;

/**
 * Copies what Next writes (after its compression) and hands the whole answer to `keep` as soon as Next has ended it:
 * not when the client has read it, so a slow reader holds up nobody waiting for the same answer.
 */
function record(response: ServerResponse, keep: (page: CachedPage) => void): void {
  const chunks: Buffer[] = [];
  let storable = true;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!storable || chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array),
    );
  };
  const write = response.write;
  const end = response.end;
  const writeHead = response.writeHead;
  response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  let ended = false;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1]);
    const result = (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    if (!ended && storable) {
      ended = true;
      const headers = storableHeaders(this.statusCode, this.getHeaders());
      if (headers) keep({ headers, body: Buffer.concat(chunks) });
    }
    return result;
  } as typeof response.end;
  // Headers handed to writeHead are not kept by Node when none were set before: set them, so getHeaders() sees them.
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) storable = false;
    else if (headers) for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value);
    const message = rest.find((arg) => typeof arg === "string");
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...(message === undefined ? [] : [message]));
  } as typeof response.writeHead;
}
