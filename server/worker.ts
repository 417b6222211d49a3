import { createServer } from "node:http";
import next from "next";
import { viewerSessionFromHeaders } from "@/lib/auth/session";
import { PEER_HEADER } from "@/lib/auth/sign-in";
import { createDb } from "@/lib/db/client";
import { areaStampReader } from "@/lib/db/area-stamps";
import { databaseTarget } from "@/lib/env";
import { viewerCacheKey } from "@/lib/page-cache/render-witness";
import { PageCache } from "@/lib/page-cache/store";
import { ANONYMOUS, withPageCache, type NodeHandler } from "./page-cache";
import type { ServeConfig } from "./config";
import { drainOnStop } from "./drain";
import { ipcSharedPages, type SharedPagesClient } from "./shared-pages-client";

/** One worker: Next's production server in this process, behind the page cache, listening on the shared port. */
export async function runWorker(config: ServeConfig): Promise<void> {
  const app = next({ dev: false, dir: process.cwd(), hostname: config.host, port: config.port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const render: NodeHandler = (request, response) => nextHandler(request, response);
  const handler = config.pageCacheMB > 0 ? cachedRender(render, config.pageCacheMB, config.workers > 1 ? ipcSharedPages() : null) : render;
  const server = createServer((request, response) => {
    // The connection's own address for the sign-in throttle, over anything a client sent (lib/auth/sign-in.ts).
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
    void handler(request, response);
  });
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
    lookupViewer: async (authCookies, forwardedProto) => {
      const headers = new Headers({ cookie: authCookies });
      if (forwardedProto) headers.set("x-forwarded-proto", forwardedProto);
      const found = await viewerSessionFromHeaders(db, headers);
      return found ? { key: viewerCacheKey(found.viewer), userId: found.viewer.id, expiresAt: found.expiresAt.getTime() } : ANONYMOUS;
    },
    onError: (error) => {
      if (warned) return;
      warned = true;
      console.error(`roundtable: the page cache failed, pages are rendered every time: ${error instanceof Error ? error.message : String(error)}`);
    },
  });
}
