import { createServer } from "node:http";
import next from "next";
import { viewerSessionFromHeaders } from "@/lib/auth/session";
import { PEER_HEADER } from "@/lib/auth/sign-in";
import { WARM_UP_HEADER } from "@/lib/auth/warm-up";
import { createDb } from "@/lib/db/client";
import { areaStampReader } from "@/lib/db/area-stamps";
import { databaseTarget } from "@/lib/env";
import { PageCache, viewerEntry } from "@/lib/page-cache/store";
import { withPageCache, type NodeHandler } from "./page-cache";
import type { ServeConfig } from "./config";
import { drainOnStop } from "./drain";
import { warmedWaitForListen } from "./start-together";
import { warmUp, warmUpPaths, warmUpReader } from "./warm-up";
import { ipcSharedPages, type SharedPagesClient } from "./shared-pages-client";

const KEEP_ALIVE_MS = 65_000;

/** One worker: Next's production server in this process, behind the page cache, listening on the shared port. */
export async function runWorker(config: ServeConfig): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname: config.host, port: config.port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const render: NodeHandler = (request, response) => nextHandler(request, response);
  const handler = config.pageCacheMB > 0 ? cachedRender(render, config.pageCacheMB, config.workers > 1 ? ipcSharedPages() : null) : render;
  if (config.warmUp) {
    const db = createDb(databaseTarget());
    try {
      const ms = await warmUp(handler, await warmUpPaths(db));
      console.log(`roundtable: worker ${process.pid} rendered its first pages in ${(ms / 1000).toFixed(1)} s`);
    } catch (error) {
      console.error(`roundtable: warming up failed, the first readers pay for it: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await db.$disconnect();
    }
  }
  await warmedWaitForListen();
  const server = createServer((request, response) => {
    // The warm-up header is the worker's own (server/warm-up.ts): a client's is dropped before anything reads it.
    delete request.headers[WARM_UP_HEADER];
    // The connection's own address for the sign-in throttle, over anything a client sent (lib/auth/sign-in.ts).
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
    void handler(request, response);
  });
  // Idle keep-alive connections stay open a minute (Node's default is 5 s): a client that sends on one just as the
  // server closes it sees a reset, and proxies in front (docs/Caddyfile) keep theirs longer than 5 s.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const stop = drainOnStop(server, (code) => process.exit(code));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

function cachedRender(render: NodeHandler, megabytes: number, shared: SharedPagesClient | null): NodeHandler {
  const target = databaseTarget();
  // A client of its own: the one inside Next's bundle is another module instance (lib/db/client.ts keeps per-module state).
  const db = createDb(target);
  const stamps = areaStampReader(target);
  let warned = false;
  return withPageCache(render, {
    cache: new PageCache(megabytes * 1024 * 1024),
    shared,
    stamp: (read) => stamps.read(read),
    warmUpReader,
    lookupViewer: async (authCookies, forwardedProto) => {
      const headers = new Headers({ cookie: authCookies });
      if (forwardedProto) headers.set("x-forwarded-proto", forwardedProto);
      return viewerEntry(await viewerSessionFromHeaders(db, headers));
    },
    onError: (error) => {
      if (warned) return;
      warned = true;
      console.error(`roundtable: the page cache failed, pages are rendered every time: ${error instanceof Error ? error.message : String(error)}`);
    },
  });
}
