/**
 * The dataset export's tables: each column's name, type and meaning. This list is the schema file (`schema.json`)
 * and what both writers (JSON Lines and Parquet) read, so the files and their description cannot disagree.
 */

export type ColumnType = "string" | "int" | "double" | "boolean" | "timestamp";

export interface Column {
  name: string;
  type: ColumnType;
  /** Null allowed: the schema says so, and Parquet writes it as an optional column. */
  nullable?: boolean;
  description: string;
}

export interface TableDef {
  name: TableName;
  description: string;
  columns: Column[];
}

export const TABLE_NAMES = ["documents", "rounds", "contributions", "markers", "tensions", "file_scores", "scores", "audit_findings"] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export type Cell = string | number | boolean | Date | null;
export type Row = Record<string, Cell>;
export type DatasetRows = Record<TableName, Row[]>;

/** The rubric judges score by. One rubric today (lib/judging/rubric.ts); when rubrics get versions, this names them. */

export const DATASET_FOLDER = "roundtable-dataset";

const doc: Column[] = [
  { name: "document_id", type: "int", description: "The document's id in this database; joins every table." },
  { name: "slug", type: "string", description: "The document's slug, as in its page's address." },
];

export const TABLES: TableDef[] = [
  {
    name: "documents",
    description: "One row per document (a dialogue or another agent format).",
    columns: [
      ...doc,
      { name: "kind", type: "string", description: "dialogue, a52, a52-session, goopspec, acor, or a kind registered later." },
      { name: "title", type: "string", description: "The document's title." },
      { name: "status", type: "string", description: "Its status word in its own format's vocabulary." },
      { name: "status_raw", type: "string", description: "The status as the file wrote it." },
      { name: "date", type: "string", nullable: true, description: "The document's date (YYYY-MM-DD) when it names one." },
      { name: "source", type: "string", description: "The source it came from (an upload, a repository, a folder)." },
      { name: "path", type: "string", description: "The file's path in its source." },
      { name: "rounds", type: "int", description: "Rounds as the careful reading counts them, as the index shows (stats' rounds is their sum)." },
      { name: "agents", type: "int", description: "Agents taking part." },
      { name: "markers", type: "int", description: "Markers in the document." },
      { name: "perspectives", type: "int", description: "Perspectives registered." },
      { name: "tensions", type: "int", description: "Tensions, tracked or raised by a marker." },
      { name: "open_tensions", type: "int", description: "Tensions still open at the end." },
      { name: "resolved_tensions", type: "int", description: "Tensions resolved or accepted." },
      { name: "total_alignment", type: "int", nullable: true, description: "The file's Judge's total, on the file's own scale." },
      { name: "errors", type: "int", description: "Lint errors." },
      { name: "warnings", type: "int", description: "Lint warnings." },
      { name: "audit_findings", type: "int", description: "Findings of its audit (the rows of audit_findings it has)." },
      { name: "bytes", type: "int", description: "Size as imported." },
      { name: "content_hash", type: "string", description: "Hash of the content as imported." },
      { name: "imported_at", type: "timestamp", description: "When it was first imported." },
    ],
  },
  {
    name: "rounds",
    description:
      "One row per round heading the document holds. documents.rounds counts rounds as the careful reading does (a summary may name rounds it holds no text of), which stats sums.",
    columns: [
      ...doc,
      { name: "round", type: "int", description: "The round's number (0 first)." },
      { name: "label", type: "string", description: "The round's heading." },
      { name: "contributions", type: "int", description: "Contributions in the round." },
      { name: "line", type: "int", description: "Line of its heading." },
      { name: "file", type: "string", nullable: true, description: "The file holding it (round-scoped directories)." },
    ],
  },
  {
    name: "contributions",
    description: "One row per contribution: what one agent said in one round.",
    columns: [
      { name: "contribution_id", type: "int", description: "The contribution's id in this database; markers point at it." },
      ...doc,
      { name: "round", type: "int", description: "The round's number." },
      { name: "position", type: "int", description: "Order inside the round." },
      { name: "agent", type: "string", description: "Who spoke." },
      { name: "role", type: "string", nullable: true, description: "The agent's role, when given." },
      { name: "judge", type: "boolean", description: "The dialogue's own Judge speaking." },
      { name: "body", type: "string", description: "The contribution's text." },
      { name: "line", type: "int", description: "Line where it starts." },
      { name: "file", type: "string", nullable: true, description: "The file holding it (round-scoped directories)." },
    ],
  },
  {
    name: "markers",
    description: "One row per marker ([PERSPECTIVE P01: …], [TENSION T01: …], resolutions, concessions…).",
    columns: [
      { name: "marker_id", type: "int", description: "The marker's id in this database." },
      ...doc,
      { name: "contribution_id", type: "int", nullable: true, description: "The contribution holding it; null outside contributions." },
      { name: "ordinal", type: "int", description: "Order in the document." },
      { name: "type", type: "string", description: "The marker word: PERSPECTIVE, TENSION, RESOLVED, CONCESSION, REFINEMENT…" },
      { name: "kind", type: "string", description: "What search calls it: tension, perspective, resolution, refinement, concession or other." },
      { name: "ref", type: "string", nullable: true, description: "The id it declares (P01, T01), normalised." },
      { name: "refs", type: "string", description: "Comma-separated ids it names." },
      { name: "status", type: "string", nullable: true, description: "Status of the tension thread it moves (open, resolved, deferred, accepted)." },
      { name: "round", type: "int", nullable: true, description: "The round it is in." },
      { name: "agent", type: "string", nullable: true, description: "Who wrote it." },
      { name: "description", type: "string", description: "Its label." },
      { name: "body", type: "string", description: "The text it marks." },
      { name: "line", type: "int", description: "Its line." },
      { name: "file", type: "string", nullable: true, description: "The file holding it (round-scoped directories)." },
    ],
  },
  {
    name: "tensions",
    description: "One row per tension, with the Judge's ruling and who resolved it.",
    columns: [
      { name: "tension_id", type: "int", description: "The tension's id in this database." },
      ...doc,
      { name: "ref", type: "string", description: "Its id (T01), normalised." },
      { name: "label", type: "string", description: "What the tension is." },
      { name: "raised_by", type: "string", nullable: true, description: "The agent who raised it." },
      { name: "raised_in_round", type: "int", nullable: true, description: "The round it was raised in." },
      { name: "final_status", type: "string", description: "open, partial, resolved, accepted, deferred or untracked (in no tracker row)." },
      { name: "ruling", type: "string", description: "The Judge's ruling as the tracker wrote it." },
      { name: "origin", type: "string", description: "registry (a row of the Judge's tracker) or marker (raised only by a marker)." },
      { name: "resolved_by", type: "string", nullable: true, description: "The agent whose marker first resolved it." },
      { name: "resolved_in_round", type: "int", nullable: true, description: "The round of that resolution." },
      { name: "line", type: "int", description: "Its line." },
    ],
  },
  {
    name: "file_scores",
    description: "One row per value of the file's own Judge's scoreboard (one dimension of one agent, per round or overall).",
    columns: [
      ...doc,
      { name: "agent", type: "string", description: "The agent scored." },
      { name: "round", type: "int", nullable: true, description: "The round; null for the dialogue's overall scoreboard." },
      { name: "dimension", type: "string", description: "wisdom, consistency, truth, relationships or total." },
      { name: "value", type: "double", description: "The value the file gives." },
    ],
  },
  {
    name: "scores",
    description: "One row per judge's current score of one agent in one round (the latest version), as the requester may see it.",
    columns: [
      { name: "score_id", type: "int", description: "The score version's id in this database." },
      ...doc,
      { name: "round", type: "int", description: "The round scored." },
      { name: "agent", type: "string", description: "The agent scored." },
      { name: "judge_id", type: "string", description: "The judge's account id." },
      { name: "judge_name", type: "string", description: "The judge's name." },
      { name: "judge_kind", type: "string", description: "person, or model (an automated judge's account)." },
      { name: "rubric", type: "string", description: "The rubric scored by (its name)." },
      { name: "rubric_version", type: "int", description: "The rubric's version: scores compare only under the same one, or on 0–1." },
      { name: "version", type: "int", description: "The score's version: each edit adds one." },
      { name: "values", type: "string", description: "Every dimension's value under the rubric, as a JSON object (dimension key → number)." },
      { name: "wisdom", type: "int", nullable: true, description: "Wisdom, when the rubric has it (the built-in W/C/T/R)." },
      { name: "consistency", type: "int", nullable: true, description: "Consistency, when the rubric has it." },
      { name: "truth", type: "int", nullable: true, description: "Truth, when the rubric has it." },
      { name: "relationships", type: "int", nullable: true, description: "Relationships, when the rubric has it." },
      { name: "total", type: "int", description: "The rubric's dimensions added." },
      { name: "rationale", type: "string", nullable: true, description: "The judge's reasons." },
      { name: "after_reveal", type: "boolean", description: "Saved after its judge saw the other judges' scores (blind judging)." },
      { name: "created_at", type: "timestamp", description: "When this version was saved." },
    ],
  },
  {
    name: "audit_findings",
    description:
      "One row per audit finding (docs/audit.md): the dialogue's convergence audit, or another format's claim against delivery, by rule code, with its first line of evidence.",
    columns: [
      { name: "finding_id", type: "int", description: "The finding's id in this database." },
      ...doc,
      { name: "ordinal", type: "int", description: "Order in the document's audit." },
      {
        name: "rule",
        type: "string",
        description: "The rule's code: declared-with-open-business, unargued-concession, flip-to-majority, judge-drift, silent-agent, or a format's own.",
      },
      { name: "agent", type: "string", nullable: true, description: "Who the finding is about: an agent, or the model, agent or tool an agent format names." },
      { name: "tension", type: "string", nullable: true, description: "The tension's id as the dialogue writes it (T03)." },
      { name: "round", type: "int", nullable: true, description: "The round it is about." },
      { name: "line", type: "int", description: "The first line of its evidence." },
      { name: "file", type: "string", nullable: true, description: "The file holding that line (round-scoped directories)." },
      { name: "message", type: "string", description: "What the finding says here." },
    ],
  },
];

