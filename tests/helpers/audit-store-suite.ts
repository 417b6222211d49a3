import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECTION_VERSION, registerFormat } from "@/lib/contract";
import { EMPTY_FILTER, type BucketAggregate } from "@/lib/audit-view";
import { claimRows, comparisonChoices, findingsByKind, findingsByMonth, findingsBySource, mostFindings, sideAggregate } from "@/lib/db/audit-corpus";
import type { Db } from "@/lib/db/client";
import { listDialogues } from "@/lib/db/dialogues";
import { searchMarkers } from "@/lib/db/search";
import { DEFAULT_INDEX_QUERY, type IndexQuery } from "@/lib/dialogue-index";
import { parseSearchRequest } from "@/lib/search/request";
import { reprojectStale } from "@/lib/db/reproject";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { toyFormat } from "../fixtures/toy-format";
import { auditedDialogue } from "./audit-fixtures";

const enc = (s: string) => new TextEncoder().encode(s);
const FINDING = { rule: true, agent: true, tension: true, round: true, line: true, file: true, message: true } as const;

/**
 * The audit stored with a document's reading, and rows an older reading wrote re-projected, on one database: the same
 * promises are checked on SQLite and PostgreSQL.
 */
export function auditStoreSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`the audit stored on ${label}`, () => {
    beforeAll(() => registerFormat(toyFormat));

    async function withDb(test: (db: Db, sourceId: number) => Promise<void>) {
      const { db, cleanup } = await open();
      try {
        const source = await ensureSource(db, { kind: "upload", name: "audit" });
        await test(db, source.id);
      } finally {
        await cleanup();
      }
    }
    const importText = (db: Db, sourceId: number, path: string, text: string) =>
      importItems(db, sourceId, groupDialogueFiles([{ path, bytes: enc(text) }]).items);

    it("writes a dialogue's findings with its reading, and a re-import replaces them", () =>
      withDb(async (db, sourceId) => {
        await importText(db, sourceId, "a.dialogue.md", auditedDialogue({ title: "Open", date: "2026-10-02", open: true, silent: true }));
        const row = await db.dialogue.findFirstOrThrow({ select: { id: true, auditFindingCount: true, projectionVersion: true } });
        expect(row).toMatchObject({ auditFindingCount: 2, projectionVersion: PROJECTION_VERSION });
        const findings = await db.auditFinding.findMany({ where: { dialogueId: row.id }, orderBy: { ordinal: "asc" }, select: FINDING });
        expect(findings).toEqual([
          expect.objectContaining({ rule: "declared-with-open-business", agent: null, tension: "T02", line: 5, file: null }),
          expect.objectContaining({ rule: "silent-agent", agent: "Scone", round: 0, line: 24, file: null }),
        ]);
        expect(findings.every((f) => f.message.length > 0)).toBe(true);

        // Closed and argued: nothing left to find, and nothing of the last reading stays behind.
        const [outcome] = await importText(db, sourceId, "a.dialogue.md", auditedDialogue({ title: "Open", date: "2026-10-02", open: false }));
        expect(outcome!.status).toBe("updated");
        expect(await db.auditFinding.count()).toBe(0);
        expect((await db.dialogue.findUniqueOrThrow({ where: { id: row.id } })).auditFindingCount).toBe(0);
      }));

    it("stores another format's findings through its own audit hook, by its own rule code", () =>
      withDb(async (db, sourceId) => {
        const ticket = ["TOY TICKET: Lantern cache", "Status: done", "NOTE: warmed", "NOTE: TODO flush the quasar", ""].join("\n");
        await importText(db, sourceId, "t.toy.md", ticket);
        const row = await db.dialogue.findFirstOrThrow({ select: { kind: true, auditFindingCount: true, auditFindings: { select: FINDING } } });
        expect(row.kind).toBe("toy");
        expect(row.auditFindingCount).toBe(1);
        expect(row.auditFindings).toEqual([
          {
            rule: "toy-done-with-todo",
            agent: "toy-bot",
            tension: null,
            round: null,
            line: 4,
            file: null,
            message: "Done, but a note says: TODO flush the quasar",
          },
        ]);
      }));

    it("keeps the subject an agent format names, so claim against delivery counts its documents with no finding too", () =>
      withDb(async (db, sourceId) => {
        await importText(db, sourceId, "a.toy.md", ["TOY TICKET: Lantern cache", "Status: done", "NOTE: TODO flush the quasar", ""].join("\n"));
        await importText(db, sourceId, "b.toy.md", ["TOY TICKET: Lantern index", "Status: done", "NOTE: flushed", ""].join("\n"));
        await importText(db, sourceId, "c.dialogue.md", auditedDialogue({ title: "Open", date: "2026-10-02", open: true }));
        expect((await db.dialogue.findMany({ orderBy: { id: "asc" }, select: { auditSubject: true } })).map((d) => d.auditSubject)).toEqual([
          "toy-bot",
          "toy-bot",
          null,
        ]);
        const rows = await claimRows(db, ["toy"]);
        expect(rows.map((r) => [r.title, r.subject, r.rule])).toEqual([
          ["Lantern cache", "toy-bot", "toy-done-with-todo"],
          ["Lantern index", "toy-bot", null],
        ]);
        expect(await claimRows(db, [])).toEqual([]);
      }));

    it("re-projects a row an older reading wrote from its stored text, once, keeping its removal", () =>
      withDb(async (db, sourceId) => {
        await importText(db, sourceId, "a.dialogue.md", auditedDialogue({ title: "Kept", date: "2026-10-02", open: true }));
        await importText(db, sourceId, "b.dialogue.md", auditedDialogue({ title: "Gone", date: "2026-10-03", open: true, silent: true }));
        const before = await db.dialogue.findMany({ orderBy: { id: "asc" }, select: { id: true, title: true, markerCount: true, auditFindingCount: true } });
        const versionsBefore = await db.documentVersion.count();
        // What an older deploy left: another reading's columns, no findings, an older version; one of them removed.
        await db.auditFinding.deleteMany({});
        await db.dialogue.updateMany({ data: { projectionVersion: PROJECTION_VERSION - 1, title: "stale", markerCount: 0, auditFindingCount: 0 } });
        const removedAt = new Date("2026-11-01T00:00:00Z");
        await db.dialogue.update({ where: { id: before[1]!.id }, data: { removedAt } });

        expect(await reprojectStale(db)).toBe(2);
        const after = await db.dialogue.findMany({
          orderBy: { id: "asc" },
          select: { id: true, title: true, markerCount: true, auditFindingCount: true, projectionVersion: true, removedAt: true },
        });
        expect(after.map((r) => ({ id: r.id, title: r.title, markerCount: r.markerCount, auditFindingCount: r.auditFindingCount }))).toEqual(before);
        expect(after.map((r) => r.projectionVersion)).toEqual([PROJECTION_VERSION, PROJECTION_VERSION]);
        expect(after.map((r) => r.removedAt?.toISOString() ?? null)).toEqual([null, removedAt.toISOString()]);
        expect(await db.auditFinding.count()).toBe(before[0]!.auditFindingCount + before[1]!.auditFindingCount);
        // The same content: no new version of it.
        expect(await db.documentVersion.count()).toBe(versionsBefore);
        // Idempotent: nothing is stale any more.
        expect(await reprojectStale(db)).toBe(0);
      }));

    it("re-projects an unchanged arrival whose row an older reading wrote", () =>
      withDb(async (db, sourceId) => {
        const text = auditedDialogue({ title: "Again", date: "2026-10-02", open: true });
        await importText(db, sourceId, "a.dialogue.md", text);
        await db.auditFinding.deleteMany({});
        await db.dialogue.updateMany({ data: { projectionVersion: 0, title: "stale", auditFindingCount: 0 } });
        const [outcome] = await importText(db, sourceId, "a.dialogue.md", text);
        expect(outcome!.status).toBe("unchanged");
        const row = await db.dialogue.findFirstOrThrow({ select: { title: true, auditFindingCount: true, projectionVersion: true } });
        expect(row).toEqual({ title: "Again", auditFindingCount: 1, projectionVersion: PROJECTION_VERSION });
      }));
  });
}

