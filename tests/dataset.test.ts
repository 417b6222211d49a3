import { execFileSync } from "node:child_process";
import { BUILT_IN_VERSION_ID, BUILT_IN_VIEW } from "@/lib/judging/rubric";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { parquetMetadata, parquetReadObjects, parquetSchema } from "hyparquet";
import { describe, expect, it } from "vitest";
import { datasetFilter } from "@/lib/api/dataset";
import { createModelJudge } from "@/lib/db/api-tokens";
import type { Db } from "@/lib/db/client";
import { readDatasetRows, type DatasetFilter } from "@/lib/db/dataset-rows";
import { saveJudgeScore, setBlindJudging } from "@/lib/db/judging";
import { createQueue } from "@/lib/db/queues";
import { getAuditStats, getStats } from "@/lib/db/store";
import { createUser } from "@/lib/db/users";
import { datasetSchema, TABLES, type DatasetRows, type TableName } from "@/lib/export/dataset";
import { datasetFiles, datasetZip, parquetTable } from "@/lib/export/dataset-files";
import { uploadDialogues } from "@/lib/ingest/upload";
import { parseSearchRequest } from "@/lib/search/request";
import { auditedDialogue } from "./helpers/audit-fixtures";
import { tempDatabases } from "./helpers/temp-db";

const { fresh } = tempDatabases();
const encoder = new TextEncoder();

// Our own fixtures: one dialogue with a Judge's scoreboard and tracker over two rounds, and one with a single round.
const KILNS = `# Alignment Dialogue: Kiln Scheduling

**Date**: 2026-09-14
**Status**: Converged

## Alignment Scoreboard

| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |
|---|---|---|---|---|---|
| 🧁 Muffin | 6 | 5 | 7 | 4 | **22** |
| 🧁 Cupcake | 5 | 6 | 5 | 6 | **22** |

**Total ALIGNMENT**: 44

## Tensions Tracker

| ID | Tension | Status | Raised | Resolved |
|---|---|---|---|---|
| T01 | Batch firing vs glaze-specific schedules | Resolved | Muffin R0 | R1 |

## Round 0: Openings

### Muffin 🧁

[PERSPECTIVE P01: Fire full kilns only]
A half-empty kiln wastes a day of heat.

[TENSION T01: Batch firing vs glaze-specific schedules]
Some glazes need a slower cool than the batch allows.

### Cupcake 🧁

[PERSPECTIVE P02: Sort pieces by glaze before loading]
Grouping by glaze keeps most batches on one schedule.

## Round 1: Settling

### Muffin 🧁

[RESOLVED T01: Two standing schedules, pieces sorted into one of them]
Cupcake's sorting makes two schedules enough.

### Cupcake 🧁

[CONCESSION: Full kilns matter more than I allowed]
Waiting a day to fill the kiln is cheaper than a second firing.
`;

const BREAD = `# Alignment Dialogue: Sourdough Feeding

## Round 0: Openings

### Scone 🧁

[PERSPECTIVE P01: Feed at the same hour daily]
A starter keeps time better than a baker does.

### Muffin 🧁

[TENSION T01: Daily feeding vs weekends away]
Nobody feeds a starter on holiday.
`;

async function corpus(db: Db) {
  const uploaded = await uploadDialogues(db, [
    { path: "kilns.md", bytes: encoder.encode(KILNS) },
    { path: "bread.md", bytes: encoder.encode(BREAD) },
  ]);
  if (!uploaded.ok) throw new Error(uploaded.error);
  const id = async (path: string) => (await db.dialogue.findFirstOrThrow({ where: { path } })).id;
  const kilns = await id("kilns.md");
  const person = await createUser(db, { email: "judge@dataset.test", name: "Pat Judge", role: "judge", password: "correct horse battery" });
  const model = await createModelJudge(db, { name: "Model judge", model: "model-x", judgeVersion: "v1" });
  const values = { wisdom: 5, consistency: 6, truth: 7, relationships: 8 };
  const score = { dialogueId: kilns, rubricVersionId: BUILT_IN_VERSION_ID, values, rationale: "clear", reason: "", baseVersion: 0 };
  await saveJudgeScore(db, person.id, { ...score, round: 0, agent: "Muffin" });
  // An edit: only the latest version is a row of `scores`.
  await saveJudgeScore(db, person.id, { ...score, round: 0, agent: "Muffin", values: { ...values, wisdom: 9 }, baseVersion: 1, reason: "second look" });
  await saveJudgeScore(db, model.id, { ...score, round: 1, agent: "Cupcake" });
  return { kilns, bread: await id("bread.md"), person, model };
}

