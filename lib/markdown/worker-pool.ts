import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { Root } from "hast";

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

interface Job {
  text: string;
  raws: string[];
  resolve: (result: WorkerResult) => void;
}

// Read from disk at run time, outside the server bundle (the cwd is the project root for next, the CLI and tests).
const SCRIPT = join(process.cwd(), "lib/markdown/render-worker.mjs");

// One render worker per process: it holds no data another instance would need.
let worker: Worker | null = null;
let current: (Job & { id: number; timer: NodeJS.Timeout; on: Worker }) | null = null;
const queue: Job[] = [];
let nextId = 1;

function finish(result: WorkerResult) {
  if (!current) return;
  clearTimeout(current.timer);
  const { resolve } = current;
  current = null;
  resolve(result);
  pump();
}

function spawn(): Worker {
  const w = new Worker(SCRIPT);
  // The server, a test or a bench may end while the worker idles.
  w.unref();
  w.on("message", (message: { id: number; tree?: Root; error?: string }) => {
    if (current?.on !== w || message.id !== current.id) return;
    finish(message.tree ? { ok: true, tree: message.tree } : { ok: false, reason: `the markdown renderer failed (${message.error})` });
  });
  // A thread stopped for its time ends after its job was settled: only the job it was running hears of it.
  w.on("error", (error) => {
    if (worker === w) worker = null;
    if (current?.on === w) finish({ ok: false, reason: `the markdown renderer failed (${error.message})` });
  });
  w.on("exit", () => {
    if (worker === w) worker = null;
    if (current?.on === w) finish({ ok: false, reason: "the markdown renderer stopped" });
  });
  return w;
}

function pump() {
  if (current || queue.length === 0) return;
  const job = queue.shift()!;
  const on = (worker ??= spawn());
  const id = nextId++;
  const timer = setTimeout(() => {
    // A render past its time is stopped with its thread; the next job gets a fresh one.
    const stale = worker;
    worker = null;
    finish({ ok: false, reason: `rendering it as markdown took over ${timeoutMs / 1000} s` });
    void stale?.terminate();
  }, timeoutMs);
  current = { ...job, id, timer, on };
  on.postMessage({ id, text: job.text, raws: job.raws });
}

/**
 * Markdown → hast on a worker thread, one text at a time: the server's event loop only waits on a message, so a slow
 * or hostile text costs the worker, never other requests. `raws` are the texts of the marker slots in `text`.
 */
export function renderInWorker(text: string, raws: string[] = []): Promise<WorkerResult> {
  return new Promise((resolve) => {
    queue.push({ text, raws, resolve });
    pump();
  });
}
