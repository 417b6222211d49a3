import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { searchForExport, searchMarkers, type SearchResult } from "@/lib/db/search";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { paramsRecord, parseSearchRequest } from "@/lib/search/request";
import { generatedDialogue } from "./helpers/generate";
import { SEARCH_QUERIES } from "./helpers/search-queries";
import { tempPostgres } from "./helpers/temp-postgres";
import { tempSqlite } from "./helpers/temp-db";

/**
 * The bench's 50 queries (tests/helpers/search-queries.ts) on one generated corpus in both databases: the same
 * totals, facet counts and results, in the same order wherever the order is defined (by date, or label first then
 * newest; scores differ by design, bm25 against ts_rank, so scored results compare as sets). Dialogue numbers of the
 * bench's queries are in the corpus so those find something.
 */
const NUMBERS = [...Array.from({ length: 160 }, (_, i) => i), 4217, 9001, 7777];
// Small limits put the corpus through every path the 10,000-dialogue bench takes: capped, broad (label first) and scored.
const LIMITS = { candidateLimit: 2_500, scoredLimit: 400 };

async function load(db: Db): Promise<void> {
  const source = await ensureSource(db, { kind: "upload", name: "parity" });
  const files = NUMBERS.map((n, i) => ({
    path: `g${String(n).padStart(5, "0")}.dialogue.md`,
    bytes: new TextEncoder().encode(generatedDialogue(n, i % 3, 3)),
  }));
  await importItems(db, source.id, groupDialogueFiles(files).items);
}

/** A marker named the same way in both databases: its dialogue, line and type. */
const key = (h: { dialogue: { slug: string }; type: string; full?: { line: number } }) => `${h.dialogue.slug}:${h.full?.line ?? "?"}:${h.type}`;

function comparable(r: SearchResult, all: SearchResult) {
  const sortFacet = (f: { value: string | number; count: number }[]) =>
    [...f].sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
  const ordered = r.ranking !== "score";
  const ids = all.hits.map(key);
  return {
    total: r.total,
    capped: r.capped,
    ranking: r.ranking,
    page: r.page,
    pageCount: r.pageCount,
    facets: Object.fromEntries(Object.entries(r.facets).map(([k, v]) => [k, sortFacet(v)])),
    exportTotal: all.total,
    results: ordered ? ids : [...ids].sort(),
    // Scored pages differ in order, and so in which results fill a page, unless one page holds them all.
    page1: ordered || r.total <= r.hits.length ? (ordered ? r.hits.map((h) => `${h.dialogue.slug}:${h.ref}:${h.type}:${h.round}:${h.agent}`) : null) : null,
  };
}

const ADMIN_URL = process.env.PG_TEST_URL;
if (!ADMIN_URL) describe.skip("search parity, SQLite and PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
else
  describe("search parity: the bench's queries answer the same on SQLite and PostgreSQL", () => {
    let sqlite: Awaited<ReturnType<typeof tempSqlite>>;
    let pg: Awaited<ReturnType<typeof tempPostgres>>;
    beforeAll(async () => {
      [sqlite, pg] = await Promise.all([tempSqlite(), tempPostgres(ADMIN_URL)]);
      await Promise.all([load(sqlite.db), load(pg.db)]);
    }, 180_000);
    afterAll(async () => {
      await sqlite?.cleanup();
      await pg?.cleanup();
    });

    it.each(SEARCH_QUERIES.map((q) => [q.group, q.params]))("%s: %s", async (_group, params) => {
      const request = parseSearchRequest(paramsRecord(new URLSearchParams(params)));
      const answer = async (db: Db) => {
        const [r, all] = await Promise.all([searchMarkers(db, request, LIMITS), searchForExport(db, request, { candidateLimit: LIMITS.candidateLimit })]);
        return comparable(r, all);
      };
      const [onSqlite, onPg] = await Promise.all([answer(sqlite.db), answer(pg.db)]);
      expect(onSqlite.total).toBeGreaterThanOrEqual(0);
      expect(onPg).toEqual(onSqlite);
    });
  });
