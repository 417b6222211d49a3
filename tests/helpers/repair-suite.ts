import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations, migrationsDir } from "@/lib/db/migrate";
import { repairDocuments } from "@/lib/db/repair";
import { migrateDatabase } from "@/lib/db/setup";
import { listSources } from "@/lib/db/sources";
import type { DatabaseTarget } from "@/lib/env";

const FIRST_WITH_IDENTITY = "20261129100000_document_identity";
const SLUG = "2026-05-03T0900Z-cache-policy";
const DIRECTORY = [
  { path: "round-0/muffin.md", content: "[TENSION T01: Cache invalidation on write]\n" },
  { path: "round-0/scone.md", content: "[TENSION T01: Tenant isolation of the cache]\n" },
  { path: "round-1/muffin.md", content: "[RESOLVED T01: write-through settles invalidation]\n" },
];
const SUMMARY = `# Alignment Dialogue: Cache Policy

**Status**: Converged

## Expert Panel

| Agent | Role | Tier | Relevance | Emoji |
|---|---|---|---|---|
| 🧁 Muffin | Cache Architect | Core | 0.90 | 🧁 |
| 🧁 Scone | Platform Operator | Core | 0.80 | 🧁 |

## Tensions Tracker

| ID | Tension | Status | Raised |
|---|---|---|---|
| T01 | Cache invalidation on write | Resolved | 🧁 Muffin R0 |
| T02 | Tenant isolation of the cache | Deferred | 🧁 Scone R0 |
`;

/** The migrations today's main has: every one before document identity. */
function oldMigrations(provider: DatabaseTarget["provider"]): string {
  const all = migrationsDir({ provider } as DatabaseTarget);
  const dir = mkdtempSync(join(tmpdir(), "roundtable-old-migrations-"));
  for (const name of readdirSync(all).filter((n) => n < FIRST_WITH_IDENTITY)) cpSync(join(all, name), join(dir, name), { recursive: true });
  return dir;
}

/** A dialogue row as today's main writes it: no part, no version, no key (the columns it does not know stay empty). */
async function insertOldDialogue(db: Db, row: { sourceId: number; path: string; slug: string; layout: string; raw: string; hash: string }): Promise<number> {
  const now = new Date();
  await db.$executeRaw`INSERT INTO "Dialogue" ("sourceId", "path", "slug", "kind", "title", "status", "statusRaw", "layout", "contentHash", "roundCount", "agentCount", "markerCount", "perspectiveCount", "tensionCount", "openTensionCount", "errorCount", "warningCount", "updatedAt")
    VALUES (${row.sourceId}, ${row.path}, ${row.slug}, 'dialogue', 'Cache Policy', 'unknown', '', ${row.layout}, ${row.hash}, 2, 2, 3, 0, 2, 2, 0, 0, ${now})`;
  const [found] = await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Dialogue" WHERE "slug" = ${row.slug}`;
  const id = Number(found!.id);
  await db.$executeRaw`INSERT INTO "DialogueText" ("dialogueId", "raw") VALUES (${id}, ${row.raw})`;
  return id;
}

/**
 * Prisma 6.19 refuses a query with more bound values than it allows the database: 999 on SQLite (32,766 on
 * PostgreSQL). One more than SQLite's on both: the repair reads and writes the same way on each, and 32,767 documents
 * would cost PostgreSQL ~40 s of the suite to show it again.
 */
const MORE_THAN_SQLITE_BINDS = 1_000;

/**
 * `count` documents as rows written before parts and versions were kept (the agents bench's generator, or an old
 * database upgraded), in two statements whatever the count: `bulk/<i>.dialogue.md`, each its own content but for
 * the first two (one content, no key of their own) and the next two (one dialogue's key, two paths).
 */
async function insertBareDialogues(db: Db, sourceId: number, count: number) {
  const now = new Date();
  await db.$executeRaw`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO "Dialogue" ("sourceId", "path", "slug", "kind", "title", "status", "statusRaw", "layout", "contentHash", "roundCount", "agentCount", "markerCount", "perspectiveCount", "tensionCount", "openTensionCount", "errorCount", "warningCount", "updatedAt")
    SELECT ${sourceId},
      CASE WHEN i = 3 THEN ${`a/${SLUG}.dialogue.recorded.md`} WHEN i = 4 THEN ${`b/${SLUG}.dialogue.recorded.md`} ELSE 'bulk/' || CAST(i AS TEXT) || '.dialogue.md' END,
      'bulk-' || CAST(i AS TEXT), 'dialogue', 'Bulk', 'unknown', '', 'single-file',
      CASE WHEN i <= 2 THEN 'same' ELSE 'bulk-' || CAST(i AS TEXT) END, 1, 0, 0, 0, 0, 0, 0, 0, ${now}
    FROM n`;
  await db.$executeRaw`INSERT INTO "DialogueText" ("dialogueId", "raw") SELECT "id", '# Alignment Dialogue: Bulk' FROM "Dialogue"`;
}

