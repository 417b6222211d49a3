import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createGitSource, findSource, finishSync, listSources, lockSource, setSourcePaused } from "@/lib/db/sources";
import { checkoutDir } from "@/lib/ingest/git";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { editGitSource, removeGitSource } from "@/lib/ingest/source-admin";
import { SourcePausedError, syncSource } from "@/lib/ingest/sync";
import { handleWebhook, signBody } from "@/lib/ingest/webhook";
import { generatedDialogue } from "./generate";

function sh(cwd: string, ...args: string[]) {
  return execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd, encoding: "utf8" });
}

/** A local repository with dialogues `ns` on `main` (and, when given, others on `dev`). */
function repo(ns: number[], dev: number[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-admin-repo-"));
  sh(dir, "init", "--quiet", "-b", "main");
  const write = (list: number[]) => {
    rmSync(join(dir, ".blue"), { recursive: true, force: true });
    mkdirSync(join(dir, ".blue/docs/dialogues"), { recursive: true });
    for (const n of list) writeFileSync(join(dir, `.blue/docs/dialogues/d${n}.dialogue.md`), generatedDialogue(n));
    sh(dir, "add", "-A");
    sh(dir, "commit", "--quiet", "-m", `dialogues ${list.join(" ")}`);
  };
  write(ns);
  if (dev.length > 0) {
    sh(dir, "checkout", "--quiet", "-b", "dev");
    write(dev);
    sh(dir, "checkout", "--quiet", "main");
  }
  return dir;
}

const live = (db: Db, sourceId: number) => db.dialogue.count({ where: { sourceId, removedAt: null } });

/** Editing, pausing and deleting git sources, on one database kind. */
export function sourceAdminSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`git sources edited, paused and deleted, on ${label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    beforeAll(() => {
      process.env.ROUNDTABLE_ALLOW_LOCAL_GIT = "1";
    });
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    async function setup() {
      const { db, cleanup } = await open();
      const root = mkdtempSync(join(tmpdir(), "roundtable-admin-root-"));
      cleanups.push(async () => {
        await cleanup();
        rmSync(root, { recursive: true, force: true });
      });
      return { db, root };
    }

    it("edits name and globs in place, and a new branch or URL starts from a fresh clone", async () => {
      const { db, root } = await setup();
      const origin = repo([1, 2], [3]);
      const other = repo([4]);
      const s = await createGitSource(db, { name: "first", url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
      const first = await syncSource(db, s.id, { root });
      const mainDir = checkoutDir(root, s.id, origin, "main");
      expect(existsSync(mainDir)).toBe(true);

      expect(await editGitSource(db, s.id, { name: "renamed", url: origin, branch: "main", globs: ["nothing/**"] }, { root })).toEqual({
        ok: true,
        moved: false,
      });
      expect(await db.source.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({ name: "renamed", lastCommit: first.commit, globs: '["nothing/**"]' });
      expect(existsSync(mainDir)).toBe(true);

      expect(await editGitSource(db, s.id, { name: "renamed", url: origin, branch: "dev", globs: DEFAULT_GIT_GLOBS }, { root })).toEqual({
        ok: true,
        moved: true,
      });
      expect(await db.source.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({ branch: "dev", lastCommit: null, status: "idle" });
      expect(existsSync(mainDir)).toBe(false);
      const onDev = await syncSource(db, s.id, { root });
      // Everything read afresh: dev's one dialogue imported, main's two archived.
      expect(onDev.previousCommit).toBeNull();
      expect(onDev.counts.imported).toBe(1);
      expect(onDev.archived).toBe(2);
      expect(existsSync(checkoutDir(root, s.id, origin, "dev"))).toBe(true);

      await editGitSource(db, s.id, { name: "renamed", url: other, branch: "main", globs: DEFAULT_GIT_GLOBS }, { root });
      const moved = await syncSource(db, s.id, { root });
      expect(moved.counts.imported).toBe(1);
      expect(await db.dialogue.findMany({ where: { sourceId: s.id, removedAt: null }, select: { path: true } })).toEqual([
        { path: ".blue/docs/dialogues/d4.dialogue.md" },
      ]);
    });

    it("refuses a name another source has, and a new URL or branch while a sync holds the source", async () => {
      const { db, root } = await setup();
      const a = await createGitSource(db, { name: "a", url: "https://example.org/a.git", branch: "main", globs: DEFAULT_GIT_GLOBS });
      await createGitSource(db, { name: "b", url: "https://example.org/b.git", branch: "main", globs: DEFAULT_GIT_GLOBS });
      expect(await editGitSource(db, a.id, { name: "b", url: "https://example.org/a.git", branch: "main", globs: [] }, { root })).toEqual({
        ok: false,
        reason: "name-taken",
      });
      expect(await lockSource(db, a.id, 60_000)).toBe(true);
      expect(await editGitSource(db, a.id, { name: "a", url: "https://example.org/a.git", branch: "dev", globs: [] }, { root })).toEqual({
        ok: false,
        reason: "syncing",
      });
      // A rename does not touch what the sync reads: it goes through.
      expect(await editGitSource(db, a.id, { name: "a2", url: "https://example.org/a.git", branch: "main", globs: DEFAULT_GIT_GLOBS }, { root })).toEqual({
        ok: true,
        moved: false,
      });
      expect(await db.source.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ name: "a2", branch: "main" });
    });

    it("keeps a stored token for the same host, takes a new one, and never sends one to another host", async () => {
      const { db, root } = await setup();
      const s = await createGitSource(db, { name: "private", url: "https://bot:tok1@git.example.org/o/r.git", branch: "main", globs: DEFAULT_GIT_GLOBS });
      const stored = () => db.source.findUniqueOrThrow({ where: { id: s.id }, select: { url: true, credentials: true } });
      expect(await stored()).toEqual({ url: "https://git.example.org/o/r.git", credentials: "bot:tok1" });
      // The form shows the URL without the token; saving it back keeps the token.
      await editGitSource(db, s.id, { name: "private", url: "https://git.example.org/o/r2.git", branch: "main", globs: DEFAULT_GIT_GLOBS }, { root });
      expect(await stored()).toEqual({ url: "https://git.example.org/o/r2.git", credentials: "bot:tok1" });
      await editGitSource(db, s.id, { name: "private", url: "https://bot:tok2@git.example.org/o/r2.git", branch: "main", globs: DEFAULT_GIT_GLOBS }, { root });
      expect(await stored()).toEqual({ url: "https://git.example.org/o/r2.git", credentials: "bot:tok2" });
      await editGitSource(db, s.id, { name: "private", url: "https://elsewhere.example.net/o/r2.git", branch: "main", globs: DEFAULT_GIT_GLOBS }, { root });
      expect(await stored()).toEqual({ url: "https://elsewhere.example.net/o/r2.git", credentials: null });
      expect((await listSources(db))[0]!.url).toBe("https://elsewhere.example.net/o/r2.git");
    });

    it("a paused source is synced by nothing, a push is answered 409 and not remembered, and resuming syncs again", async () => {
      const { db, root } = await setup();
      const s = await createGitSource(db, { name: "paused", url: repo([1]), branch: "main", globs: DEFAULT_GIT_GLOBS });
      expect(await setSourcePaused(db, s.id, true)).toBe(true);
      expect((await listSources(db))[0]!.pausedAt).toBeInstanceOf(Date);
      await expect(syncSource(db, s.id, { root })).rejects.toBeInstanceOf(SourcePausedError);
      await expect(syncSource(db, "paused", { root })).rejects.toThrow("source paused is paused; resume it on /sources first");
      // Paused between the read and the lock: the lock refuses it too.
      expect(await lockSource(db, s.id, 60_000)).toBe(false);

      const body = JSON.stringify({ ref: "refs/heads/main" });
      const secret = (await db.source.findUniqueOrThrow({ where: { id: s.id } })).webhookSecret!;
      const push = await handleWebhook(db, s.id, body, { signature: signBody(secret, body), deliveryId: "d-1" }, { root });
      expect(push.status).toBe(409);
      expect(push.body).toMatchObject({ paused: true });
      expect(push.sync).toBeUndefined();
      expect(await db.webhookDelivery.count()).toBe(0);
      expect(await live(db, s.id)).toBe(0);
      expect((await db.source.findUniqueOrThrow({ where: { id: s.id } })).status).toBe("idle");

      expect(await setSourcePaused(db, s.id, false)).toBe(true);
      const again = await handleWebhook(db, s.id, body, { signature: signBody(secret, body), deliveryId: "d-1" }, { root });
      expect(again.status).toBe(202);
      await again.sync;
      expect(await live(db, s.id)).toBe(1);
    });

    it("deleting archives the dialogues and keeps every score, comment and version; the name is free again", async () => {
      const { db, root } = await setup();
      const origin = repo([1, 2]);
      const s = await createGitSource(db, { name: "doomed", url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
      await syncSource(db, s.id, { root });
      const dialogue = await db.dialogue.findFirstOrThrow({ where: { sourceId: s.id }, orderBy: { path: "asc" } });
      const judge = await db.user.create({ data: { id: "judge-1", name: "Judge", email: "judge@example.org", role: "judge" } });
      const score = { dialogueId: dialogue.id, round: 1, agent: "Muffin", judgeId: judge.id, wisdom: 1, consistency: 2, truth: 3, relationships: 4 };
      await db.judgeScore.create({ data: { ...score, version: 1 } });
      await db.judgeScore.create({ data: { ...score, version: 2, wisdom: 2, reason: "second look" } });
      await db.roundComment.create({ data: { dialogueId: dialogue.id, round: 1, authorId: judge.id, body: "kept" } });
      const fileScores = await db.score.count({ where: { dialogueId: dialogue.id } });
      const rounds = await db.round.count({ where: { dialogueId: dialogue.id } });

      const outcome = await removeGitSource(db, s.id, { root });
      expect(outcome).toEqual({ ok: true, name: "doomed", archived: 2 });
      expect(await db.dialogue.count({ where: { sourceId: s.id } })).toBe(2);
      expect(await live(db, s.id)).toBe(0);
      expect(await db.judgeScore.count({ where: { dialogueId: dialogue.id } })).toBe(2);
      expect(await db.roundComment.count({ where: { dialogueId: dialogue.id } })).toBe(1);
      expect(await db.score.count({ where: { dialogueId: dialogue.id } })).toBe(fileScores);
      expect(fileScores).toBeGreaterThan(0);
      expect(await db.round.count({ where: { dialogueId: dialogue.id } })).toBe(rounds);
      expect(await db.dialogueText.count({ where: { dialogueId: dialogue.id } })).toBe(1);

      expect(await listSources(db)).toEqual([]);
      expect(await findSource(db, s.id)).toBeNull();
      expect(await findSource(db, "doomed")).toBeNull();
      expect(existsSync(checkoutDir(root, s.id, origin, "main"))).toBe(false);
      await expect(syncSource(db, s.id, { root })).rejects.toThrow(`no source ${s.id}`);
      expect(await lockSource(db, s.id, 60_000)).toBe(false);
      const body = "{}";
      const push = await handleWebhook(db, s.id, body, { signature: signBody("anything", body), deliveryId: null });
      expect(push.status).toBe(401);
      expect(await removeGitSource(db, s.id, { root })).toEqual({ ok: false, reason: "not-found" });
      expect(await setSourcePaused(db, s.id, true)).toBe(false);
      expect(await editGitSource(db, s.id, { name: "x", url: origin, branch: "main", globs: [] }, { root })).toEqual({ ok: false, reason: "not-found" });

      // The same repository added again is a new source with its own dialogues; the archived ones keep their scores.
      const again = await createGitSource(db, { name: "doomed", url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
      expect((await syncSource(db, again.id, { root })).counts.imported).toBe(2);
      expect(await db.judgeScore.count({ where: { dialogueId: dialogue.id } })).toBe(2);
    });

    it("a deletion waits for a sync that holds the source, and a sync never starts on a deleted one", async () => {
      const { db, root } = await setup();
      const s = await createGitSource(db, { name: "busy", url: repo([1, 2, 3]), branch: "main", globs: DEFAULT_GIT_GLOBS });
      expect(await lockSource(db, s.id, 60_000)).toBe(true);
      expect(await removeGitSource(db, s.id, { root })).toEqual({ ok: false, reason: "syncing" });
      expect(await db.source.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({ deletedAt: null, name: "busy" });
      await finishSync(db, s.id, { ok: false, detail: "stopped" });

      // A sync that outlived its lock and imported after the deletion: finishing it leaves nothing live.
      const late = await createGitSource(db, { name: "late", url: repo([9]), branch: "main", globs: DEFAULT_GIT_GLOBS });
      expect(await lockSource(db, late.id, 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await removeGitSource(db, late.id, { root })).toMatchObject({ ok: true, archived: 0 });
      await importItems(db, late.id, groupDialogueFiles([{ path: "late.dialogue.md", bytes: new TextEncoder().encode(generatedDialogue(9)) }]).items);
      expect(await live(db, late.id)).toBe(1);
      await finishSync(db, late.id, { ok: true, commit: "c0ffee", detail: "late" });
      expect(await live(db, late.id)).toBe(0);

      // Raced for real: whichever wins, the source ends either deleted with nothing live, or synced and kept.
      const [synced, deleted] = await Promise.allSettled([syncSource(db, s.id, { root }), removeGitSource(db, s.id, { root })]);
      const row = await db.source.findUniqueOrThrow({ where: { id: s.id } });
      if (deleted.status === "fulfilled" && deleted.value.ok) {
        expect(row.deletedAt).not.toBeNull();
        expect(row.lockedUntil === null || synced.status === "rejected").toBe(true);
        expect(await live(db, s.id)).toBe(0);
      } else {
        expect(synced.status).toBe("fulfilled");
        expect(row).toMatchObject({ deletedAt: null, status: "ok", lockedUntil: null });
        expect(await live(db, s.id)).toBe(3);
        expect(await removeGitSource(db, s.id, { root })).toMatchObject({ ok: true, archived: 3 });
      }
    });
  });
}
