import type { CachedPage } from "@/lib/page-cache/store";
import { asSharedReply, type SharedRequest } from "@/lib/page-cache/shared";

/** A worker's side of the pages its server's workers share (lib/page-cache/shared.ts, kept by the primary). */
export interface SharedPagesClient {
  /** The page when another worker has it or finishes rendering it; "render" when this worker is to render it. */
  get(key: string): Promise<CachedPage | "render">;
  /** Hands over what was rendered (null: nothing, the render ended without a page to keep). */
  put(key: string, page: CachedPage | null): void;
}

// A safety net only: the primary answers every request, and tells waiters to render when a renderer stops.
const ANSWER_WITHIN_MS = 30_000;

/** Over the cluster channel to the primary; null outside a cluster worker. */
export function ipcSharedPages(): SharedPagesClient | null {
  const send = process.send?.bind(process);
  if (!send) return null;
  let next = 0;
  const waiting = new Map<number, (answer: CachedPage | "render") => void>();
  process.on("message", (message: unknown) => {
    const reply = asSharedReply(message);
    const resolve = reply && waiting.get(reply.id);
    if (!reply || !resolve) return;
    waiting.delete(reply.id);
    resolve(reply.t === "page-found" ? reply.page : "render");
  });
  const post = (request: SharedRequest) => send(request);
  return {
    get: (key) =>
      new Promise((resolve) => {
        const id = ++next;
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve("render");
        }, ANSWER_WITHIN_MS);
        timer.unref();
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        post({ t: "page-get", id, key });
      }),
    put: (key, page) => post(page ? { t: "page-put", key, page } : { t: "page-abandon", key }),
  };
}
