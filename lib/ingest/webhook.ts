import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { findSource, rememberDelivery } from "@/lib/db/sources";
import { syncInBackground } from "./background-sync";
import type { SyncOptions } from "./sync";

export const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * A request body as text, read chunk by chunk and given up (the stream cancelled) as soon as it passes `max` bytes:
 * null then. A declared Content-Length over the limit is refused before anything is read; a chunked body without one
 * never costs more than the limit and one chunk.
 */
export async function readCappedBody(request: Request, max = MAX_WEBHOOK_BYTES): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

/** GitHub's `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`, compared in constant time. */
export function verifySignature(secret: string, body: string, header: string | null): boolean {
  if (!header || !header.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signBody(secret: string, body: string): string {
  return "sha256=" + createHmac("sha256", secret).update(body).digest("hex");
}

export interface WebhookResponse {
  status: number;
  body: Record<string, unknown>;
  /** The sync a 202 started, for callers that want to wait for it (the route does not). */
  sync?: Promise<void>;
}

export interface WebhookHeaders {
  /** X-Hub-Signature-256. */
  signature: string | null;
  /** X-GitHub-Delivery (or Gitea's X-Gitea-Delivery). */
  deliveryId: string | null;
}

// One answer whether the source is missing, not a git source, or the signature is wrong: which ids exist stays unsaid.
const REFUSED: WebhookResponse = { status: 401, body: { error: "unknown source, or signature missing or wrong (X-Hub-Signature-256)" } };
// Per process is fine: it is never stored or compared across requests, only hashed so timings match.
// Unknown sources still cost an HMAC, so the answer's timing says no more than its text.
const NO_SECRET = randomBytes(32).toString("hex");

/**
 * A verified push is remembered (its body's digest and its delivery id: the same delivery twice, or the same body
 * under a new id, is refused as a replay) and answered 202 at once; the sync runs in the background, one at a time
 * per source (a push during a sync queues one more). Anything unverified changes nothing.
 */
export async function handleWebhook(db: Db, sourceId: number, body: string, headers: WebhookHeaders, options: SyncOptions = {}): Promise<WebhookResponse> {
  const source = await findSource(db, sourceId);
  const secret = source?.kind === "git" && source.webhookSecret ? source.webhookSecret : null;
  const verified = verifySignature(secret ?? NO_SECRET, body, headers.signature);
  if (!source || !secret || !verified) return REFUSED;
  // Not remembered: once the source is resumed, the sender's "redeliver" syncs it.
  if (source.pausedAt)
    return { status: 409, body: { error: `source ${source.id} is paused: pushes are not synced until an admin resumes it on /sources`, paused: true } };
  const digest = createHash("sha256").update(body).digest("hex");
  const deliveryId = headers.deliveryId?.trim().slice(0, 200) || null;
  if (!(await rememberDelivery(db, source.id, digest, deliveryId))) return { status: 409, body: { error: "this delivery was already received" } };
  const sync = syncInBackground(db, source.id, options);
  return { status: 202, body: { accepted: true, source: source.id }, sync };
}
