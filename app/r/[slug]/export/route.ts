import { NextResponse } from "next/server";
import { z } from "zod";
import { renderA52, type A52Session } from "@/lib/contract";
import { sessionMarkdown } from "@/lib/views/a52/a52-view";
import { db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { readDocument } from "@/lib/documents/read-document";
import { download, readExportRequest } from "@/lib/export/download";

export const dynamic = "force-dynamic";

const querySchema = z.object({ format: z.enum(["md", "json"]).default("md") });

/** Downloads of a document that is not a dialogue: its canonical markdown (a session: every cycle's responses) or its parse as JSON. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const req = await readExportRequest(request, params, querySchema, "format must be md or json");
  if ("response" in req) return req.response;
  const stored = await getDocumentBySlug(db(), req.slug);
  if (!stored || stored.kind === "dialogue") return NextResponse.json({ error: "no such document (dialogues export from /d/<slug>/export)" }, { status: 404 });
  const parsed = readDocument(stored);
  if (parsed?.result !== null) return NextResponse.json({ error: `no reader for ${stored.kind} documents yet` }, { status: 404 });
  if (req.query.format === "json") return download(JSON.stringify(parsed.document, null, 2), "application/json", `${stored.slug}.json`);
  const markdown = parsed.kind === "a52-session" ? sessionMarkdown(parsed.document as A52Session, stored.title, renderA52) : parsed.render!();
  return download(markdown, "text/markdown", `${stored.slug}.${stored.kind}.md`);
}
