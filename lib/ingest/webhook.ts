import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { findSource } from "@/lib/db/sources";
import { AppError } from "@/lib/errors";
import { syncSource, type SyncOptions } from "./sync";

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
}

/** A verified push triggers a sync of that source; anything unverified changes nothing. */
export async function handleWebhook(db: Db, sourceId: number, body: string, signature: string | null, options: SyncOptions = {}): Promise<WebhookResponse> {
  const source = await findSource(db, sourceId);
  if (!source || source.kind !== "git" || !source.webhookSecret) return { status: 404, body: { error: "no git source with that id" } };
  if (!verifySignature(source.webhookSecret, body, signature)) return { status: 401, body: { error: "signature missing or wrong (X-Hub-Signature-256)" } };
  try {
    const result = await syncSource(db, source.id, options);
    return { status: 200, body: { commit: result.commit, ...result.counts, archived: result.archived } };
  } catch (error) {
    if (error instanceof AppError) return { status: error.message.includes("already syncing") ? 409 : 502, body: { error: error.message } };
    throw error;
  }
}
