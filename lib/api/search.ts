import { db } from "@/lib/db/client";
import { searchMarkers } from "@/lib/db/search";
import { paramsRecord, parseSearchRequest, searchRequestIssues } from "@/lib/search/request";
import { ApiProblem } from "./problem";

/** The search page's search, read strictly: a malformed parameter is a 400 naming it, never a quietly different search. */
export async function searchAs(search: URLSearchParams) {
  const params = paramsRecord(search);
  const issues = searchRequestIssues(params);
  if (issues.length > 0)
    throw new ApiProblem(400, "Some search parameters are invalid.", { issues: issues.map((message) => ({ path: message.split(":")[0] ?? "", message })) });
  // The parsed query is the server's own reading; the answer's schema leaves it out.
  return searchMarkers(db(), parseSearchRequest(params));
}