/** The index's Findings column and audit filter on one database: sorted, filtered and counted by the database. */
export function auditIndexSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`the index's audit column and filter on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    const q = (change: Partial<IndexQuery>) => listDialogues(db, { ...DEFAULT_INDEX_QUERY, ...change });
    const titles = async (change: Partial<IndexQuery>) => (await q(change)).rows.map((r) => r.title);

    beforeAll(async () => {
      ({ db, cleanup } = await open());
      const source = await ensureSource(db, { kind: "upload", name: "audit" });
      const files = [
        // Declared over an open row, and a silent agent: two findings of two rules.
        { path: "both.dialogue.md", bytes: enc(auditedDialogue({ title: "Both", date: "2026-10-01", open: true, silent: true })) },
        { path: "declared.dialogue.md", bytes: enc(auditedDialogue({ title: "Declared", date: "2026-10-02", open: true })) },
        { path: "silent.dialogue.md", bytes: enc(auditedDialogue({ title: "Silent", date: "2026-10-03", open: false, silent: true })) },
        { path: "clean.dialogue.md", bytes: enc(auditedDialogue({ title: "Clean", date: "2026-10-04", open: false })) },
      ];
      await importItems(db, source.id, groupDialogueFiles(files).items);
    }, 60_000);
    afterAll(async () => cleanup?.());

    it("shows each document's count of findings and sorts by it, most first then fewest", async () => {
      const page = await q({ sort: "findings", dir: "desc" });
      expect(page.rows.map((r) => [r.title, r.auditFindingCount])).toEqual([
        ["Both", 2],
        ["Declared", 1],
        ["Silent", 1],
        ["Clean", 0],
      ]);
      expect(await titles({ sort: "findings", dir: "asc" })).toEqual(["Clean", "Declared", "Silent", "Both"]);
    });

    it("filters by one rule, by several (a finding of any of them), and by any finding", async () => {
      expect(await titles({ audit: ["silent-agent"] })).toEqual(["Silent", "Both"]);
      expect(await titles({ audit: ["declared-with-open-business"] })).toEqual(["Declared", "Both"]);
      expect(await titles({ audit: ["declared-with-open-business", "silent-agent"] })).toEqual(["Silent", "Declared", "Both"]);
      expect(await titles({ audit: ["any"] })).toEqual(["Silent", "Declared", "Both"]);
      expect(await titles({ audit: ["judge-drift"] })).toEqual([]);
    });

    it("counts each rule's documents under the other filters, and keeps a chosen rule with none", async () => {
      const facets = (await q({})).audits;
      expect(facets).toEqual([
        { value: "any", label: "Any finding", count: 3 },
        { value: "declared-with-open-business", label: "Declared with open business", count: 2 },
        { value: "silent-agent", label: "Silent agent", count: 2 },
      ]);
      const narrowed = (await q({ q: "silent", audit: ["judge-drift"] })).audits;
      expect(narrowed).toEqual([
        { value: "any", label: "Any finding", count: 1 },
        { value: "declared-with-open-business", label: "Declared with open business", count: 0 },
        { value: "silent-agent", label: "Silent agent", count: 1 },
        { value: "judge-drift", label: "Judge drift", count: 0 },
      ]);
    });

    it("narrows search results to documents with a finding of a rule, counting the results behind each rule", async () => {
      const search = (params: Record<string, string | string[]>) => searchMarkers(db, parseSearchRequest(params));
      const slugsOf = async (params: Record<string, string | string[]>) => [...new Set((await search(params)).hits.map((h) => h.dialogue.title))].sort();
      // Every fixture raises the same tensions: the same number of tension results in each of the four.
      const all = await search({ type: "tension" });
      const perDialogue = all.total / 4;
      expect(Number.isInteger(perDialogue)).toBe(true);
      expect(all.facets.audit).toEqual([
        { value: "any", count: 3 * perDialogue },
        { value: "declared-with-open-business", count: 2 * perDialogue },
        { value: "silent-agent", count: 2 * perDialogue },
      ]);
      expect(await slugsOf({ type: "tension", audit: "silent-agent" })).toEqual(["Both", "Silent"]);
      expect(await slugsOf({ type: "tension", audit: ["silent-agent", "declared-with-open-business"] })).toEqual(["Both", "Declared", "Silent"]);
      expect(await slugsOf({ type: "tension", audit: "any" })).toEqual(["Both", "Declared", "Silent"]);
      // A facet counts under the other filters, its own choice aside: "Hooks" is one tension of each dialogue.
      const narrowed = await search({ type: "tension", audit: "silent-agent", q: "Hooks" });
      expect(narrowed.total).toBe(2);
      expect(narrowed.facets.audit.find((f) => f.value === "declared-with-open-business")?.count).toBe(2);
    });
  });
}

/** /audit's aggregates on one database: grouped by month, source and kind in SQL, and two filters compared. */
export function auditCorpusSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`the audit over the corpus on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      registerFormat(toyFormat);
      ({ db, cleanup } = await open());
      const blue = await ensureSource(db, { kind: "upload", name: "blue" });
      const green = await ensureSource(db, { kind: "upload", name: "green" });
      const file = (path: string, text: string) => ({ path, bytes: enc(text) });
      await importItems(
        db,
        blue.id,
        groupDialogueFiles([
          file("b1.dialogue.md", auditedDialogue({ title: "B1", date: "2026-01-10", open: true, silent: true })),
          file("b2.dialogue.md", auditedDialogue({ title: "B2", date: "2026-01-20", open: true })),
          file("b3.dialogue.md", auditedDialogue({ title: "B3", date: "2026-02-05", open: false })),
        ]).items,
      );
      await importItems(
        db,
        green.id,
        groupDialogueFiles([
          file("g1.dialogue.md", auditedDialogue({ title: "G1", date: "2026-02-14", open: false, silent: true, participants: ["Kite", "Cupcake", "Scone"] })),
          file("g2.dialogue.md", auditedDialogue({ title: "G2", date: "2026-03-01", open: false, participants: ["Kite", "Cupcake", "Scone"] })),
          file("t.toy.md", ["TOY TICKET: Lantern", "Status: done", "NOTE: TODO flush", ""].join("\n")),
        ]).items,
      );
      // A removed dialogue counts nowhere.
      await importItems(db, green.id, groupDialogueFiles([file("gone.dialogue.md", auditedDialogue({ title: "Gone", date: "2026-01-01", open: true }))]).items);
      await db.dialogue.updateMany({ where: { title: "Gone" }, data: { removedAt: new Date() } });
    }, 60_000);
    afterAll(async () => cleanup?.());

    const byKey = (rows: BucketAggregate[]) => Object.fromEntries(rows.map((r) => [r.key, { dialogues: r.dialogues, rules: r.rules }]));

    it("counts each month's dialogues and, per rule, those with a finding and the findings", async () => {
      expect(byKey(await findingsByMonth(db))).toEqual({
        "2026-01": {
          dialogues: 2,
          rules: { "declared-with-open-business": { dialogues: 2, findings: 2 }, "silent-agent": { dialogues: 1, findings: 1 } },
        },
        "2026-02": { dialogues: 2, rules: { "silent-agent": { dialogues: 1, findings: 1 } } },
        "2026-03": { dialogues: 1, rules: {} },
      });
    });

    it("counts by source, and the agent formats' findings by kind apart from the dialogues'", async () => {
      expect(byKey(await findingsBySource(db))).toEqual({
        blue: { dialogues: 3, rules: { "declared-with-open-business": { dialogues: 2, findings: 2 }, "silent-agent": { dialogues: 1, findings: 1 } } },
        green: { dialogues: 2, rules: { "silent-agent": { dialogues: 1, findings: 1 } } },
      });
      expect(byKey(await findingsByKind(db))).toEqual({ toy: { dialogues: 1, rules: { "toy-done-with-todo": { dialogues: 1, findings: 1 } } } });
    });

    it("lists the documents with the most findings first, with their findings by rule", async () => {
      const most = await mostFindings(db);
      expect(most.map((m) => [m.title, m.findings])).toEqual([
        ["B1", 2],
        ["G1", 1],
        ["B2", 1],
        ["Lantern", 1],
      ]);
      expect(most[0]!.rules).toEqual({ "declared-with-open-business": 1, "silent-agent": 1 });
    });

    it("aggregates one side of a comparison by source, agent on the panel and months", async () => {
      expect(await sideAggregate(db, EMPTY_FILTER)).toMatchObject({ dialogues: 5, withFindings: 3, findings: 4 });
      expect(await sideAggregate(db, { ...EMPTY_FILTER, source: "blue" })).toMatchObject({
        dialogues: 3,
        withFindings: 2,
        findings: 3,
        rules: { "declared-with-open-business": 2, "silent-agent": 1, "judge-drift": 0 },
      });
      expect(await sideAggregate(db, { ...EMPTY_FILTER, agent: "Kite" })).toMatchObject({ dialogues: 2, withFindings: 1 });
      expect(await sideAggregate(db, { ...EMPTY_FILTER, from: "2026-02", to: "2026-02" })).toMatchObject({ dialogues: 2, withFindings: 1 });
      expect(await sideAggregate(db, { ...EMPTY_FILTER, to: "2026-01" })).toMatchObject({ dialogues: 2, withFindings: 2 });
      const choices = await comparisonChoices(db);
      expect(choices.sources).toEqual(["blue", "green"]);
      expect(choices.agents).toEqual(expect.arrayContaining(["Kite", "Muffin", "Cupcake"]));
    });
  });
}
