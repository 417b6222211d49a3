import { afterEach, describe, expect, it } from "vitest";
import { dialectOf, type Db } from "@/lib/db/client";
import { archiveMissingParts } from "@/lib/db/document-parts";
import { fileRoundTotals, fileRoundValues, roundAgentsByDialogue } from "@/lib/db/judging";
import { listMyScores } from "@/lib/db/my-scores";
import { readDatasetRows } from "@/lib/db/dataset-rows";
import { assignItems } from "@/lib/db/queue-admin";
import { parseSearchRequest } from "@/lib/search/request";

/**
 * Prisma 6.19 refuses a query with more bound values than it allows the database: 999 on SQLite, 32,766 on
 * PostgreSQL (its defaults; our adapters set no other). Each case here passes one more than that.
 */
const PARAMETER_LIMIT = { sqlite: 999, postgres: 32_766 } as const;

/** `count` documents of one source, each with its part `docs/<i>.md`, in two statements whatever the count. */
async function documentsWithParts(db: Db, sourceId: number, count: number) {
  const now = new Date();
  await db.$executeRaw`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO "Dialogue" ("sourceId", "path", "slug", "kind", "title", "status", "statusRaw", "layout", "contentHash", "roundCount", "agentCount", "markerCount", "perspectiveCount", "tensionCount", "openTensionCount", "errorCount", "warningCount", "updatedAt")
    SELECT ${sourceId}, 'docs/' || CAST(i AS TEXT) || '.md', 'doc-' || CAST(i AS TEXT), 'dialogue', 'Doc', 'unknown', '', 'single-file', 'h', 0, 0, 0, 0, 0, 0, 0, 0, ${now} FROM n`;
  await db.$executeRaw`INSERT INTO "DocumentPart" ("dialogueId", "sourceId", "path", "layout", "files", "contentHash")
    SELECT "id", "sourceId", "path", 'file', '[]', 'h' FROM "Dialogue" WHERE "sourceId" = ${sourceId}`;
}

