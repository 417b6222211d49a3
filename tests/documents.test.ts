import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listDialogues } from "@/lib/db/dialogues";
import { DEFAULT_INDEX_QUERY } from "@/lib/dialogue-index";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles, type RawFile } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { generatedDialogue } from "./helpers/generate";
import { tempDatabases } from "./helpers/temp-db";

const FIXTURES = join(process.cwd(), "tests/fixtures/a52");
const CORPUS_SESSION = join(process.cwd(), "../shared/corpus/a52/sessions/Cycle-6-Planning.json");
const file = (path: string, text: string): RawFile => ({ path, bytes: new TextEncoder().encode(text) });
const { fresh } = tempDatabases();

async function importFiles(files: RawFile[]) {
  const t = await fresh();
  const source = await ensureSource(t.db, { kind: "upload", name: "uploads" });
  const { items, skipped } = groupDialogueFiles(files);
  return { t, source, skipped, outcomes: await importItems(t.db, source.id, items) };
}

describe("documents of every kind share the index", () => {
  it("stores an A52 response by its detected format, with its files as search entries, once", async () => {
    const response = readFileSync(join(FIXTURES, "cache-layer.md"), "utf8");
    const { t, source, outcomes } = await importFiles([file("responses/cache-layer.md", response), file("d.dialogue.md", generatedDialogue(1))]);
    expect(outcomes.map((o) => [o.path, o.status])).toEqual([
      ["d.dialogue.md", "imported"],
      ["responses/cache-layer.md", "imported"],
    ]);
    const row = await t.db.dialogue.findFirstOrThrow({ where: { path: "responses/cache-layer.md" } });
    expect(row).toMatchObject({ kind: "a52", status: "mismatch", roundCount: 0 });
    expect(row.title).toContain("read-through cache");
    const entries = await t.db.marker.findMany({
      where: { dialogueId: row.id },
      orderBy: { ordinal: "asc" },
      select: { kind: true, markerId: true, status: true },
    });
    expect(entries.filter((e) => e.kind === "file").map((e) => [e.markerId, e.status])).toEqual([
      ["src/pricing/quote-cache.ts", "listed-and-supplied"],
      ["src/pricing/handler.ts", "listed-and-supplied"],
      ["src/pricing/metrics.ts", "supplied-not-listed"],
      ["docs/caching.md", "listed-not-supplied"],
    ]);
    expect(entries.map((e) => e.kind).slice(0, 2)).toEqual(["summary", "plan"]);
    const codes = (await t.db.diagnostic.findMany({ where: { dialogueId: row.id } })).map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(["a52-supplied-not-listed", "a52-listed-not-supplied"]));

    const again = await importItems(t.db, source.id, groupDialogueFiles([file("responses/cache-layer.md", response)]).items);
    expect(again.map((o) => o.status)).toEqual(["unchanged"]);

    const all = await listDialogues(t.db, DEFAULT_INDEX_QUERY);
    expect(all.kinds).toEqual([
      { value: "a52", label: "A52 response", count: 1 },
      { value: "dialogue", label: "Dialogue", count: 1 },
    ]);
    const onlyA52 = await listDialogues(t.db, { ...DEFAULT_INDEX_QUERY, kind: "a52" });
    expect(onlyA52.rows.map((r) => [r.kind, r.slug])).toEqual([["a52", "cache-layer"]]);
  });

  it("reads a PCPP history export as one session: cycles as rounds, non-empty responses as contributions, the pick kept", async () => {
    const { t, outcomes, skipped } = await importFiles([
      file("exports/session.json", readFileSync(join(FIXTURES, "session.json"), "utf8")),
      file("exports/package.json", '{"name":"x"}'),
    ]);
    expect(skipped).toEqual(["exports/package.json"]);
    expect(outcomes.map((o) => [o.path, o.status])).toEqual([["exports/session.json", "imported"]]);
    const row = await t.db.dialogue.findFirstOrThrow({
      where: { path: "exports/session.json" },
      include: { rounds: { orderBy: { number: "asc" }, include: { contributions: { orderBy: { position: "asc" } } } } },
    });
    expect(row).toMatchObject({ kind: "a52-session", roundCount: 2, title: "PCPP session: Warm-up" });
    expect(row.rounds.map((r) => [r.number, r.label, r.contributions.map((c) => [c.agent, c.role])])).toEqual([
      [1, "Warm-up", []],
      [
        2,
        "Quote cache",
        [
          ["Response 1", null],
          ["Response 2", "picked"],
        ],
      ],
    ]);
  });

  it("imports the real Cycle-6 planning export as 6 cycles with 9, 9, 13 and 13 responses in cycles 3-6", async (ctx) => {
    if (!existsSync(CORPUS_SESSION)) {
      console.warn(`${CORPUS_SESSION} is absent: the corpus session check cannot run`);
      ctx.skip();
    }
    const { t } = await importFiles([file("Cycle-6-Planning.json", readFileSync(CORPUS_SESSION, "utf8"))]);
    const row = await t.db.dialogue.findFirstOrThrow({ include: { rounds: { orderBy: { number: "asc" }, include: { contributions: true } } } });
    expect(row.kind).toBe("a52-session");
    expect(row.rounds.map((r) => r.contributions.length)).toEqual([0, 0, 9, 9, 13, 13]);
    for (const r of row.rounds.slice(2)) expect(r.contributions.filter((c) => c.role === "picked")).toHaveLength(1);
  });
});