/** Every Parquet file of a dataset read back with hyparquet, the Parquet library's own reader. */
async function readParquet(rows: DatasetRows): Promise<Record<TableName, Record<string, unknown>[]>> {
  const out = {} as Record<TableName, Record<string, unknown>[]>;
  for (const table of TABLES) {
    const bytes = parquetTable(table, rows[table.name]);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    expect(parquetSchema(parquetMetadata(file)).children.map((c) => c.element.name)).toEqual(table.columns.map((c) => c.name));
    out[table.name] = await parquetReadObjects({ file });
  }
  return out;
}

const all: DatasetFilter = { by: "all" };
const admin = { id: "x", email: "a@x", name: "Admin", role: "admin" as const };

describe("the dataset export", () => {
  it("round-trips through Parquet with row counts equal to what stats counts", async () => {
    const { db } = await fresh();
    const { person, model } = await corpus(db);
    const rows = await readDatasetRows(db, { filter: all, viewer: admin });
    const back = await readParquet(rows);
    const stats = await getStats(db);
    expect(back.documents.length).toBe(stats.dialogues);
    expect(back.contributions.length).toBe(stats.contributions);
    expect(back.markers.length).toBe(stats.markers);
    expect(back.tensions.length).toBe(stats.tensions);
    expect(back.file_scores.length).toBe(stats.scores);
    expect(back.documents.reduce((sum, d) => sum + Number(d.rounds), 0)).toBe(stats.rounds);
    expect(back.rounds.length).toBe(await db.round.count());
    expect([stats.dialogues, stats.contributions, stats.markers, stats.tensions, stats.scores]).toEqual([2, 6, 7, 2, 10]);

    // The Judge's ruling and who resolved it; markers keep their contribution; scores their judge's kind and rubric.
    const t01 = back.tensions.find((t) => t.slug === rows.documents.find((d) => d.title === "Kiln Scheduling")!.slug && t.ref === "T01")!;
    expect(t01).toMatchObject({ final_status: "resolved", raised_by: "Muffin", resolved_by: "Muffin", resolved_in_round: 1 });
    expect(back.markers.every((m) => back.contributions.some((c) => c.contribution_id === m.contribution_id))).toBe(true);
    expect(back.scores.map((s) => [s.judge_id, s.judge_kind, s.agent, s.version, s.wisdom, s.total, s.rubric, s.rubric_version])).toEqual([
      [person.id, "person", "Muffin", 2, 9, 30, BUILT_IN_VIEW.name, 1],
      [model.id, "model", "Cupcake", 1, 5, 26, BUILT_IN_VIEW.name, 1],
    ]);
    expect(JSON.parse(String(back.scores[0]!.values))).toEqual({ wisdom: 9, consistency: 6, truth: 7, relationships: 8 });
    expect(back.scores[0]!.created_at).toBeInstanceOf(Date);
    expect(back.documents.find((d) => d.title === "Sourdough Feeding")).toMatchObject({ date: null, total_alignment: null, kind: "dialogue" });
  });

  it("writes JSON Lines and Parquet with schema.json and README.txt in one zip folder", async () => {
    const { db } = await fresh();
    await corpus(db);
    const rows = await readDatasetRows(db, { filter: all, viewer: admin });
    for (const format of ["jsonl", "parquet"] as const) {
      const zip = unzipSync(datasetZip(datasetFiles(format, rows)));
      expect(Object.keys(zip).sort()).toEqual(
        [...TABLES.map((t) => `roundtable-dataset/${t.name}.${format}`), "roundtable-dataset/schema.json", "roundtable-dataset/README.txt"].sort(),
      );
      expect(JSON.parse(strFromU8(zip["roundtable-dataset/schema.json"]!))).toEqual(JSON.parse(JSON.stringify(datasetSchema())));
      expect(strFromU8(zip["roundtable-dataset/README.txt"]!)).toContain(
        format === "parquet" ? 'pd.read_parquet("roundtable-dataset/markers.parquet")' : 'pd.read_json("roundtable-dataset/markers.jsonl", lines=True)',
      );
    }
    const zip = unzipSync(datasetZip(datasetFiles("jsonl", rows)));
    const markers = strFromU8(zip["roundtable-dataset/markers.jsonl"]!)
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(markers.length).toBe(rows.markers.length);
    expect(Object.keys(markers[0])).toEqual(TABLES.find((t) => t.name === "markers")!.columns.map((c) => c.name));
    const scores = strFromU8(zip["roundtable-dataset/scores.jsonl"]!)
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(scores[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("holds only a filter's documents: the index's, a search's, a queue's rounds", async () => {
    const { db } = await fresh();
    const { kilns, bread } = await corpus(db);
    const ids = (rows: DatasetRows) => rows.documents.map((d) => d.document_id);
    const index = await readDatasetRows(db, { filter: datasetFilter({ format: "jsonl", q: "sourdough" }), viewer: admin });
    expect(ids(index)).toEqual([bread]);
    expect(new Set(index.markers.map((m) => m.document_id))).toEqual(new Set([bread]));
    const status = await readDatasetRows(db, { filter: { by: "index", query: { q: "", kind: null, status: "converged", source: null } }, viewer: admin });
    expect(ids(status)).toEqual([kilns]);
    const search = await readDatasetRows(db, { filter: { by: "search", request: parseSearchRequest({ q: "glaze" }) }, viewer: admin });
    expect(ids(search)).toEqual([kilns]);
    const queue = await createQueue(db, { name: "kilns", match: "kiln", kind: "dialogue", judgesPerItem: 1, members: [] });
    await db.queueItem.deleteMany({ where: { queueId: queue.id, round: 1 } });
    const queued = await readDatasetRows(db, { filter: { by: "queue", queueId: queue.id }, viewer: admin });
    expect(ids(queued)).toEqual([kilns]);
    expect(queued.rounds.map((r) => r.round)).toEqual([0]);
    expect(new Set(queued.contributions.map((c) => c.round))).toEqual(new Set([0]));
    expect(queued.scores.map((s) => s.round)).toEqual([0]);
    await expect(readDatasetRows(db, { filter: { by: "queue", queueId: 999 }, viewer: admin })).rejects.toThrow(/No queue/);
    expect(() => datasetFilter({ format: "jsonl", kind: "dialogue", queue: 1 })).toThrow(/one of them/);
  });

  it("keeps judges' scores from a reader blind judging keeps them from", async () => {
    const { db } = await fresh();
    const { kilns, person } = await corpus(db);
    await setBlindJudging(db, kilns, true);
    const viewer = { id: "someone", email: "v@x", name: "Viewer", role: "viewer" as const };
    expect((await readDatasetRows(db, { filter: all, viewer })).scores).toEqual([]);
    const own = await readDatasetRows(db, { filter: all, viewer: { id: person.id, email: "judge@dataset.test", name: "Pat Judge", role: "judge" } });
    expect(own.scores.map((s) => s.judge_id)).toEqual([person.id]);
    expect((await readDatasetRows(db, { filter: all, viewer: admin })).scores.length).toBe(2);
  });

  it("passes scripts/check-dataset.py: pyarrow reads it back with the stats' counts, or the script says it skipped", async () => {
    const { db, dir } = await fresh();
    await corpus(db);
    const out = join(dir, "dataset");
    mkdirSync(out);
    for (const file of datasetFiles("parquet", await readDatasetRows(db, { filter: all, viewer: admin }))) writeFileSync(join(out, file.name), file.bytes);
    writeFileSync(join(dir, "stats.json"), JSON.stringify(await getStats(db)));
    let pyarrow = true;
    try {
      execFileSync("python3", ["-c", "import pyarrow"], { stdio: "ignore" });
    } catch {
      pyarrow = false;
    }
    const said = execFileSync("python3", ["scripts/check-dataset.py", out, join(dir, "stats.json")], { encoding: "utf8" });
    if (!pyarrow) console.warn("check-dataset.py: pyarrow is not installed here, so the Python read-back was skipped (hyparquet's read-back above still ran)");
    expect(said).toMatch(
      pyarrow ? /^ok: documents 2, contributions 6, markers 7, tensions 2, file_scores 10, rounds \d+/ : /^skipped: pyarrow is not installed/,
    );
  });

  it("carries every document's audit findings as a table, as stored, and check-dataset.py holds them to stats' count", async () => {
    const { db, dir } = await fresh();
    await corpus(db);
    const text = auditedDialogue({ title: "Audited", date: "2026-10-02", open: true, silent: true });
    await uploadDialogues(db, [{ path: "audited.dialogue.md", bytes: encoder.encode(text) }]);
    const rows = await readDatasetRows(db, { filter: all, viewer: admin });
    const back = await readParquet(rows);
    const stored = await db.auditFinding.findMany({ orderBy: [{ dialogueId: "asc" }, { ordinal: "asc" }], include: { dialogue: { select: { slug: true } } } });
    expect(stored.length).toBe(2);
    expect(back.audit_findings.map((f) => [f.slug, f.rule, f.agent, f.tension, f.line])).toEqual(
      stored.map((f) => [f.dialogue.slug, f.rule, f.agent, f.tension, f.line]),
    );
    expect(back.documents.find((d) => d.title === "Audited")!.audit_findings).toBe(2);
    // The index's audit filter, as its download link carries it: only the documents with such a finding.
    const filtered = await readDatasetRows(db, { filter: datasetFilter({ format: "parquet", audit: "silent-agent" }), viewer: admin });
    expect(filtered.documents.map((d) => d.title)).toEqual(["Audited"]);
    expect((await readDatasetRows(db, { filter: datasetFilter({ format: "parquet", audit: "judge-drift,any" }), viewer: admin })).documents.length).toBe(1);

    const out = join(dir, "dataset");
    mkdirSync(out);
    for (const file of datasetFiles("parquet", rows)) writeFileSync(join(out, file.name), file.bytes);
    const stats = { ...(await getStats(db)), audit: await getAuditStats(db) };
    writeFileSync(join(dir, "stats.json"), JSON.stringify(stats));
    let pyarrow = true;
    try {
      execFileSync("python3", ["-c", "import pyarrow"], { stdio: "ignore" });
    } catch {
      pyarrow = false;
    }
    const said = execFileSync("python3", ["scripts/check-dataset.py", out, join(dir, "stats.json")], { encoding: "utf8" });
    expect(said).toMatch(pyarrow ? /^ok: .*, audit_findings 2$/m : /^skipped: pyarrow is not installed/);
    // One finding fewer than stats says: the script notices, and says which table.
    writeFileSync(join(dir, "stats.json"), JSON.stringify({ ...stats, audit: { ...stats.audit, findings: 3 } }));
    if (pyarrow) {
      const failed = (() => {
        try {
          execFileSync("python3", ["scripts/check-dataset.py", out, join(dir, "stats.json")], { encoding: "utf8" });
          return "";
        } catch (error) {
          return String((error as { stdout?: string }).stdout);
        }
      })();
      expect(failed).toMatch(/^audit_findings: 2 rows, stats says 3 findings$/m);
    }
  });
});
