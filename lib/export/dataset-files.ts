import { strToU8, zipSync } from "fflate";
import { parquetWriteBuffer, type BasicType } from "hyparquet-writer";
import { DATASET_FOLDER, datasetReadme, datasetSchema, TABLES, toJsonLines, type ColumnType, type DatasetRows, type Row, type TableDef } from "./dataset";

export type DatasetFormat = "parquet" | "jsonl";
export const DATASET_FORMATS = ["parquet", "jsonl"] as const;

export interface DatasetFile {
  /** Inside the dataset's folder: `markers.parquet`, `schema.json`. */
  name: string;
  bytes: Uint8Array;
}

const PARQUET_TYPE: Record<ColumnType, BasicType> = { string: "STRING", int: "INT32", double: "DOUBLE", boolean: "BOOLEAN", timestamp: "TIMESTAMP" };

/** One table as a Parquet file, its columns typed by the table's definition. */
export function parquetTable(table: TableDef, rows: Row[]): Uint8Array {
  const buffer = parquetWriteBuffer({
    columnData: table.columns.map((c) => ({
      name: c.name,
      data: rows.map((r) => r[c.name] ?? null),
      type: PARQUET_TYPE[c.type],
      nullable: c.nullable ?? false,
    })),
    createdBy: "roundtable",
  });
  return new Uint8Array(buffer);
}

/** Every table in one format, with schema.json and README.txt. */
export function datasetFiles(format: DatasetFormat, rows: DatasetRows): DatasetFile[] {
  const counts = Object.fromEntries(TABLES.map((t) => [t.name, rows[t.name].length])) as Record<keyof DatasetRows, number>;
  return [
    ...TABLES.map((t) => ({
      name: `${t.name}.${format}`,
      bytes: format === "parquet" ? parquetTable(t, rows[t.name]) : strToU8(toJsonLines(t, rows[t.name])),
    })),
    { name: "schema.json", bytes: strToU8(JSON.stringify(datasetSchema(), null, 2) + "\n") },
    { name: "README.txt", bytes: strToU8(datasetReadme(format, counts)) },
  ];
}

/** The files in a zip under one folder, so unzipping gives `roundtable-dataset/` as the one-liners name it. */
export function datasetZip(files: DatasetFile[]): Uint8Array {
  // Parquet is compressed already (Snappy); deflating it again costs time for little.
  return zipSync(Object.fromEntries(files.map((f) => [`${DATASET_FOLDER}/${f.name}`, [f.bytes, { level: f.name.endsWith(".parquet") ? 0 : 6 }]])));
}
