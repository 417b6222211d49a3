import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { archiveDocument, findRedirect, listDocumentAudit, mergeBySlug, renameDocument, restoreDocument, undoMerge } from "@/lib/db/document-admin";
import { listDialogues } from "@/lib/db/dialogues";
import { saveJudgeScore } from "@/lib/db/judging";
import { createQueue, queueItems } from "@/lib/db/queues";
import { searchMarkers } from "@/lib/db/search";
import { DEFAULT_INDEX_QUERY } from "@/lib/dialogue-index";
import { uploadDialogues } from "@/lib/ingest/upload";
import { parseSearchRequest } from "@/lib/search/request";

type Fresh = () => Promise<{ db: Db; cleanup: () => Promise<void> }>;

const dialogue = (title: string, marker: string) =>
  `# Alignment Dialogue: ${title}\n\n## Round 0: Opening\n\n### Muffin 🧁\n\n[PERSPECTIVE P01: ${marker}]\n\n### Scone 🧁\n\nAgreed.\n`;
const enc = (s: string) => new TextEncoder().encode(s);
const ADMIN = { id: "admin", name: "Ada Admin" };

async function setUp(db: Db) {
  const upload = await uploadDialogues(db, [
    { path: "kept.dialogue.md", bytes: enc(dialogue("Cache policy", "write-through caching")) },
    { path: "copy.dialogue.md", bytes: enc(dialogue("Cache policy (copy)", "write-through caching again")) },
  ]);
  if (!upload.ok) throw new Error(upload.error);
  for (const id of ["admin", "j1", "j2"])
    await db.user.create({ data: { id, name: id, email: `${id}@example.com`, role: id === "admin" ? "admin" : "judge" } });
  const kept = await db.dialogue.findUniqueOrThrow({ where: { slug: "kept" } });
  const copy = await db.dialogue.findUniqueOrThrow({ where: { slug: "copy" } });
  return { kept, copy };
}

const score = (db: Db, judgeId: string, dialogueId: number, wisdom = 10) =>
  saveJudgeScore(db, judgeId, {
    dialogueId,
    round: 0,
    agent: "Muffin",
    rubricVersionId: 1,
    values: { wisdom, consistency: 10, truth: 10, relationships: 10 },
    rationale: null,
    reason: null,
    baseVersion: 0,
  });

