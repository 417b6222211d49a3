import { readRefusal } from "@/lib/auth/guard";
import { NextResponse } from "next/server";
import { db } from "@/lib/db/client";
import { searchForExport } from "@/lib/db/search";
import { download } from "@/lib/export/download";
import { publicOrigin } from "@/lib/public-origin";
import { searchResultsCsv, searchResultsJson } from "@/lib/export/search-results";
import { paramsRecord, parseSearchRequest, searchHref, searchRequestIssues } from "@/lib/search/request";

export const dynamic = "force-dynamic";

/**
 * `GET /api/search/export?format=csv|json&<the search's parameters>`: every result of the search (not only a page),
 * up to the search's cap of 10,000 markers, as a download. Parameters are checked as `/api/search` checks them.
 */
export async function GET(request: Request) {
  const refusal = await readRefusal();
  if (refusal) return refusal;
  const url = new URL(request.url);
  const { format, ...params } = paramsRecord(url.searchParams);
  if (format !== "csv" && format !== "json") return NextResponse.json({ error: "format is csv or json" }, { status: 400 });
  const issues = searchRequestIssues(params);
  if (issues.length > 0) return NextResponse.json({ error: "invalid search parameters", issues }, { status: 400 });
  const search = parseSearchRequest(params);
  const result = await searchForExport(db(), search);
  const stamp = new Date();
  const name = `roundtable-search-${stamp.toISOString().slice(0, 10)}.${format}`;
  const address = searchHref({ ...search, page: 1 });
  const origin = publicOrigin(request.headers, url.origin);
  return format === "csv"
    ? download(searchResultsCsv(result, origin), "text/csv", name)
    : download(searchResultsJson(result, origin, address, stamp), "application/json", name);
}
