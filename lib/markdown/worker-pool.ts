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
const threads = () => (pool ??= new Piscina({ filename: SCRIPT, minThreads: 0, maxThreads: 1, idleTimeout: 10_000 }));

interface Job {
  text: string;
  raws: string[];
  done: (result: WorkerResult) => void;
}

/** Texts waiting for the thread, in the order asked. */
const waiting: Job[] = [];
let draining = false;
// A page asks for all its texts at once: they go to the thread together, so a page of hundreds of texts waits for a
// few messages rather than one per text (under load each costs a turn of a busy event loop). A batch answers after
// about BATCH_SLICE_MS with the texts it finished, so one batch never holds the thread long.
const BATCH_LIMIT = 200;
const BATCH_SLICE_MS = 250;

async function renderOne(job: Job): Promise<void> {
  const limit = timeoutMs;
  const signal = AbortSignal.timeout(limit);
  try {
    job.done({ ok: true, tree: (await threads().run({ text: job.text, raws: job.raws }, { signal })) as Root });
  } catch (error) {
    // A render past its time is stopped with its thread (Piscina ends it); the next text gets a fresh one.
    if (signal.aborted) job.done({ ok: false, reason: `rendering it as markdown took over ${limit / 1000} s` });
    else job.done({ ok: false, reason: `the markdown renderer failed (${error instanceof Error ? error.message : String(error)})` });
  }
}

/**
 * Several texts in one message: the thread renders them in order and answers with those it finished within its slice.
 * Held to one text's time limit, which only a text far slower than any slice can pass; then each text of the batch is
 * rendered alone, each timed from its own start, so none is cut short for waiting behind a slow one.
 */
async function renderBatch(batch: Job[]): Promise<Job[]> {
  try {
    const trees = (await threads().run(
      { batch: batch.map(({ text, raws }) => ({ text, raws })), sliceMs: BATCH_SLICE_MS },
      { signal: AbortSignal.timeout(timeoutMs) },
    )) as Root[];
    trees.forEach((tree, i) => batch[i]!.done({ ok: true, tree }));
    return batch.slice(trees.length);
  } catch {
    for (const job of batch) await renderOne(job);
    return [];
  }
}

async function drain(): Promise<void> {
  draining = true;
  try {
    // One turn first: the texts a page asks for in the same pass join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const batch = waiting.splice(0, BATCH_LIMIT);
      if (batch.length === 1) await renderOne(batch[0]!);
      else waiting.unshift(...(await renderBatch(batch)));
    }
  } finally {
    draining = false;
  }
}

/**
 * Markdown → hast on a worker thread: the server's event loop only waits on a message, so a slow or hostile text costs
 * the worker, never other requests. `raws` are the texts of the marker slots in `text`.
 */
export function renderInWorker(text: string, raws: string[] = []): Promise<WorkerResult> {
  return new Promise((done) => {
    waiting.push({ text, raws, done });
    if (!draining) void drain();
  });
}
