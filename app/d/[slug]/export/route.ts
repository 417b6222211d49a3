import { NextResponse } from "next/server";
import { z } from "zod";
import { renderDialogue, toParsedJson } from "@/lib/contract";
import { db } from "@/lib/db/client";
import { getDialogueBySlug } from "@/lib/db/dialogue-detail";
import { parseStored } from "@/lib/ingest/pipeline";

export const dynamic = "force-dynamic";

const querySchema = z.object({ format: z.enum(["md", "json"]).default("md") });
const slugSchema = z.string().min(1).max(200).regex(/^[a-z0-9-]+$/);

/** Downloads: the canonical markdown (the contract's renderer) or the parsed dialogue as JSON. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = slugSchema.safeParse((await params).slug);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!slug.success || !query.success) return NextResponse.json({ error: "format must be md or json" }, { status: 400 });
  const stored = await getDialogueBySlug(db(), slug.data);
  if (!stored) return NextResponse.json({ error: "no such dialogue" }, { status: 404 });
  const result = parseStored(stored.layout, stored.raw, stored.path);
  if (query.data.format === "json") {
    return new NextResponse(JSON.stringify(toParsedJson(result), null, 2), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${stored.slug}.json"` },
    });
  }
  return new NextResponse(renderDialogue(result.dialogue), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Content-Disposition": `attachment; filename="${stored.slug}.dialogue.md"` },
  });
}
