import { NextResponse } from "next/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { judgedDialogueBySlug } from "@/lib/db/judging";
import { readExportRequest } from "@/lib/export/download";
import { judgesReader, loadJudgesSection } from "../load";

export const dynamic = "force-dynamic";

const querySchema = z.object({ pool: z.enum(["1"]).optional() });

/**
 * `GET /d/<slug>/judges/data[?pool=1]`: the dialogue page's Judges section for whoever asks (components/judging/
 * judges-island.tsx), so a saved score changes this answer and never the page. The page's read gate and blind
 * judging apply; the answer is current and private (a judge's is their own, anyone else's their role's), so no proxy or
 * browser cache between keeps it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const req = await readExportRequest(request, params, querySchema, "the only parameter is pool=1");
  if ("response" in req) return req.response;
  // Other kinds of document have no Judges section.
  const stored = await judgedDialogueBySlug(db(), req.slug);
  if (!stored) return NextResponse.json({ error: "no such dialogue" }, { status: 404 });
  const section = await loadJudgesSection(stored, await judgesReader(), req.query.pool === "1");
  return NextResponse.json(section, { headers: { "Cache-Control": "private, no-store" } });
}
