import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createGitSource } from "@/lib/db/sources";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { MAX_WEBHOOK_BYTES, signBody } from "@/lib/ingest/webhook";
import { generatedDialogue } from "./helpers/generate";
import { tempSqlite } from "./helpers/temp-db";

// The route's own client (db()) and this file's share one database for the whole file.
let db: Db;
let cleanup: () => Promise<void>;
let route: typeof import("@/app/api/sources/[id]/webhook/route");
beforeAll(async () => {
  process.env.ROUNDTABLE_ALLOW_LOCAL_GIT = "1";
  const temp = await tempSqlite();
  ({ db, cleanup } = temp);
  process.env.DATABASE_URL = temp.target.url;
  route = await import("@/app/api/sources/[id]/webhook/route");
});
afterAll(async () => cleanup());

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

function post(id: number | string, body: string, headers: Record<string, string> = {}) {
  return route.POST(new Request(`http://x/api/sources/${id}/webhook`, { method: "POST", body, headers }), { params: Promise.resolve({ id: String(id) }) });
}

async function gitSource(name: string) {
  const origin = mkdtempSync(join(tmpdir(), "roundtable-hook-"));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: origin });
  git("init", "--quiet", "-b", "main");
  mkdirSync(join(origin, ".blue/docs/dialogues"), { recursive: true });
  writeFileSync(join(origin, ".blue/docs/dialogues/hooked.dialogue.md"), generatedDialogue(77));
  git("add", "-A");
  git("commit", "--quiet", "-m", "one");
  return createGitSource(db, { name, url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
}

async function until(check: () => Promise<boolean>, ms = 30_000) {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error("timed out waiting");
}

describe("push webhook", () => {
  it("refuses a chunked 200 MB body after reading at most the limit, without holding it", async () => {
    const { stream, counter } = generatedBody(200 * 1024 * 1024);
    // No Content-Length: the sender streams, as a chunked POST does.
    const request = new Request("http://x/api/sources/1/webhook", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    globalThis.gc?.();
    const before = process.memoryUsage();
    const response = await route.POST(request, { params: Promise.resolve({ id: "1" }) });
    const after = process.memoryUsage();
    console.log(
      `chunked 200 MB webhook POST: ${response.status}, ${(counter.pulled / 1024 / 1024).toFixed(2)} MB read, heap +${((after.heapUsed - before.heapUsed) / 1024 / 1024).toFixed(1)} MB, rss +${((after.rss - before.rss) / 1024 / 1024).toFixed(1)} MB, array buffers +${((after.arrayBuffers - before.arrayBuffers) / 1024 / 1024).toFixed(1)} MB`,
    );
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_WEBHOOK_BYTES + 2 * 64 * 1024);
    expect(after.rss - before.rss).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it("gives one answer for an unknown source and a wrong signature, so ids cannot be probed", async () => {
    const source = await gitSource("probed");
    const body = JSON.stringify({ ref: "refs/heads/main" });
    const unknown = await post(source.id + 1000, body, { "x-hub-signature-256": signBody("guess", body) });
    const wrong = await post(source.id, body, { "x-hub-signature-256": signBody("guess", body) });
    const unsigned = await post(source.id, body);
    expect([unknown.status, wrong.status, unsigned.status]).toEqual([401, 401, 401]);
    expect(await unknown.text()).toBe(await wrong.text());
    expect((await db.source.findUniqueOrThrow({ where: { id: source.id } })).status).toBe("idle");
  });

  it("answers 202 at once and syncs in the background; a replayed delivery is refused, even under a new delivery id", async () => {
    const source = await gitSource("replayed");
    const body = JSON.stringify({ ref: "refs/heads/main", after: "1".repeat(40) });
    const signature = signBody(source.webhookSecret!, body);
    const first = await post(source.id, body, { "x-hub-signature-256": signature, "x-github-delivery": "delivery-1" });
    expect(first.status).toBe(202);
    // The answer came before the sync finished: nothing is imported yet.
    expect(await db.dialogue.count({ where: { sourceId: source.id } })).toBe(0);
    await until(async () => (await db.source.findUniqueOrThrow({ where: { id: source.id } })).status === "ok");
    expect(await db.dialogue.count({ where: { sourceId: source.id } })).toBe(1);

    const replay = await post(source.id, body, { "x-hub-signature-256": signature, "x-github-delivery": "delivery-1" });
    const disguised = await post(source.id, body, { "x-hub-signature-256": signature, "x-github-delivery": "delivery-2" });
    expect([replay.status, disguised.status]).toEqual([409, 409]);
    const sameId = JSON.stringify({ ref: "refs/heads/main", after: "2".repeat(40) });
    expect((await post(source.id, sameId, { "x-hub-signature-256": signBody(source.webhookSecret!, sameId), "x-github-delivery": "delivery-1" })).status).toBe(
      409,
    );
    const next = JSON.stringify({ ref: "refs/heads/main", after: "3".repeat(40) });
    expect((await post(source.id, next, { "x-hub-signature-256": signBody(source.webhookSecret!, next), "x-github-delivery": "delivery-3" })).status).toBe(202);
    await until(async () => (await db.source.findUniqueOrThrow({ where: { id: source.id } })).status === "ok");
  }, 60_000);
});
