import type { LRUCache } from "lru-cache";
import { pageStore, type CachedPage } from "./store";

/** What a worker asks the server's primary process, and what it answers (server/serve.ts carries them). */
export type SharedRequest =
  { t: "page-get"; id: number; key: string } | { t: "page-put"; key: string; page: CachedPage | null } | { t: "page-abandon"; key: string };

export type SharedReply = { t: "page-found"; id: number; page: CachedPage } | { t: "page-render"; id: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Only messages of this shape are handled: the channel also carries Node's own cluster messages. */
export function asSharedRequest(message: unknown): SharedRequest | null {
  if (!isRecord(message) || typeof message.t !== "string" || typeof message.key !== "string") return null;
  if (message.t === "page-get" && typeof message.id === "number") return { t: "page-get", id: message.id, key: message.key };
  if (message.t === "page-abandon") return { t: "page-abandon", key: message.key };
  if (message.t === "page-put") return { t: "page-put", key: message.key, page: asPage(message.page) };
  return null;
}

/** A primary's answer as a worker reads it off the channel; null for anything else (Node's own messages). */
export function asSharedReply(message: unknown): SharedReply | null {
  if (!isRecord(message) || typeof message.id !== "number") return null;
  if (message.t === "page-render") return { t: "page-render", id: message.id };
  const page = message.t === "page-found" ? asPage(message.page) : null;
  // A found page that did not arrive whole is rendered here instead.
  return page ? { t: "page-found", id: message.id, page } : message.t === "page-found" ? { t: "page-render", id: message.id } : null;
}

function asPage(value: unknown): CachedPage | null {
  if (!isRecord(value) || !(value.body instanceof Uint8Array) || !Array.isArray(value.headers)) return null;
  // Structured clone hands a Buffer over as a plain Uint8Array.
  const body = Buffer.isBuffer(value.body) ? value.body : Buffer.from(value.body.buffer, value.body.byteOffset, value.body.byteLength);
  return { headers: value.headers as CachedPage["headers"], body };
}

/**
 * The pages one server's workers share, kept by its primary process: a worker that misses its own cache asks here
 * before rendering, so after a write each page is rendered once per server rather than once per worker, and a worker
 * asking for a page another is rendering waits for it. Keys carry the stamp of the data areas a page reads
 * (server/page-cache.ts), so a page of an older stamp is never found under a newer key; old ones age out.
 */
export class SharedPages {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Keys being rendered, by the worker rendering them, with who waits for each. */
  private readonly rendering = new Map<string, { worker: number; waiting: { worker: number; id: number }[] }>();

  constructor(capacityBytes: number) {
    this.pages = pageStore(capacityBytes);
  }

  handle(worker: number, request: SharedRequest, reply: (worker: number, message: SharedReply) => void): void {
    if (request.t === "page-get") {
      const page = this.pages.get(request.key);
      if (page) return reply(worker, { t: "page-found", id: request.id, page });
      const busy = this.rendering.get(request.key);
      if (busy) {
        busy.waiting.push({ worker, id: request.id });
        return;
      }
      this.rendering.set(request.key, { worker, waiting: [] });
      return reply(worker, { t: "page-render", id: request.id });
    }
    const busy = this.rendering.get(request.key);
    this.rendering.delete(request.key);
    const page = request.t === "page-put" ? request.page : null;
    if (page) this.pages.set(request.key, page);
    for (const waiter of busy?.waiting ?? []) reply(waiter.worker, page ? { t: "page-found", id: waiter.id, page } : { t: "page-render", id: waiter.id });
  }

  /** A worker that stopped renders nothing more: whoever waited for it renders for themselves. */
  forget(worker: number, reply: (worker: number, message: SharedReply) => void): void {
    for (const [key, busy] of this.rendering) {
      busy.waiting = busy.waiting.filter((w) => w.worker !== worker);
      if (busy.worker !== worker) continue;
      this.rendering.delete(key);
      for (const waiter of busy.waiting) reply(waiter.worker, { t: "page-render", id: waiter.id });
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
