import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderA52, type A52Document, type A52Session } from "@/lib/contract";
import { cycleFiles, diffSide, fileRows, blockOf, sessionMarkdown } from "@/lib/views/a52/a52-view";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { listDialogues } from "@/lib/db/dialogues";
import { ensureSource } from "@/lib/db/store";
import { DEFAULT_INDEX_QUERY } from "@/lib/dialogue-index";
import { documentHref } from "@/lib/document-href";
import { readDocument, type DocumentReading } from "@/lib/documents/read-document";
import { groupDialogueFiles, type RawFile } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { diffHunks } from "@/lib/diff/line-diff";
import { diffResponseFile } from "@/lib/diff/response-file";
import { tempDatabases } from "./helpers/temp-db";

const FIXTURES = join(process.cwd(), "tests/fixtures/a52");
const file = (path: string, name: string): RawFile => ({ path, bytes: readFileSync(join(FIXTURES, name)) });
const { fresh } = tempDatabases();

/** What `/r/<slug>` reads: the stored row by slug, parsed by its kind's reader. */
async function importAndRead() {
  const t = await fresh();
  const source = await ensureSource(t.db, { kind: "upload", name: "uploads" });
  const outcomes = await importItems(
    t.db,
    source.id,
    groupDialogueFiles([file("lantern/response.md", "response.md"), file("lantern/pcpp-session.json", "pcpp-session.json")]).items,
  );
  expect(outcomes.map((o) => [o.path, o.status])).toEqual([
    ["lantern/pcpp-session.json", "imported"],
    ["lantern/response.md", "imported"],
  ]);
  return t;
}

describe("review pages read what was imported", () => {
  it("an imported A52 response reads back by slug with its kind, and its files table matches the response", async () => {
    const t = await importAndRead();
    const stored = (await getDocumentBySlug(t.db, "response"))!;
    expect(stored).toMatchObject({ kind: "a52", path: "lantern/response.md", source: { name: "uploads" } });
    expect(stored.raw).toBe(readFileSync(join(FIXTURES, "response.md"), "utf8"));
    const parsed = readDocument(stored) as DocumentReading;
    expect(parsed.label).toBe("A52 response");
    expect(readDocument(stored)).toBe(parsed);
    const doc = parsed.document as A52Document;
    expect(fileRows(doc).map((r) => [r.path, r.mark])).toEqual([
      ["src/cache.ts", "listed-and-supplied"],
      ["A12. Lantern - Cache Plan.md", "prefix-match"],
      ["src/cache.test.ts", "listed-only"],
      ["scripts/warmup.sh", "listed-only"],
      ["src/metrics.ts", "supplied-only"],
    ]);
    // The findings the page shows are the ones stored at import.
    const stored_codes = (await t.db.diagnostic.findMany({ where: { dialogueId: stored.id }, orderBy: { line: "asc" } })).map((d) => [d.code, d.line]);
    expect(parsed.diagnostics.map((d) => [d.code, d.line]).sort((a, b) => (a[1] as number) - (b[1] as number))).toEqual(stored_codes);
    // The export's canonical markdown re-reads to the same files.
    const again = (readDocument({ ...stored, raw: parsed.render!(), contentHash: "rendered" }) as DocumentReading).document as A52Document;
    expect(again.fileBlocks.map((b) => [b.path, b.lineCount])).toEqual(doc.fileBlocks.map((b) => [b.path, b.lineCount]));
  });

  it("an imported session reads back as cycles; two responses of a cycle and the previous pick diff by file", async () => {
    const t = await importAndRead();
    const stored = (await getDocumentBySlug(t.db, "pcpp-session-json"))!;
    expect(stored.kind).toBe("a52-session");
    const session = (readDocument(stored) as DocumentReading).document as A52Session;
    expect(session.cycles.map((c) => [c.cycleId, c.responses.map((r) => (r.empty ? "empty" : r.id)), c.selectedResponseId])).toEqual([
      [1, ["1", "2", "empty"], "1"],
      [2, ["1", "empty", "3"], "1"],
    ]);
    expect(cycleFiles(session.cycles[1]!)).toEqual([
      { path: "src/cache.ts", responses: 2 },
      { path: "docs/cache.md", responses: 1 },
    ]);
    const [one, three, prev] = [diffSide(session, 1, "1"), diffSide(session, 1, "3"), diffSide(session, 1, "prev")];
    expect(blockOf(one.response, "src/cache.ts")!.content).toContain("limit = 100");
    const between = diffResponseFile(one.response!.document, three.response!.document, "src/cache.ts");
    expect(between.change).toBe("changed");
    const text = diffHunks(between.diff).flatMap((h) => h.lines.map((l) => `${l.kind === "insert" ? "+" : l.kind === "delete" ? "-" : " "}${l.text}`));
    expect(text).toContain("-  constructor(private limit = 100) {}");
    expect(text).toContain("+  constructor(private ttlMs = 60_000) {}");
    expect(text).toContain(" export class Cache {");
    // Against cycle 1's pick (a plain map): the LRU's reorder-on-read and eviction are what cycle 2 added.
    const sincePick = diffResponseFile(prev.response!.document, one.response!.document, "src/cache.ts").diff;
    expect([sincePick.added, sincePick.removed]).toEqual([9, 1]);
    expect(diffResponseFile(one.response!.document, three.response!.document, "docs/cache.md").change).toBe("added");
    const md = sessionMarkdown(session, stored.title, renderA52);
    expect(md).toContain("## Cycle 2: Lantern cache: bound it");
    expect(md).toContain("### Response 1 (picked)");
    expect(md.match(/_Empty tab\._/g)).toHaveLength(2);
  });

  it("the index links each row to the page its kind is read on", async () => {
    const t = await importAndRead();
    const rows = (await listDialogues(t.db, DEFAULT_INDEX_QUERY)).rows;
    expect(rows.map((r) => documentHref(r.kind, r.slug)).sort()).toEqual(["/r/pcpp-session-json", "/r/response"]);
  });
});