describe("search covers other formats' entries", () => {
  it("finds an A52 response's files and plan, filtered by type and status, linking to its review page", async () => {
    const { searchMarkers } = await import("@/lib/db/search");
    const { parseSearchRequest } = await import("@/lib/search/request");
    const response = readFileSync(join(FIXTURES, "cache-layer.md"), "utf8");
    const { t } = await importFiles([file("responses/cache-layer.md", response), file("d.dialogue.md", generatedDialogue(1))]);
    const files = await searchMarkers(t.db, parseSearchRequest({ q: "type:file pricing" }));
    expect(files.hits.map((h) => [h.kind, h.ref, h.status])).toEqual(
      expect.arrayContaining([
        ["file", "src/pricing/quote-cache.ts", "listed-and-supplied"],
        ["file", "src/pricing/metrics.ts", "supplied-not-listed"],
      ]),
    );
    expect(files.hits.every((h) => h.href.startsWith("/r/cache-layer/source#L"))).toBe(true);
    const missing = await searchMarkers(t.db, parseSearchRequest({ q: "caching", status: "listed-not-supplied" }));
    expect(missing.hits.map((h) => h.ref)).toEqual(["docs/caching.md"]);
    const plan = await searchMarkers(t.db, parseSearchRequest({ q: "invalidation", type: "plan" }));
    expect(plan.hits).toHaveLength(1);
    // Snippets are text: the plan's code spans and numbering show as words, not markup.
    const shown = plan.hits[0]!.snippet.map((p) => p.text).join("");
    expect(shown).toContain("Add a QuoteCache with");
    expect(shown).not.toContain("`");
  });
});

describe("ACOR transcripts are documents too", () => {
  const RUNS = join(process.cwd(), "tests/fixtures/acor-runs");
  it("stores a failing run with its error and recovery, and a run ending at Input Needed with its one command", async () => {
    const names = ["run__csv_dedupe__missing.md", "run__csv_dedupe__no-key.md"];
    const { t, outcomes } = await importFiles(names.map((n) => file(`runs/${n}`, readFileSync(join(RUNS, n), "utf8"))));
    expect(outcomes.map((o) => o.status)).toEqual(["imported", "imported"]);
    const rows = await t.db.dialogue.findMany({ orderBy: { path: "asc" }, include: { markers: { orderBy: { ordinal: "asc" } } } });
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ["acor", "failed"],
      ["acor", "input-needed"],
    ]);
    expect(rows[0]!.title).toBe("Tool run: Cannot locate file: customers_2024.csv");
    expect(rows[0]!.markers.map((m) => [m.kind, m.description])).toEqual([
      ["error", "Cannot locate file: customers_2024.csv"],
      ["recovery", "Check the file name (did you mean `customers-2024.csv`?) or pass the full path"],
    ]);
    expect(rows[1]!.markers.map((m) => [m.kind, m.description])).toEqual([["command", 'acor csv_dedupe customers.csv --key "<column>"']]);
  });
});

