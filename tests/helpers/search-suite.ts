import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { searchMarkers, type SearchResult } from "@/lib/db/search";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { parseSearchRequest } from "@/lib/search/request";

const enc = (s: string) => new TextEncoder().encode(s);

const CACHE_POLICY = `# Alignment Dialogue: Cache Policy

**Date**: 2026-09-01
**Status**: Converged

## Tensions Tracker

| ID | Tension | Status | Raised | Resolved |
|---|---|---|---|---|
| T01 | Cache freshness versus database load | Resolved | Muffin R0 | R1 |
| T02 | Erasure requests versus immutable logs | Open | Cupcake R0 | — |

## Round 0: Opening

### Muffin 🧁

[PERSPECTIVE P01: Cache invalidation belongs to the writer]
Writers know when their data changes.

[TENSION T01: Cache freshness versus database load]
Every miss costs a query against the primary.

### Cupcake 🧁

[TENSION T02: Erasure requests versus immutable logs]
Deleting from an append-only log is hard.

## Round 1: Settling

### Scone 🧁

[RESOLVED T01: short TTLs with a write-through cache]
Freshness is settled by writing through.

[REFINEMENT T02: crypto-shredding keeps the log intact]
Delete the key, keep the event.
`;

const EVENT_LOG = `# Alignment Dialogue: Event Log

**Date**: 2026-10-15
**Status**: In Progress

## Round 0: Opening

### Donut 🧁

[TENSION T01: Cache warming versus cold starts]
A cold cache after deploys hurts the first users.

### Eclair 🧁

[PERSPECTIVE P01: Café résumés are naïve about caching]
Accents are folded by the index.

[PERSPECTIVE P02: Quote " NEAR * OR - ' ; DROP TABLE "Marker"; -- is just text]
Nothing here is an operator.

## Round 1: Conceding

### Eclair 🧁

[CONCESSION to Donut on T01: warming is cheap enough]
Pre-warm on deploy.
`;

/**
 * Search over markers on one database: the same promises on SQLite (FTS5) and PostgreSQL (tsvector), through the
 * same module the page and the API use.
 */