/** Admins' merge and archive of documents (issue 28, item 4), and taking each back. */
export function documentAdminSuite(label: string, fresh: Fresh) {
  describe(`merging and archiving documents on ${label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const open = async () => {
      const t = await fresh();
      cleanups.push(t.cleanup);
      return t.db;
    };

    it("a merge carries scores, comments, queue items and versions over, redirects the other slug, and undoes", async () => {
      const db = await open();
      const { kept, copy } = await setUp(db);
      await score(db, "j1", kept.id);
      await score(db, "j1", copy.id, 12);
      await score(db, "j2", copy.id);
      await db.roundComment.create({ data: { dialogueId: copy.id, round: 0, authorId: "j2", body: "same as kept" } });
      await db.roundReveal.create({ data: { dialogueId: copy.id, round: 0, judgeId: "j2" } });
      const queue = await createQueue(db, { name: "q", match: "", kind: "any", judgesPerItem: 1, members: [] });

      const result = await mergeBySlug(db, { into: "kept", from: "copy" }, ADMIN);
      expect(result).toMatchObject({ into: "kept", from: "copy", judgeScores: 2, comments: 1, queueItems: 0, queueItemsDropped: 1, versions: 1 });
      const merged = await db.dialogue.findUniqueOrThrow({
        where: { slug: "kept" },
        select: {
          judgeScores: { orderBy: [{ judgeId: "asc" }, { version: "asc" }], select: { judgeId: true, version: true, wisdom: true } },
          comments: { select: { body: true } },
          versions: { orderBy: { number: "asc" }, select: { number: true } },
          parts: { orderBy: { path: "asc" }, select: { path: true } },
          redirects: { select: { slug: true, reason: true } },
        },
      });
      // j1 scored both copies: the copy's score is kept as j1's next version, nothing lost.
      expect(merged.judgeScores).toEqual([
        { judgeId: "j1", version: 1, wisdom: 10 },
        { judgeId: "j1", version: 2, wisdom: 12 },
        { judgeId: "j2", version: 1, wisdom: 10 },
      ]);
      expect(merged.comments).toEqual([{ body: "same as kept" }]);
      expect(await db.roundReveal.findMany({ select: { dialogue: { select: { slug: true } }, judgeId: true } })).toEqual([
        { dialogue: { slug: "kept" }, judgeId: "j2" },
      ]);
      expect(merged.versions.map((v) => v.number)).toEqual([1, 2, 3]);
      expect(merged.parts.map((p) => p.path)).toEqual(["copy.dialogue.md", "kept.dialogue.md"]);
      expect(merged.redirects).toEqual([{ slug: "copy", reason: "merged" }]);
      expect(await findRedirect(db, "copy")).toEqual({ slug: "kept", kind: "dialogue" });
      expect((await queueItems(db, queue.id)).map((i) => i.slug)).toEqual(["kept"]);
      expect((await listDialogues(db, DEFAULT_INDEX_QUERY)).rows.map((r) => r.slug)).toEqual(["kept"]);

      const [audit] = await listDocumentAudit(db);
      expect(audit).toMatchObject({ action: "merge", slug: "kept", otherSlug: "copy", userName: "Ada Admin", undoneAt: null });
      await undoMerge(db, audit!.id, ADMIN);
      const back = await db.dialogue.findUniqueOrThrow({
        where: { slug: "copy" },
        select: {
          title: true,
          judgeScores: { orderBy: { judgeId: "asc" }, select: { judgeId: true, version: true, wisdom: true } },
          comments: true,
          versions: true,
        },
      });
      expect(back.title).toBe("Cache policy (copy)");
      expect(back.judgeScores).toEqual([
        { judgeId: "j1", version: 1, wisdom: 12 },
        { judgeId: "j2", version: 1, wisdom: 10 },
      ]);
      expect(back.comments).toHaveLength(1);
      expect(back.versions).toHaveLength(1);
      const keptAgain = await db.dialogue.findUniqueOrThrow({ where: { slug: "kept" }, select: { title: true, judgeScores: true, redirects: true } });
      expect(keptAgain.title).toBe("Cache policy");
      expect(keptAgain.judgeScores).toHaveLength(1);
      expect(keptAgain.redirects).toEqual([]);
      expect(await findRedirect(db, "copy")).toBeNull();
      expect((await listDocumentAudit(db)).map((a) => [a.action, a.undoneAt !== null])).toEqual([
        ["unmerge", false],
        ["merge", true],
      ]);
    }, 60_000);

    it("no score saved while a merge runs is lost: each is on the kept document afterwards, or was refused", async () => {
      const db = await open();
      const { copy } = await setUp(db);
      const judges = ["j1", "j2"];
      const settled = await Promise.allSettled([mergeBySlug(db, { into: "kept", from: "copy" }, ADMIN), ...judges.map((j) => score(db, j, copy.id))]);
      expect(settled[0]!.status).toBe("fulfilled");
      const saved = judges.filter((_, i) => settled[i + 1]!.status === "fulfilled");
      const kept = await db.judgeScore.findMany({ where: { dialogue: { slug: "kept" } }, select: { judgeId: true } });
      expect(kept.map((s) => s.judgeId).sort()).toEqual(saved.sort());
      expect(await db.judgeScore.count()).toBe(saved.length);
    }, 60_000);

    it("an archived document leaves the index, search and queues, keeps its scores, stays archived when it arrives again, and is restored", async () => {
      const db = await open();
      const { kept } = await setUp(db);
      await score(db, "j1", kept.id);
      const queue = await createQueue(db, { name: "q", match: "", kind: "any", judgesPerItem: 1, members: [] });
      const search = () => searchMarkers(db, parseSearchRequest({ q: "write-through" }));

      expect((await search()).total).toBe(2);
      await archiveDocument(db, "kept", ADMIN);
      expect((await listDialogues(db, DEFAULT_INDEX_QUERY)).rows.map((r) => r.slug)).toEqual(["copy"]);
      expect((await search()).total).toBe(1);
      expect((await queueItems(db, queue.id)).map((i) => i.slug)).toEqual(["copy"]);
      expect(await db.judgeScore.count({ where: { dialogueId: kept.id } })).toBe(1);
      // The same file uploaded again, then edited: the archive holds.
      await uploadDialogues(db, [{ path: "kept.dialogue.md", bytes: enc(dialogue("Cache policy", "write-through caching")) }]);
      await uploadDialogues(db, [{ path: "kept.dialogue.md", bytes: enc(dialogue("Cache policy v2", "write-through caching")) }]);
      expect((await listDialogues(db, DEFAULT_INDEX_QUERY)).rows.map((r) => r.slug)).toEqual(["copy"]);

      await restoreDocument(db, "kept", ADMIN);
      expect((await listDialogues(db, DEFAULT_INDEX_QUERY)).rows.map((r) => [r.slug, r.title]).sort()).toEqual([
        ["copy", "Cache policy (copy)"],
        ["kept", "Cache policy v2"],
      ]);
      expect((await search()).total).toBe(2);
      expect((await queueItems(db, queue.id)).map((i) => i.slug).sort()).toEqual(["copy", "kept"]);
      expect((await listDocumentAudit(db)).map((a) => [a.action, a.slug, a.userName])).toEqual([
        ["restore", "kept", "Ada Admin"],
        ["archive", "kept", "Ada Admin"],
      ]);
    }, 60_000);

    it("a rename keeps the old slug working, refuses a slug another document has or had, and may take its own old slug back", async () => {
      const db = await open();
      await setUp(db);
      await renameDocument(db, { slug: "kept", to: "cache-policy" }, ADMIN);
      expect(await findRedirect(db, "kept")).toEqual({ slug: "cache-policy", kind: "dialogue" });
      await expect(renameDocument(db, { slug: "copy", to: "cache-policy" }, ADMIN)).rejects.toThrow(/is taken/);
      await expect(renameDocument(db, { slug: "copy", to: "kept" }, ADMIN)).rejects.toThrow(/is taken/);
      await renameDocument(db, { slug: "cache-policy", to: "kept" }, ADMIN);
      expect(await findRedirect(db, "cache-policy")).toEqual({ slug: "kept", kind: "dialogue" });
      expect(await findRedirect(db, "kept")).toBeNull();
      expect((await listDocumentAudit(db)).map((a) => [a.action, a.otherSlug, a.slug])).toEqual([
        ["rename", "cache-policy", "kept"],
        ["rename", "kept", "cache-policy"],
      ]);
    }, 60_000);
  });
}