describe("GoopSpec responses are documents too", () => {
  const SESSION = join(process.cwd(), "tests/fixtures/goopspec-session");
  it("stores each report with its status, and a BLOCKED report's blockers are found by status:blocked", async () => {
    const { searchMarkers } = await import("@/lib/db/search");
    const { parseSearchRequest } = await import("@/lib/search/request");
    const names = ["01-orchestrator.md", "04-executor-w1t2.md"];
    const { t, outcomes } = await importFiles(names.map((n) => file(`.goopspec/${n}`, readFileSync(join(SESSION, n), "utf8"))));
    expect(outcomes.map((o) => o.status)).toEqual(["imported", "imported"]);
    const rows = await t.db.dialogue.findMany({ orderBy: { path: "asc" } });
    expect(rows.map((r) => r.kind)).toEqual(["goopspec", "goopspec"]);
    expect(rows[1]!.status).toBe("blocked");
    const blocked = await searchMarkers(t.db, parseSearchRequest({ q: "type:blocker status:blocked" }));
    expect(blocked.hits).toHaveLength(1);
    expect(blocked.hits[0]!.href).toMatch(/^\/r\/04-executor-w1t2\/source#L\d+$/);
    const commands = await searchMarkers(t.db, parseSearchRequest({ q: "goop type:command" }));
    expect(commands.hits.map((h) => h.description.map((part) => part.text).join(""))).toContain("/goop-discuss");
  });
});

describe("search facets per kind", () => {
  it("counts and filters by document kind, and a chosen kind's document status filters (dstatus=blocked was dropped)", async () => {
    const { searchMarkers } = await import("@/lib/db/search");
    const { parseSearchRequest } = await import("@/lib/search/request");
    const goop = readFileSync(join(process.cwd(), "tests/fixtures/goopspec-session/04-executor-w1t2.md"), "utf8");
    const response = readFileSync(join(FIXTURES, "cache-layer.md"), "utf8");
    const { t } = await importFiles([file("g.md", goop), file("r.md", response), file("d.dialogue.md", generatedDialogue(1))]);
    const all = await searchMarkers(t.db, parseSearchRequest({}));
    expect(all.facets.kind.map((k) => k.value).sort()).toEqual(["a52", "dialogue", "goopspec"]);
    const goopOnly = await searchMarkers(t.db, parseSearchRequest({ kind: "goopspec" }));
    expect(goopOnly.total).toBeGreaterThan(0);
    expect(goopOnly.hits.every((h) => h.href.startsWith("/r/g/"))).toBe(true);
    // The kind facet still counts the other kinds (what choosing them would add); the type facet is the kind's own.
    expect(goopOnly.facets.kind.map((k) => k.value).sort()).toEqual(["a52", "dialogue", "goopspec"]);
    expect(goopOnly.facets.type.map((f) => f.value).every((v) => ["summary", "blocker", "next-action", "command", "file"].includes(v))).toBe(true);
    const blocked = await searchMarkers(t.db, parseSearchRequest({ dstatus: "blocked" }));
    expect(blocked.total).toBe(goopOnly.total);
  });
});

describe("the index sorts titles of every kind as a reader would", () => {
  it("orders lower-case titles among capitalised ones (SQLite compares bytes)", async () => {
    const goop = readFileSync(join(process.cwd(), "tests/fixtures/goopspec-session/01-orchestrator.md"), "utf8");
    const { t } = await importFiles([
      file("z.dialogue.md", generatedDialogue(3)),
      file("r.md", goop),
      file("a.dialogue.md", generatedDialogue(1).replace("Generated Dialogue 1", "Zebra crossings")),
    ]);
    const page = await listDialogues(t.db, { ...DEFAULT_INDEX_QUERY, sort: "title", dir: "asc" });
    expect(page.rows.map((r) => r.title)).toEqual(["Generated Dialogue 3", "goop-orchestrator: Discovery interview: invoice CSV export", "Zebra crossings"]);
  });
});

describe("the index tells documents with the same title apart", () => {
  it("names the file under a title another document shares, and nothing under a title of its own", async () => {
    const response = readFileSync(join(FIXTURES, "cache-layer.md"), "utf8");
    // Two responses that differ only below their summary: one title, two documents.
    const { t } = await importFiles([
      file("cycle-1/response-a.md", response),
      file("cycle-2/response-b.md", response.replace("src/pricing/handler.ts", "src/pricing/handler2.ts")),
      file("solo.dialogue.md", generatedDialogue(4)),
    ]);
    const page = await listDialogues(t.db, { ...DEFAULT_INDEX_QUERY, sort: "title", dir: "asc" });
    expect(page.rows.map((r) => [r.title === page.rows[0]!.title, r.fileName])).toEqual([
      [true, null],
      [false, "response-a.md"],
      [false, "response-b.md"],
    ]);
  });
});

describe("a GoopSpec envelope kept as XML on its own", () => {
  it("is read by its content, as any response is", async () => {
    const response = readFileSync(join(process.cwd(), "tests/fixtures/goopspec-session/05-verifier.md"), "utf8");
    const envelope = response.slice(response.indexOf("<goop_report"), response.indexOf("</goop_report>") + "</goop_report>".length);
    const { t, outcomes, skipped } = await importFiles([file("agents/verifier.xml", envelope), file("agents/notes.xml", "<notes>nothing</notes>")]);
    expect(skipped).toEqual([]);
    expect(outcomes.map((o) => [o.path, o.status])).toEqual([
      ["agents/notes.xml", "rejected"],
      ["agents/verifier.xml", "imported"],
    ]);
    expect((await t.db.dialogue.findFirstOrThrow({ where: { path: "agents/verifier.xml" } })).kind).toBe("goopspec");
  });
});
