import { NextResponse } from "next/server";
import { z } from "zod";
import { renderDialogue, toParsedJson } from "@/lib/contract";
import { scoreboardCsv } from "@/lib/export/scoreboard-csv";
import { db } from "@/lib/db/client";
import { getDialogueBySlug } from "@/lib/db/dialogue-detail";
import { slugSchema } from "@/lib/db/slug";
import { parseStoredCached } from "@/lib/ingest/pipeline";

export const dynamic = "force-dynamic";

const querySchema = z.object({ format: z.enum(["md", "json", "csv"]).default("md") });

/** Downloads: the canonical markdown (the contract's renderer), the parsed dialogue as JSON, or the scoreboard as CSV. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = slugSchema.safeParse((await params).slug);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!slug.success || !query.success) return NextResponse.json({ error: "format must be md, json or csv" }, { status: 400 });
  const stored = await getDialogueBySlug(db(), slug.data);
  if (!stored) return NextResponse.json({ error: "no such dialogue" }, { status: 404 });
  const result = parseStoredCached(stored);
  if (query.data.format === "json") {
    return new NextResponse(JSON.stringify(toParsedJson(result), null, 2), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${stored.slug}.json"` },
    });
  }
  if (query.data.format === "csv") {
    return new NextResponse(scoreboardCsv(result.dialogue.scoreboard), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${stored.slug}-scoreboard.csv"` },
    });
  }
  return new NextResponse(renderDialogue(result.dialogue), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Content-Disposition": `attachment; filename="${stored.slug}.dialogue.md"` },
  });
}
