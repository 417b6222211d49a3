import { join } from "node:path";
import type { Root } from "hast";
import { Piscina } from "piscina";

/** A text the worker has not rendered in this long is shown as plain text (and remembered so). */
export const RENDER_TIMEOUT_MS = 3_000;
let timeoutMs = RENDER_TIMEOUT_MS;

/** For tests: a shorter time limit (returns the previous one). */
export function setRenderTimeout(ms: number): number {
  const previous = timeoutMs;
  timeoutMs = ms;
  return previous;
}

export type WorkerResult = { ok: true; tree: Root } | { ok: false; reason: string };

// Read from disk at run time, outside the server bundle (the cwd is the project root for next, the CLI and tests).
const SCRIPT = join(process.cwd(), "lib/markdown/render-worker.mjs");

// One render thread per process (it holds no data another instance would need), started when first needed and let go
// when idle; Piscina replaces a thread that failed or was stopped for its time, and an idle one keeps no process alive.
let pool: Piscina | null = null;
// Texts render one at a time, each timed from its own start, so a text waiting behind a slow one is not cut short.
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(text: string, raws: string[]): Promise<WorkerResult> {
  pool ??= new Piscina({ filename: SCRIPT, minThreads: 0, maxThreads: 1, idleTimeout: 10_000 });
  const limit = timeoutMs;
  const signal = AbortSignal.timeout(limit);
  try {
    return { ok: true, tree: (await pool.run({ text, raws }, { signal })) as Root };
  } catch (error) {
    // A render past its time is stopped with its thread (Piscina ends it); the next text gets a fresh one.
    if (signal.aborted) return { ok: false, reason: `rendering it as markdown took over ${limit / 1000} s` };
    return { ok: false, reason: `the markdown renderer failed (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * Markdown → hast on a worker thread, one text at a time: the server's event loop only waits on a message, so a slow
 * or hostile text costs the worker, never other requests. `raws` are the texts of the marker slots in `text`.
 */
export function renderInWorker(text: string, raws: string[] = []): Promise<WorkerResult> {
  const result = queue.then(() => renderNow(text, raws));
  queue = result;
  return result;
}