/**
 * A database made the old way, with the issue's three copies of one dialogue (its summary uploaded, its directory
 * zipped, both synced) and judges' scores, a comment and queue items on all of them, upgraded as `npm start` does.
 */
export function repairSuite(label: string, make: () => Promise<{ target: DatabaseTarget; cleanup: () => Promise<void> }>) {
  describe(`upgrading a database with duplicates on ${label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });

    it("merges the copies by key into the oldest, keeping every score, comment and queue item, and says so", async () => {
      const { target, cleanup } = await make();
      cleanups.push(cleanup);
      const migrations = oldMigrations(target.provider);
      cleanups.push(async () => rmSync(migrations, { recursive: true, force: true }));
      await applyMigrations(target, migrations);
      const old = createDb(target);
      cleanups.push(() => old.$disconnect());
      const uploads = await old.source.create({ data: { kind: "upload", name: "uploads" }, select: { id: true } });
      const git = await old.source.create({ data: { kind: "git", name: "blue", url: "/repo", branch: "main" }, select: { id: true } });
      const dir = JSON.stringify(DIRECTORY);
      const withSummary = JSON.stringify([...DIRECTORY, { path: `${SLUG}.dialogue.recorded.md`, content: SUMMARY }]);
      const base = SLUG.toLowerCase();
      const summaryId = await insertOldDialogue(old, {
        sourceId: uploads.id,
        path: `${SLUG}.dialogue.recorded.md`,
        slug: base,
        layout: "single-file",
        raw: SUMMARY,
        hash: "h1",
      });
      const zippedId = await insertOldDialogue(old, {
        sourceId: uploads.id,
        path: `dialogues/${SLUG}`,
        slug: `${base}-2`,
        layout: "directory",
        raw: dir,
        hash: "h2",
      });
      const syncedId = await insertOldDialogue(old, {
        sourceId: git.id,
        path: `.blue/dialogues/${SLUG}`,
        slug: `${base}-3`,
        layout: "directory",
        raw: withSummary,
        hash: "h3",
      });
      const otherId = await insertOldDialogue(old, {
        sourceId: git.id,
        path: "notes/other.dialogue.md",
        slug: "other",
        layout: "single-file",
        raw: "# Alignment Dialogue: Other\n\n## Round 0\n",
        hash: "h4",
      });
      // Raw: today's client would also write user columns (kind) the old database has not got yet.
      await old.$executeRaw`INSERT INTO "User" ("id", "name", "email", "role", "updatedAt") VALUES ('j1', 'Judge', 'j@example.com', 'judge', CURRENT_TIMESTAMP)`;
      const judge = { id: "j1" };
      // Raw, as the judge scores of today's main are: its JudgeScore has no document version yet.
      const score = (dialogueId: number, round: number) =>
        old.$executeRaw`INSERT INTO "JudgeScore" ("dialogueId", "round", "agent", "judgeId", "version", "wisdom", "consistency", "truth", "relationships")
          VALUES (${dialogueId}, ${round}, 'Muffin', ${judge.id}, 1, 5, 5, 5, 5)`;
      await score(summaryId, 0);
      await score(zippedId, 0);
      await score(syncedId, 1);
      await score(otherId, 0);
      await old.roundComment.create({ data: { dialogueId: zippedId, round: 0, authorId: judge.id, body: "T01 is the crux" } });
      // Raw too: today's client would also write the queue's rubric, a column the old database does not have yet.
      await old.$executeRaw`INSERT INTO "JudgingQueue" ("name", "judgesPerItem") VALUES ('q', 1)`;
      const [queue] = await old.$queryRaw<{ id: number | bigint }[]>`SELECT "id" FROM "JudgingQueue" WHERE "name" = 'q'`;
      await old.queueItem.createMany({
        data: [
          { queueId: Number(queue!.id), dialogueId: summaryId, round: 0, position: 0 },
          { queueId: Number(queue!.id), dialogueId: zippedId, round: 0, position: 1 },
          { queueId: Number(queue!.id), dialogueId: syncedId, round: 1, position: 2 },
        ],
      });

      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      await migrateDatabase(target);
      const printed = log.mock.calls.map((c) => String(c[0]));
      log.mockRestore();

      const db = createDb(target);
      cleanups.push(() => db.$disconnect());
      const live = await db.dialogue.findMany({ orderBy: { id: "asc" }, select: { id: true, slug: true, logicalKey: true } });
      expect(live).toEqual([
        { id: summaryId, slug: base, logicalKey: `dialogue:${SLUG}` },
        { id: otherId, slug: "other", logicalKey: null },
      ]);
      const merged = await db.dialogue.findUniqueOrThrow({
        where: { id: summaryId },
        select: {
          title: true,
          judgeScores: { orderBy: [{ round: "asc" }, { version: "asc" }], select: { round: true, version: true } },
          comments: { select: { body: true } },
          queueItems: { orderBy: { round: "asc" }, select: { round: true } },
          tensions: { orderBy: { registryId: "asc" }, select: { registryId: true, status: true } },
          rounds: { orderBy: { number: "asc" }, select: { number: true } },
          redirects: { orderBy: { slug: "asc" }, select: { slug: true, reason: true } },
        },
      });
      // Every score kept: the zipped copy's round-0 score follows the summary's as its next version.
      expect(merged.judgeScores).toEqual([
        { round: 0, version: 1 },
        { round: 0, version: 2 },
        { round: 1, version: 1 },
      ]);
      expect(merged.comments).toEqual([{ body: "T01 is the crux" }]);
      expect(merged.queueItems).toEqual([{ round: 0 }, { round: 1 }]);
      // Read again from all its parts: rounds from the directory, the final rulings from the summary.
      expect(merged.rounds.map((r) => r.number)).toEqual([0, 1]);
      expect(merged.tensions).toEqual([
        { registryId: "T01", status: "resolved" },
        { registryId: "T02", status: "deferred" },
      ]);
      expect(merged.redirects).toEqual([
        { slug: `${base}-2`, reason: "repaired" },
        { slug: `${base}-3`, reason: "repaired" },
      ]);
      expect(await db.judgeScore.count()).toBe(4);
      expect(printed.filter((l) => l.startsWith("repaired: "))).toEqual([
        `repaired: ${base}-2 merged into ${base} (1 judges' scores, 1 comments, 0 queue items, 1 versions; 1 duplicate queue items dropped)`,
        `repaired: ${base}-3 merged into ${base} (1 judges' scores, 0 comments, 1 queue items, 1 versions)`,
      ]);
      const counts = new Map((await listSources(db)).map((s) => [s.name, s.dialogues]));
      expect(Object.fromEntries(counts)).toEqual({ uploads: 1, blue: 2 });

      // A second start finds nothing left to repair.
      const again = vi.spyOn(console, "log").mockImplementation(() => undefined);
      await migrateDatabase(target);
      expect(again.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith("repaired"))).toEqual([]);
      again.mockRestore();
    }, 120_000);

    it("repairs more documents than one SQLite query may bind values, with the same result as a few", async () => {
      const { target, cleanup } = await make();
      cleanups.push(cleanup);
      await applyMigrations(target);
      const db = createDb(target);
      cleanups.push(() => db.$disconnect());
      const source = await db.source.create({ data: { kind: "upload", name: "bulk" }, select: { id: true } });
      const count = MORE_THAN_SQLITE_BINDS;
      await insertBareDialogues(db, source.id, count);

      const report = await repairDocuments(db);
      expect(report.backfilled).toBe(count);
      expect(report.merges.map((m) => `${m.from} into ${m.into}`)).toEqual(["bulk-4 into bulk-3", "bulk-2 into bulk-1"]);
      expect(await db.dialogue.count()).toBe(count - 2);
      expect(await db.documentPart.count()).toBe(count);
      // Each kept copy has its first version, the merged-away copy's as its second, and the merged reading as its third.
      const versionsOf = async (slug: string) =>
        (await db.documentVersion.findMany({ where: { dialogue: { slug } }, orderBy: { number: "asc" }, select: { number: true, path: true } })).map(
          (v) => `${v.number} ${v.path}`,
        );
      expect(await versionsOf("bulk-1")).toEqual(["1 bulk/1.dialogue.md", "2 bulk/2.dialogue.md", "3 null"]);
      expect(await versionsOf("bulk-3")).toEqual([`1 a/${SLUG}.dialogue.recorded.md`, `2 b/${SLUG}.dialogue.recorded.md`, "3 null"]);
      expect(await db.documentVersion.count()).toBe(count + 2);
      expect(await db.dialogue.count({ where: { parts: { none: {} } } })).toBe(0);
      expect(await db.dialogue.findFirst({ where: { slug: "bulk-3" }, select: { logicalKey: true } })).toEqual({ logicalKey: `dialogue:${SLUG}` });
      // A second start finds nothing left to repair.
      expect(await repairDocuments(db)).toEqual({ backfilled: 0, merges: [] });
    }, 120_000);
  });
}
