import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { arguedElsewhere, elsewhereSubject } from "@/lib/db/argued-elsewhere";
import { deleteSavedSearch, listSavedSearches, renameSavedSearch, saveSearch } from "@/lib/db/saved-searches";
import { searchForExport, searchMarkers, type SearchResult } from "@/lib/db/search";
import { searchResultsCsv, searchResultsJson } from "@/lib/export/search-results";
import { createUser } from "@/lib/db/users";
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

// Three dialogues for "argued elsewhere" (our own text, not the corpus): the subject, a dialogue on the same subject
// (several markers about it), and one that shares two rare words in one marker but is about something else.
const INJECTION = `# Alignment Dialogue: Context Injection

## Round 0: Opening

### Brioche 🧁

[TENSION T01: Hook injection versus MCP resources for context delivery]
Session hooks push context into the prompt before any tool exists; MCP resources pull knowledge only when asked.

[PERSPECTIVE P01: Pagination of audit exports]
Exports of the audit trail should be paged.
`;

const DELIVERY = `# Alignment Dialogue: Knowledge Delivery

## Round 0: Opening

### Strudel 🧁

[TENSION T01: Push context through session hooks or pull it from MCP resources]
Injection at session start is invisible to the agent; resources are explicit.

[PERSPECTIVE P01: Knowledge delivery needs one injection path]
Two paths for context confuse maintainers.

### Churro 🧁

[PERSPECTIVE P02: Hooks fire before tools, so injection must be pushed]
The prompt receives context from hooks.

## Round 1: Settling

### Strudel 🧁

[RESOLVED T01: Hooks inject a pointer, MCP resources carry the knowledge]
One delivery path.
`;

