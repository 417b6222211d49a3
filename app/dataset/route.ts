import { NextResponse } from "next/server";
import { datasetResponse } from "@/lib/api/dataset";
import { ApiProblem } from "@/lib/api/problem";
import { datasetQuery } from "@/lib/api/schemas";
import { AppError } from "@/lib/errors";
import { currentViewer, readRefusal, roleRefusal } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

/**
 * The browser's way to `GET /api/v1/dataset`: the same parameters and zip, for the signed-in session (browsers carry no
 * API token). A queue's dataset is for admins, as the queue's admin view is.
 */
export async function GET(request: Request) {
  const refusal = await readRefusal();
  if (refusal) return refusal;
  const query = datasetQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return NextResponse.json({ error: "format is parquet or jsonl; kind, status, source, q, search or queue filter" }, { status: 400 });
  if (query.data.queue !== undefined) {
    const denied = await roleRefusal("admin");
    if (denied) return denied;
  }
  try {
    return await datasetResponse(query.data, await currentViewer());
  } catch (error) {
    if (error instanceof ApiProblem) return NextResponse.json({ error: error.detail }, { status: error.status });
    if (error instanceof AppError && error.code === "not-found") return NextResponse.json({ error: error.message }, { status: 404 });
    throw error;
  }
}
