import type { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { readDatasetRows, type DatasetFilter } from "@/lib/db/dataset-rows";
import { DATASET_FOLDER } from "@/lib/export/dataset";
import { datasetFiles, datasetZip } from "@/lib/export/dataset-files";
import { auditFilterSchema } from "@/lib/dialogue-index";
import { parseSearchRequest } from "@/lib/search/request";
import { ApiProblem } from "./problem";
import type { datasetQuery } from "./schemas";

type DatasetQuery = z.output<typeof datasetQuery>;

/** One way of choosing documents at a time: an index filter mixed with a queue would be a view no page shows. */
export function datasetFilter(query: DatasetQuery): DatasetFilter {
  const index = Boolean(query.kind || query.status || query.source || query.q || query.audit);
  if (Number(index) + Number(query.search !== undefined) + Number(query.queue !== undefined) > 1)
    throw new ApiProblem(400, "Give the index's filters, or a search, or a queue: one of them.");
  if (query.queue !== undefined) return { by: "queue", queueId: query.queue };
  if (query.search !== undefined) return { by: "search", request: parseSearchRequest({ q: query.search }) };
  if (index) {
    const audit = auditFilterSchema.parse(query.audit?.split(",") ?? []);
    return { by: "index", query: { q: query.q ?? "", kind: query.kind ?? null, status: query.status ?? null, source: query.source ?? null, audit } };
  }
  return { by: "all" };
}

/** The dataset as a zip download, read as `viewer` may see it. */
export async function datasetResponse(query: DatasetQuery, viewer: Viewer | null): Promise<Response> {
  const rows = await readDatasetRows(db(), { filter: datasetFilter(query), viewer });
  const zip = datasetZip(datasetFiles(query.format, rows));
  // A copy typed over a plain ArrayBuffer, which is what a Response body takes.
  return new Response(new Uint8Array(zip), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${DATASET_FOLDER}-${query.format}.zip"`,
    },
  });
}
