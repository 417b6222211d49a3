import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Viewer } from "@/lib/auth/roles";
import { readDatasetRows } from "@/lib/db/dataset-rows";
import { datasetFiles, type DatasetFormat } from "@/lib/export/dataset-files";
import { withDb } from "./with-db";

/** Whoever runs the CLI holds the database itself: blind judging has nothing to keep from them. */
const OPERATOR: Viewer = { id: "cli", email: "", name: "roundtable CLI", role: "admin" };

interface DatasetCommand {
  format: DatasetFormat;
  out: string;
  filter: { kind?: string; status?: string; source?: string; q?: string };
}

/** `dataset --format F --out DIR`: every table as one file in DIR, with schema.json and README.txt; counts on stdout. */
export async function writeDataset({ format, out, filter }: DatasetCommand): Promise<number> {
  const filtered = Object.values(filter).some(Boolean);
  const rows = await withDb((db) =>
    readDatasetRows(db, {
      filter: filtered
        ? { by: "index", query: { q: filter.q ?? "", kind: filter.kind || null, status: filter.status || null, source: filter.source || null } }
        : { by: "all" },
      viewer: OPERATOR,
    }),
  );
  mkdirSync(out, { recursive: true });
  for (const file of datasetFiles(format, rows)) writeFileSync(join(out, file.name), file.bytes);
  console.log(
    `${out}: ${Object.entries(rows)
      .map(([table, list]) => `${table} ${list.length}`)
      .join(", ")}`,
  );
  return 0;
}