const BILLING = `# Alignment Dialogue: Billing Ledger

## Round 0: Opening

### Cannoli 🧁

[TENSION T01: Injection molding resources and MCP hooks for the ledger printer]
The print shop's injection moulding resources are booked.

[TENSION T02: =HYPERLINK("http://evil.example") looks like a formula]
A spreadsheet must not run it.

[PERSPECTIVE P01: Ledger rows are append only]
Corrections are new rows.
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

    it("splits words at punctuation as the query does: a hyphenated word is two, inside a phrase too", async () => {
      // PostgreSQL's parser kept `write-through` whole beside its parts, one position apart from `a`.
      expect(found(await search({ q: '"with a write-through cache"' }))).toEqual(["Cache Policy/T01"]);
      expect(found(await search({ q: '"a write through"' }))).toEqual(["Cache Policy/T01"]);
      expect(found(await search({ q: "through" }))).toEqual(["Cache Policy/T01"]);
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

    describe(`multi-value facets, grouping, export, saved searches and "argued elsewhere" on ${label}`, () => {
      let db: Db;
      let cleanup: () => Promise<void>;
      const search = (params: Record<string, string | string[]>, options = {}) => searchMarkers(db, parseSearchRequest(params), options);
      const found = (r: SearchResult) => r.hits.map((h) => `${h.dialogue.slug}/${h.ref}`).sort();

      beforeAll(async () => {
        ({ db, cleanup } = await open());
        const source = await ensureSource(db, { kind: "upload", name: "elsewhere-tests" });
        await importItems(
          db,
          source.id,
          groupDialogueFiles([
            { path: "injection.dialogue.md", bytes: enc(INJECTION) },
            { path: "delivery.dialogue.md", bytes: enc(DELIVERY) },
            { path: "billing.dialogue.md", bytes: enc(BILLING) },
          ]).items,
        );
      }, 60_000);
      afterAll(async () => cleanup?.());

      it("ORs the values within a facet and ANDs the facets; a facet's counts ignore its own choice", async () => {
        const two = await search({ q: "", agent: ["Strudel", "Cannoli"] });
        expect(found(two)).toEqual(["billing/P01", "billing/T01", "billing/T02", "delivery/P01", "delivery/T01", "delivery/T01"]);
        // The agent facet still counts every agent (under the other filters), so a third can be added.
        expect(two.facets.agent.map((f) => [f.value, f.count]).sort()).toEqual([
          ["Brioche", 2],
          ["Cannoli", 3],
          ["Churro", 1],
          ["Strudel", 3],
        ]);
        // Type counts follow the agent choice.
        expect(two.facets.type).toEqual([
          { value: "tension", count: 3 },
          { value: "perspective", count: 2 },
          { value: "resolution", count: 1 },
        ]);
        const narrowed = await search({ q: "", agent: ["Strudel", "Cannoli"], type: ["tension", "resolution"], round: ["0"] });
        expect(found(narrowed)).toEqual(["billing/T01", "billing/T02", "delivery/T01"]);
        expect(found(await search({ q: "", dialogue: ["delivery", "billing"], type: "perspective" }))).toEqual(["billing/P01", "delivery/P01", "delivery/P02"]);
      });

      it("groups by dialogue: one block each with its count and best three, dialogues in the order of their best result, paged by dialogue", async () => {
        const flat = await search({ q: "injection" });
        const grouped = await search({ q: "injection", group: "dialogue" });
        expect(grouped.hits).toEqual([]);
        expect(grouped.groupCount).toBe(3);
        expect(grouped.groups!.map((g) => g.count).reduce((a, b) => a + b)).toBe(flat.total);
        const order = [...new Set(flat.hits.map((h) => h.dialogue.slug))];
        expect(grouped.groups!.map((g) => g.dialogue.slug)).toEqual(order);
        for (const g of grouped.groups!) {
          expect(g.hits.every((h) => h.dialogue.slug === g.dialogue.slug)).toBe(true);
          expect(g.hits.map((h) => h.markerId)).toEqual(
            flat.hits
              .filter((h) => h.dialogue.slug === g.dialogue.slug)
              .slice(0, 3)
              .map((h) => h.markerId),
          );
        }
        expect(grouped.groups!.find((g) => g.dialogue.slug === "delivery")).toMatchObject({ count: 3 });
        const page2 = await search({ q: "injection", group: "dialogue", page: "2" }, { groupsPerPage: 2 });
        expect(page2).toMatchObject({ page: 2, pageCount: 2 });
        expect(page2.groups!.map((g) => g.dialogue.slug)).toEqual(order.slice(2));
      });

      it("exports every result, not a page, whole, with the formula guard in CSV", async () => {
        const request = parseSearchRequest({ q: "", limit: "2" });
        const all = await searchForExport(db, request);
        expect(all.hits).toHaveLength(all.total);
        expect(all.total).toBe(9);
        const csv = searchResultsCsv(all, "http://app");
        const lines = csv.trimEnd().split("\r\n");
        expect(lines[0]).toBe(
          "rank,kind,type,id,status,label,text,dialogue,dialogue_title,dialogue_status,date,source,round,agent,line,thread,thread_status,url",
        );
        expect(lines).toHaveLength(10);
        expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") looks like a formula"`);
        expect(csv).toContain("Session hooks push context into the prompt before any tool exists; MCP resources pull knowledge only when asked.");
        const capped = await searchForExport(db, request, { candidateLimit: 3 });
        // The export stops at the cap (the count probes one past it, to know it was cut).
        expect(capped).toMatchObject({ capped: true });
        expect(capped.hits).toHaveLength(3);
        const json = JSON.parse(searchResultsJson(capped, "http://app", "/search", new Date(0)));
        expect(json).toMatchObject({ search: "http://app/search", capped: true, candidateLimit: 3 });
        expect(json.results[0]).toMatchObject({ rank: 1, url: expect.stringMatching(/^http:\/\/app\/d\/\w+#round-0-c\d$/) });
      });

      it("keeps each user's saved searches apart: same names for two users, one name once for one user, nobody else's reachable", async () => {
        const a = await createUser(db, { email: "a@example.org", role: "viewer", password: "a long password 1" });
        const b = await createUser(db, { email: "b@example.org", role: "judge", password: "a long password 2" });
        const saved = await saveSearch(db, a.id, { name: "Open", query: "status=open" });
        await saveSearch(db, b.id, { name: "Open", query: "q=hooks" });
        await expect(saveSearch(db, a.id, { name: "Open", query: "q=x" })).rejects.toMatchObject({ code: "conflict" });
        await expect(renameSavedSearch(db, b.id, { id: saved.id, name: "Mine" })).rejects.toMatchObject({ code: "not-found" });
        await expect(deleteSavedSearch(db, b.id, saved.id)).rejects.toMatchObject({ code: "not-found" });
        await renameSavedSearch(db, a.id, { id: saved.id, name: "Open tensions" });
        expect((await listSavedSearches(db, a.id)).map((s) => [s.name, s.query])).toEqual([["Open tensions", "status=open"]]);
        expect((await listSavedSearches(db, b.id)).map((s) => s.name)).toEqual(["Open"]);
      });

      it("argued elsewhere: prefers the dialogue on the same subject, leaves out its own dialogue, links to each marker", async () => {
        const subject = await elsewhereSubject(db, { slug: "injection", kind: "tension", id: "T01" });
        expect(subject).toMatchObject({ label: expect.stringContaining("Hook injection") });
        const r = await arguedElsewhere(db, subject!);
        expect(r.terms).toEqual(expect.arrayContaining(["injection", "resources", "hook", "mcp"]));
        expect(r.hits.map((h) => h.dialogue.slug)).not.toContain("injection");
        // The billing tension shares "injection" and "resources" in its label, but the delivery dialogue argues the subject.
        expect(r.hits.slice(0, 2).map((h) => h.dialogue.slug)).toEqual(["delivery", "delivery"]);
        expect(r.hits.map((h) => h.dialogue.slug)).toContain("billing");
        const first = r.hits[0]!;
        const marker = await db.marker.findUniqueOrThrow({ where: { id: first.markerId }, select: { ordinal: true, markerId: true } });
        expect(first.href).toBe(`/d/delivery#marker-${marker.ordinal + 1}`);
        // By a search result's marker id, the same subject.
        const byMarker = await elsewhereSubject(db, {
          markerId: (await search({ q: "hook injection type:tension" })).hits.find((h) => h.dialogue.slug === "injection")!.markerId,
        });
        expect((await arguedElsewhere(db, byMarker!)).hits[0]!.dialogue.slug).toBe("delivery");
        // One shared word is chance: "ledger" and "session" are each elsewhere, never together, so nothing is offered.
        expect((await arguedElsewhere(db, { dialogueId: subject!.dialogueId, label: "Ledger session", text: "" })).hits).toEqual([]);
        expect((await arguedElsewhere(db, { dialogueId: subject!.dialogueId, label: "Ledger", text: "" })).hits.map((h) => h.dialogue.slug)).toEqual([
          "billing",
          "billing",
        ]);
        // Nothing distinctive, nothing found; a removed dialogue is never offered.
        expect((await arguedElsewhere(db, { dialogueId: subject!.dialogueId, label: "It is what it is", text: "" })).hits).toEqual([]);
        await db.dialogue.updateMany({ where: { slug: "delivery" }, data: { removedAt: new Date() } });
        expect((await arguedElsewhere(db, subject!)).hits.map((h) => h.dialogue.slug)).toEqual(["billing"]);
        await db.dialogue.updateMany({ where: { slug: "delivery" }, data: { removedAt: null } });
      });
    });
  });
}
