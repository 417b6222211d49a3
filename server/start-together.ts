import cluster from "node:cluster";

/**
 * Workers open the port together: each warms up first (server/warm-up.ts) and says so, and the primary lets them all
 * listen once every worker has. Otherwise the first worker ready takes every request while the others still warm up
 * beside it on the same cores, and the first readers after a start wait on both.
 */
type StartMessage = { t: "warmed" } | { t: "listen" };

const isStartMessage = (message: unknown, t: StartMessage["t"]) => typeof message === "object" && message !== null && (message as { t?: unknown }).t === t;

/** In the primary: releases the first `workers` together, and any worker started later (a replacement) as soon as it is warm. */
export function listenTogether(workers: number): void {
  const warmed = new Set<number>();
  let released = false;
  cluster.on("message", (worker, message: unknown) => {
    if (!isStartMessage(message, "warmed")) return;
    warmed.add(worker.id);
    if (released) return void worker.send({ t: "listen" } satisfies StartMessage);
    // Counted among the live workers: one that stopped while warming up is replaced, and its replacement counts instead.
    const live = Object.values(cluster.workers ?? {}).filter((w) => w && warmed.has(w.id));
    if (live.length < workers) return;
    released = true;
    for (const w of live) w!.send({ t: "listen" } satisfies StartMessage);
  });
}

/** In a worker: says it is warm, and resolves when the primary says to listen (at once outside a cluster). */
export function warmedWaitForListen(): Promise<void> {
  if (!process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isStartMessage(message, "listen")) return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
    process.send!({ t: "warmed" } satisfies StartMessage);
  });
}