export function searchSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`marker search on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let sourceId: number;
    const search = (params: Record<string, string | string[]>) => searchMarkers(db, parseSearchRequest(params));
    const found = (r: SearchResult) => r.hits.map((h) => `${h.dialogue.title}/${h.ref}`).sort();

    beforeAll(async () => {
      ({ db, cleanup } = await open());
      sourceId = (await ensureSource(db, { kind: "upload", name: "search-tests" })).id;
      await importItems(
        db,
        sourceId,
        groupDialogueFiles([
          { path: "cache.dialogue.md", bytes: enc(CACHE_POLICY) },
          { path: "log.dialogue.md", bytes: enc(EVENT_LOG) },
        ]).items,
      );
    }, 60_000);
    afterAll(async () => cleanup?.());

    it("finds a word in tensions, perspectives and moves of every dialogue, with facet counts", async () => {
      const r = await search({ q: "cache" });
      expect(found(r)).toEqual(["Cache Policy/P01", "Cache Policy/T01", "Cache Policy/T01", "Event Log/T01"]);
      expect(r.total).toBe(4);
      expect(r.facets.type).toEqual([
        { value: "tension", count: 2 },
        { value: "perspective", count: 1 },
        { value: "resolution", count: 1 },
      ]);
      expect(r.facets.dialogueStatus).toEqual([
        { value: "converged", count: 3 },
        { value: "in-progress", count: 1 },
      ]);
    });

    it("narrows by type, status and agent, in the query or in the URL's facets", async () => {
      expect(found(await search({ q: "cache type:tension" }))).toEqual(["Cache Policy/T01", "Event Log/T01"]);
      const open = await search({ q: "cache", type: "tension", status: "open" });
      expect(found(open)).toEqual(["Event Log/T01"]);
      // A facet counts under the other filters: both tension statuses stay visible while "open" is chosen.
      expect(open.facets.status).toEqual([
        { value: "open", count: 1 },
        { value: "resolved", count: 1 },
      ]);
      expect(found(await search({ q: "agent:muffin" }))).toEqual(["Cache Policy/P01", "Cache Policy/T01"]);
      expect(found(await search({ q: "", agent: "Scone", round: "1" }))).toEqual(["Cache Policy/T01", "Cache Policy/T02"]);
      expect(found(await search({ q: "", dstatus: "in-progress", type: "concession" }))).toEqual(["Event Log/T01"]);
    });

    it("matches exact phrases, exclusions and prefixes", async () => {
      expect(found(await search({ q: '"cache freshness"' }))).toEqual(["Cache Policy/T01"]);
      expect(found(await search({ q: '"freshness cache"' }))).toEqual([]);
      expect(found(await search({ q: "cache -warming" }))).toEqual(["Cache Policy/P01", "Cache Policy/T01", "Cache Policy/T01"]);
      expect(found(await search({ q: "eras*" }))).toEqual(["Cache Policy/T02"]);
      expect(found(await search({ q: "-cache type:perspective" }))).toEqual(["Event Log/P01", "Event Log/P02"]);
    });

    it("tells a tension where it was resolved, links each hit to its contribution, and marks the words it matched", async () => {
      const [hit] = (await search({ q: "freshness type:tension" })).hits;
      expect(hit).toMatchObject({ ref: "T01", agent: "Muffin", round: 0, status: "resolved", href: "/d/cache#round-0-c1" });
      expect(hit!.thread).toMatchObject({ id: "T01", status: "resolved", resolvedBy: { agent: "Scone", round: 1, href: "/d/cache#round-1-c1" } });
      expect(hit!.description.filter((p) => p.hit).map((p) => p.text)).toEqual(["freshness"]);
    });

    it("sorts by relevance, or by the dialogue's date", async () => {
      const byDate = await search({ q: "cache", sort: "date" });
      expect(byDate.hits[0]!.dialogue.title).toBe("Event Log");
      // The description weighs more than the prose: a tension named for the word outranks prose that mentions it.
      const byRank = await search({ q: "deploy" });
      expect(byRank.hits.map((h) => h.ref)).toEqual(["T01"]);
    });

    it("counts and ranks the newest candidates only when more match, and says so", async () => {
      const all = await searchMarkers(db, parseSearchRequest({ q: "cache" }));
      expect(all).toMatchObject({ capped: false, total: 4 });
      const capped = await searchMarkers(db, parseSearchRequest({ q: "cache" }), { candidateLimit: 2 });
      expect(capped.capped).toBe(true);
      expect(capped.total).toBe(3);
      // The newest candidates are the last imported: the Event Log's tension is among them.
      expect(capped.hits.map((h) => h.dialogue.title)).toContain("Event Log");
    });

    it("orders a broad search label first, then newest, instead of scoring every match", async () => {
      expect((await search({ q: "freshness" })).ranking).toBe("score");
      const broad = await searchMarkers(db, parseSearchRequest({ q: "freshness" }), { scoredLimit: 1 });
      expect(broad.ranking).toBe("label-then-newest");
      // The resolution is newer but has the word only in its prose; the tension is named by it.
      expect(broad.hits.map((h) => `${h.kind} ${h.ref}`)).toEqual(["tension T01", "resolution T01"]);
    });

    it("takes hostile input as words, never as SQL or full-text syntax", async () => {
      for (const q of [
        '"',
        '""',
        "NEAR",
        "NEAR(cache warming)",
        "*",
        "-",
        "- -",
        "' OR 1=1 --",
        '"; DROP TABLE "Marker"; --',
        "ÿ\u0000\uFFFF",
        "東京 🧁",
        "x".repeat(10_000),
        "cache* OR *",
        "a AND NOT b",
        "^cache",
        "col:cache",
      ]) {
        const r = await search({ q });
        expect(r.total, q.slice(0, 40)).toBeGreaterThanOrEqual(0);
      }
      expect(found(await search({ q: '" NEAR * OR - \' ; DROP TABLE "Marker"; --' }))).toEqual(["Event Log/P02"]);
      expect(await db.marker.count()).toBeGreaterThan(0);
    });

    it("follows re-imports and removals inside the import transaction", async () => {
      const changed = CACHE_POLICY.replaceAll("Cache freshness versus database load", "Staleness versus database load");
      await importItems(db, sourceId, groupDialogueFiles([{ path: "cache.dialogue.md", bytes: enc(changed) }]).items);
      expect(found(await search({ q: "staleness" }))).toEqual(["Cache Policy/T01"]);
      expect(found(await search({ q: "freshness type:tension" }))).toEqual([]);
      await db.dialogue.updateMany({ where: { path: "log.dialogue.md" }, data: { removedAt: new Date() } });
      expect(found(await search({ q: "warming" }))).toEqual([]);
    });
  });
}
