import { describe, expect, it } from "vitest";
import { MAX_WEBHOOK_BYTES } from "@/lib/ingest/webhook";
import { tempDatabases } from "./helpers/temp-db";

const temp = tempDatabases();

/** A request body made on demand, counting what the server pulls from it: nothing is held unless the reader holds it. */
function generatedBody(totalBytes: number, chunkBytes = 64 * 1024) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk.slice());
    },
  });
  return { stream, counter };
}

describe("push webhook request bodies", () => {
  it("refuses a chunked 200 MB body after reading at most the limit, without holding it", async () => {
    const { target } = await temp.fresh();
    process.env.DATABASE_URL = target.url;
    const route = await import("@/app/api/sources/[id]/webhook/route");
    const { stream, counter } = generatedBody(200 * 1024 * 1024);
    // No Content-Length: the sender streams, as a chunked POST does.
    const request = new Request("http://x/api/sources/1/webhook", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    globalThis.gc?.();
    const before = process.memoryUsage();
    const response = await route.POST(request, { params: Promise.resolve({ id: "1" }) });
    const after = process.memoryUsage();
    console.log(`chunked 200 MB webhook POST: ${response.status}, ${(counter.pulled / 1024 / 1024).toFixed(2)} MB read, heap +${((after.heapUsed - before.heapUsed) / 1024 / 1024).toFixed(1)} MB, rss +${((after.rss - before.rss) / 1024 / 1024).toFixed(1)} MB, array buffers +${((after.arrayBuffers - before.arrayBuffers) / 1024 / 1024).toFixed(1)} MB`);
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_WEBHOOK_BYTES + 2 * 64 * 1024);
    expect(after.rss - before.rss).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);
});
