import { NextResponse } from "next/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { handleWebhook, readCappedBody } from "@/lib/ingest/webhook";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GitHub-compatible push webhook: body capped while read, verified with HMAC-SHA256, then a sync in the background. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return NextResponse.json({ error: "source id must be a positive integer" }, { status: 400 });
  const body = await readCappedBody(request);
  if (body === null) return NextResponse.json({ error: "payload too large" }, { status: 413 });
  const headers = {
    signature: request.headers.get("x-hub-signature-256"),
    deliveryId: request.headers.get("x-github-delivery") ?? request.headers.get("x-gitea-delivery"),
  };
  // A 202 does not wait for the sync it started (GitHub gives up on a delivery after 10 s).
  const result = await handleWebhook(db(), parsed.data.id, body, headers);
  return NextResponse.json(result.body, { status: result.status });
}
