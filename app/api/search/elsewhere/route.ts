import { readRefusal } from "@/lib/auth/guard";
import { NextResponse } from "next/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { arguedElsewhere, elsewhereSubject } from "@/lib/db/argued-elsewhere";
import { slugSchema } from "@/lib/db/slug";

export const dynamic = "force-dynamic";

const atSchema = z.union([
  z.object({ marker: z.coerce.number().int().positive() }).transform(({ marker }) => ({ markerId: marker })),
  z.object({ slug: slugSchema, kind: z.enum(["tension", "perspective"]), id: z.string().trim().min(1).max(40) }),
]);

/**
 * `GET /api/search/elsewhere?marker=<id>` (a search result) or `?slug=…&kind=tension|perspective&id=T01` (a thread):
 * the markers of other dialogues that argue the same thing best, asked for when a reader opens "Argued elsewhere".
 */
export async function GET(request: Request) {
  const refusal = await readRefusal();
  if (refusal) return refusal;
  const at = atSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!at.success) return NextResponse.json({ error: "give marker=<id>, or slug, kind (tension or perspective) and id" }, { status: 400 });
  const started = performance.now();
  const subject = await elsewhereSubject(db(), at.data);
  if (!subject) return NextResponse.json({ error: "no such tension or perspective" }, { status: 404 });
  const result = await arguedElsewhere(db(), subject);
  return NextResponse.json({ ...result, tookMs: +(performance.now() - started).toFixed(1) });
}