export const tableDef = (name: TableName): TableDef => TABLES.find((t) => t.name === name)!;

/** `schema.json`: the tables and their columns, with how the files are laid out. */
export function datasetSchema(): object {
  return {
    name: DATASET_FOLDER,
    files: "one <table>.parquet or <table>.jsonl per table; timestamps are ISO 8601 in JSON Lines",
    tables: TABLES.map((t) => ({ name: t.name, description: t.description, columns: t.columns.map((c) => ({ ...c, nullable: c.nullable ?? false })) })),
  };
}

/** One JSON object a line, keys in the schema's order; a timestamp is its ISO text. */
export function toJsonLines(table: TableDef, rows: Row[]): string {
  return rows
    .map(
      (row) =>
        JSON.stringify(
          Object.fromEntries(table.columns.map((c) => [c.name, row[c.name] instanceof Date ? (row[c.name] as Date).toISOString() : (row[c.name] ?? null)])),
        ) + "\n",
    )
    .join("");
}

/** README.txt beside the data: what is there and the one line that reads it. */
export function datasetReadme(format: "parquet" | "jsonl", counts: Record<TableName, number>): string {
  const ext = format === "parquet" ? "parquet" : "jsonl";
  const lines = [
    "Roundtable dataset",
    "",
    `Tables (one ${ext} file each; schema.json describes every column):`,
    ...TABLES.map((t) => `  ${t.name}.${ext}  ${counts[t.name]} rows  ${t.description}`),
    "",
    "Read one in a line:",
    ...(format === "parquet"
      ? [`  pandas:  pd.read_parquet("${DATASET_FOLDER}/markers.parquet")`, `  polars:  pl.read_parquet("${DATASET_FOLDER}/markers.parquet")`]
      : [`  pandas:  pd.read_json("${DATASET_FOLDER}/markers.jsonl", lines=True)`, `  polars:  pl.read_ndjson("${DATASET_FOLDER}/markers.jsonl")`]),
    "",
    "Tables join on document_id; markers.contribution_id joins contributions.",
    "",
  ];
  return lines.join("\n");
}
