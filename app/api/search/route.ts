import { readRefusal } from "@/lib/auth/guard";
import { NextResponse } from "next/server";
import { db } from "@/lib/db/client";
import { searchMarkers } from "@/lib/db/search";
import { paramsRecord, parseSearchRequest, searchRequestIssues } from "@/lib/search/request";

export const dynamic = "force-dynamic";

/**
 * `GET /api/search?q=…&type=…&status=…&agent=…&round=…&dstatus=…&source=…&from=…&to=…&sort=…&page=…&limit=…`: the same
 * results as the search page, from the same function. The query text never fails (it degrades to words); a malformed
 * parameter is a 400 naming it, so scripts learn of their mistake instead of getting a quietly different search.
 */
export async function GET(request: Request) {
  const refusal = await readRefusal();
  if (refusal) return refusal;
  const params = paramsRecord(new URL(request.url).searchParams);
  const issues = searchRequestIssues(params);
  if (issues.length > 0) return NextResponse.json({ error: "invalid search parameters", issues }, { status: 400 });
  const started = performance.now();
  const result = await searchMarkers(db(), parseSearchRequest(params));
  return NextResponse.json({ ...result, tookMs: +(performance.now() - started).toFixed(1) });
}
