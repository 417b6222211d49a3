import { NextResponse } from "next/server";
import { z } from "zod";
import { renderA52, type A52Session } from "@/lib/contract";
import { readRefusal } from "@/lib/auth/guard";
import { sessionMarkdown } from "@/lib/a52-view";
import { db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { slugSchema } from "@/lib/db/slug";
import { readStoredCached } from "@/lib/documents/parse-stored";

export const dynamic = "force-dynamic";

const querySchema = z.object({ format: z.enum(["md", "json"]).default("md") });

const download = (body: string, type: string, name: string) =>
  new NextResponse(body, { headers: { "Content-Type": `${type}; charset=utf-8`, "Content-Disposition": `attachment; filename="${name}"` } });

/** Downloads of a document that is not a dialogue: its canonical markdown (a session: every cycle's responses) or its parse as JSON. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const refusal = await readRefusal();
  if (refusal) return refusal;
  const slug = slugSchema.safeParse((await params).slug);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!slug.success || !query.success) return NextResponse.json({ error: "format must be md or json" }, { status: 400 });
  const stored = await getDocumentBySlug(db(), slug.data);
  if (!stored || stored.kind === "dialogue") return NextResponse.json({ error: "no such document (dialogues export from /d/<slug>/export)" }, { status: 404 });
  const parsed = readStoredCached(stored);
  if (!parsed) return NextResponse.json({ error: `no reader for ${stored.kind} documents yet` }, { status: 404 });
  if (query.data.format === "json") return download(JSON.stringify(parsed.document, null, 2), "application/json", `${stored.slug}.json`);
  const markdown = parsed.kind === "a52-session" ? sessionMarkdown(parsed.document as A52Session, stored.title, renderA52) : parsed.render!();
  return download(markdown, "text/markdown", `${stored.slug}.${stored.kind}.md`);
}
