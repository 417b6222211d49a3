import { NextResponse } from "next/server";
import type { z } from "zod";
import { readRefusal } from "@/lib/auth/guard";
import { slugSchema } from "@/lib/db/slug";

/** A file download: UTF-8 text of `type`, saved as `name`. */
export const download = (body: string, type: string, name: string) =>
  new NextResponse(body, { headers: { "Content-Type": `${type}; charset=utf-8`, "Content-Disposition": `attachment; filename="${name}"` } });

/**
 * The front of every export route: a reader may read, the slug is a slug and the query fits `schema`; otherwise the
 * response to send (the refusal, or 400 with `usage`).
 */
export async function readExportRequest<T extends z.ZodType>(
  request: Request,
  params: Promise<{ slug: string }>,
  schema: T,
  usage: string,
): Promise<{ response: Response } | { slug: string; query: z.output<T> }> {
  const refusal = await readRefusal();
  if (refusal) return { response: refusal };
  const slug = slugSchema.safeParse((await params).slug);
  const query = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!slug.success || !query.success) return { response: NextResponse.json({ error: usage }, { status: 400 }) };
  return { slug: slug.data, query: query.data };
}