/** Queries whose lists grow with the data, given more values than one query may bind. */
export function parameterLimitSuite(label: string, make: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`lists longer than the parameter limit on ${label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const fresh = async () => {
      const t = await make();
      cleanups.push(t.cleanup);
      return { db: t.db, count: PARAMETER_LIMIT[dialectOf(t.db)] + 1 };
    };

    it("a sync archives the parts gone from a repository with more paths than one query may bind", async () => {
      const { db, count } = await fresh();
      const source = await db.source.create({ data: { kind: "git", name: "big", url: "/repo", branch: "main" }, select: { id: true } });
      await documentsWithParts(db, source.id, count);
      const paths = Array.from({ length: count }, (_, i) => `docs/${i + 1}.md`);

      // Two files deleted from the repository: their parts and documents are archived, the others kept.
      expect(await archiveMissingParts(db, source.id, paths.slice(2))).toBe(2);
      expect(await db.documentPart.count({ where: { removedAt: { not: null } } })).toBe(2);
      expect((await db.dialogue.findMany({ where: { removedAt: { not: null } }, orderBy: { id: "asc" }, select: { slug: true } })).map((d) => d.slug)).toEqual([
        "doc-1",
        "doc-2",
      ]);
      // Every file gone: every document left is archived.
      expect(await archiveMissingParts(db, source.id, [])).toBe(count - 2);
      expect(await db.dialogue.count({ where: { removedAt: null } })).toBe(0);
    }, 60_000);

    it("reads who speaks in each round of more dialogues than one query may bind, as a queue of the whole corpus does", async () => {
      const { db, count } = await fresh();
      const source = await db.source.create({ data: { kind: "git", name: "big", url: "/repo", branch: "main" }, select: { id: true } });
      await documentsWithParts(db, source.id, count);
      await db.$executeRaw`INSERT INTO "Round" ("dialogueId", "number", "label", "line") SELECT "id", 0, 'Round 0', 1 FROM "Dialogue"`;
      await db.$executeRaw`INSERT INTO "Contribution" ("dialogueId", "roundId", "agent", "judge", "position", "body", "line")
        SELECT r."dialogueId", r."id", a."agent", a."judge", a."position", '', 1 FROM "Round" r
        CROSS JOIN (SELECT 'Scone' AS "agent", false AS "judge", 0 AS "position" UNION ALL SELECT 'Muffin', false, 1 UNION ALL SELECT 'Judge', true, 2) a`;
      const ids = (await db.dialogue.findMany({ select: { id: true } })).map((d) => d.id);

      const rounds = await roundAgentsByDialogue(db, ids);
      expect(rounds.size).toBe(count);
      expect([...rounds.values()].every((r) => JSON.stringify([...r]) === JSON.stringify([[0, ["Scone", "Muffin"]]]))).toBe(true);
    }, 60_000);

    it("lists a judge's scores on more documents than one query may bind, with the queues they are in", async () => {
      const { db, count } = await fresh();
      const source = await db.source.create({ data: { kind: "git", name: "big", url: "/repo", branch: "main" }, select: { id: true } });
      await documentsWithParts(db, source.id, count);
      await db.user.create({ data: { id: "model", name: "Model", email: "model@example.com", role: "judge", kind: "model" } });
      await db.$executeRaw`INSERT INTO "JudgeScore" ("dialogueId", "round", "agent", "judgeId", "version", "wisdom", "consistency", "truth", "relationships")
        SELECT "id", 0, 'Muffin', 'model', 1, 4, 4, 4, 4 FROM "Dialogue"`;
      const last = await db.dialogue.findFirstOrThrow({ where: { slug: `doc-${count}` }, select: { id: true } });
      const queue = await db.judgingQueue.create({ data: { name: "q", judgesPerItem: 1 }, select: { id: true } });
      await db.queueItem.create({ data: { queueId: queue.id, dialogueId: last.id, round: 0, position: 0 } });

      const scores = await listMyScores(db, "model");
      expect(scores).toHaveLength(count);
      const queued = scores.filter((s) => s.queues.length > 0);
      expect(queued.map((s) => [s.slug, s.queues.map((q) => q.name)])).toEqual([[`doc-${count}`, ["q"]]]);
    }, 60_000);

    it("exports the dataset of a search finding more documents than one query may bind (SQLite's limit; search stops at 10,000 hits)", async () => {
      const { db } = await fresh();
      const count = PARAMETER_LIMIT.sqlite + 1;
      const source = await db.source.create({ data: { kind: "git", name: "big", url: "/repo", branch: "main" }, select: { id: true } });
      await documentsWithParts(db, source.id, count);
      await db.$executeRaw`INSERT INTO "Marker" ("dialogueId", "type", "kind", "description", "body", "line", "position", "ordinal")
        SELECT "id", 'TENSION', 'tension', 'glaze', 'the glaze cracks in the kiln', 1, 'line-start', 0 FROM "Dialogue"`;
      const admin = { id: "x", email: "a@x", name: "Admin", role: "admin" as const };

      const rows = await readDatasetRows(db, { filter: { by: "search", request: parseSearchRequest({ q: "glaze" }) }, viewer: admin });
      expect(rows.documents).toHaveLength(count);
    }, 60_000);

    it("takes back the assignment of more rounds than one query may bind (SQLite's limit; a form sends at most 5,000)", async () => {
      const { db } = await fresh();
      const count = PARAMETER_LIMIT.sqlite + 1;
      const source = await db.source.create({ data: { kind: "git", name: "big", url: "/repo", branch: "main" }, select: { id: true } });
      await documentsWithParts(db, source.id, count);
      await db.user.create({ data: { id: "j", name: "Judge", email: "j@example.com", role: "judge" } });
      const queue = await db.judgingQueue.create({ data: { name: "q", judgesPerItem: 1 }, select: { id: true } });
      await db.$executeRaw`INSERT INTO "QueueItem" ("queueId", "dialogueId", "round", "position") SELECT ${queue.id}, "id", 0, "id" FROM "Dialogue"`;
      const itemIds = (await db.queueItem.findMany({ select: { id: true } })).map((i) => i.id);

      expect(await assignItems(db, { queueId: queue.id, judgeId: "j", itemIds, mode: "assign" }, "lead")).toBe(count);
      expect(await assignItems(db, { queueId: queue.id, judgeId: "j", itemIds, mode: "unassign" }, "lead")).toBe(count);
      expect(await db.queueAssignment.count()).toBe(0);
    }, 60_000);

    it("reads the file's own round scores of more documents than one query may bind, as the board does", async () => {
      const { db, count } = await fresh();
      const source = await db.source.create({ data: { kind: "git", name: "big", url: "/repo", branch: "main" }, select: { id: true } });
      await documentsWithParts(db, source.id, count);
      await db.$executeRaw`INSERT INTO "Score" ("dialogueId", "agent", "round", "dimension", "value", "origin") SELECT "id", 'Muffin', 0, 'total', 7, 'file' FROM "Dialogue"`;
      const ids = (await db.dialogue.findMany({ select: { id: true } })).map((d) => d.id);

      const totals = await fileRoundTotals(db, ids);
      expect(totals.size).toBe(count);
      expect(totals.get(`${ids[count - 1]}:0:Muffin`)).toBe(7);
      expect((await fileRoundValues(db, ids)).size).toBe(count);
    }, 60_000);
  });
}
