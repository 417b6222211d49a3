import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { closeWarmUp, openWarmUp, WARM_UP_HEADER, warmUpViewer } from "@/lib/auth/warm-up";
import type { Db } from "@/lib/db/client";
import { viewerEntry, type ViewerEntry } from "@/lib/page-cache/store";
import type { NodeHandler } from "./page-cache";

/**
 * The pages a worker renders before it listens: the index, a search, the header's name, the most recently changed
 * dialogue with its Judges section, and the largest dialogues. A worker's first dialogue page costs 1.6–1.9 s of
 * compiling and starting the markdown thread, and a large dialogue's first view 0.4–0.7 s of reading and rendering its
 * text (kept by content hash afterwards, 0.1–0.2 s a render): paid here, not by the first readers after a start.
 */
export async function warmUpPaths(db: Db, largest = 2): Promise<string[]> {
  const where = { removedAt: null, kind: "dialogue" };
  const [recent, large] = await Promise.all([
    db.dialogue.findFirst({ where, orderBy: { updatedAt: "desc" }, select: { slug: true } }),
    db.dialogue.findMany({ where, orderBy: { byteSize: "desc" }, select: { slug: true }, take: largest }),
  ]);
  const page = (slug: string) => `/d/${encodeURIComponent(slug)}`;
  const dialogues = [...new Set([recent, ...large].flatMap((d) => (d ? [page(d.slug)] : [])))];
  return ["/", ...dialogues.flatMap((d, i) => (i === 0 ? [d, `${d}/judges/data`] : [d])), "/search?q=warm", "/api/search?q=warm", "/api/session"];
}

/**
 * The page cache's reader for a warm-up request: the warm-up viewer, so a page its render reads only the role of is
 * kept for every reader of that role (the lowest), and the first readers after a start are served it. Its own pages
 * (those that read who reads) are kept under a key no reader has.
 */
export function warmUpReader(request: IncomingMessage): ViewerEntry | null {
  const header = request.headers[WARM_UP_HEADER];
  const viewer = warmUpViewer(Array.isArray(header) ? header[0] : header);
  return viewer && viewerEntry({ viewer, expiresAt: new Date(8.64e15) });
}

/**
 * Renders `paths` once through `render` (Next behind the page cache, which keeps what a role's readers may be served)
 * on a port of this worker's own, as the warm-up viewer (lib/auth/warm-up.ts). A page that fails is passed over:
 * warming up never stops a start. Returns how long it took.
 */
export async function warmUp(render: NodeHandler, paths: string[]): Promise<number> {
  const started = performance.now();
  const token = openWarmUp();
  const server = createServer((request, response) => {
    if (request.headers[WARM_UP_HEADER] !== token) {
      response.statusCode = 403;
      response.end();
      return;
    }
    void render(request, response);
  });
  try {
    // Exclusive: a cluster worker's listen is otherwise the primary's shared port.
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ host: "127.0.0.1", port: 0, exclusive: true }, () => resolve());
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of paths) {
      try {
        const response = await fetch(base + path, { headers: { [WARM_UP_HEADER]: token, "accept-encoding": "gzip" }, redirect: "manual" });
        await response.arrayBuffer();
      } catch {
        // A page that cannot be rendered now is rendered for its first reader instead.
      }
    }
  } finally {
    closeWarmUp(token);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return performance.now() - started;
}
