import type { Server, ServerResponse } from "node:http";

/** How long a stopping worker waits for the requests under way (an upload being imported) before it gives up on them. */
export const DRAIN_MS = 120_000;

/**
 * What a worker does on SIGTERM: it stops taking connections, lets every request under way be answered (each answer
 * not yet begun says `Connection: close`; idle kept-alive connections are closed), and exits once none is left, or
 * after `limitMs`. Returns the stop function.
 */
export function drainOnStop(server: Server, exit: (code: number) => void, limitMs = DRAIN_MS): () => void {
  const underWay = new Set<ServerResponse>();
  let stopping = false;
  const closing = (response: ServerResponse) => !response.headersSent && response.setHeader("connection", "close");
  const settle = () => {
    server.closeIdleConnections();
    if (underWay.size === 0) exit(0);
  };
  server.on("request", (_request, response) => {
    underWay.add(response);
    if (stopping) closing(response);
    response.once("close", () => {
      underWay.delete(response);
      if (stopping) setImmediate(settle);
    });
  });
  return () => {
    if (stopping) return;
    stopping = true;
    server.close();
    for (const response of underWay) closing(response);
    setTimeout(() => exit(underWay.size === 0 ? 0 : 1), limitMs).unref();
    // After the signal's other listeners: the instance registry's (lib/instances/start.ts) takes this instance's row
    // away before exit, and an exit called from inside this listener would end the process before it ran.
    setImmediate(settle);
  };
}
