import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { createGitSource, holdSource, lockSource } from "@/lib/db/sources";
import { getStats } from "@/lib/db/store";
import { DEFAULT_GIT_GLOBS, globToRegExp } from "@/lib/ingest/globs";
import { syncSource } from "@/lib/ingest/sync";
import { handleWebhook, signBody, verifySignature } from "@/lib/ingest/webhook";
import { generatedDialogue } from "./helpers/generate";
import { tempDatabases } from "./helpers/temp-db";

beforeAll(() => {
  process.env.ROUNDTABLE_ALLOW_LOCAL_GIT = "1";
});
const { fresh } = tempDatabases();

function sh(cwd: string, ...args: string[]) {
  return execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd, encoding: "utf8" });
}

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-repo-"));
  sh(dir, "init", "--quiet", "-b", "main");
  return dir;
}

function commitAll(dir: string, message: string) {
  sh(dir, "add", "-A");
  sh(dir, "commit", "--quiet", "-m", message);
}

describe("globs", () => {
  it("match whole paths with ** and *", () => {
    expect(globToRegExp(".blue/docs/dialogues/**").test(".blue/docs/dialogues/a/b.md")).toBe(true);
    expect(globToRegExp("docs/*.md").test("docs/a/b.md")).toBe(false);
    expect(globToRegExp("**/x.md").test("x.md")).toBe(true);
  });
});

describe("git sync", () => {
  it("imports only what changed, archives what was deleted, and records each commit", async () => {
    const { db, dir: dataRoot } = await fresh();
    const origin = repo();
    mkdirSync(join(origin, ".blue/docs/dialogues"), { recursive: true });
    for (const n of [1, 2, 3]) writeFileSync(join(origin, `.blue/docs/dialogues/d${n}.dialogue.md`), generatedDialogue(n));
    writeFileSync(join(origin, "README.md"), "# not a dialogue, and outside the globs\n");
    commitAll(origin, "three dialogues");
    const source = await createGitSource(db, { name: "origin", url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });

    const first = await syncSource(db, source.id, { root: dataRoot });
    expect(first.counts).toMatchObject({ imported: 3, rejected: 0 });
    expect((await getStats(db)).dialogues).toBe(3);

    writeFileSync(join(origin, ".blue/docs/dialogues/d1.dialogue.md"), generatedDialogue(1, 1));
    rmSync(join(origin, ".blue/docs/dialogues/d3.dialogue.md"));
    commitAll(origin, "change one, delete one");
    const second = await syncSource(db, "origin", { root: dataRoot });
    expect(second.outcomes.map((o) => [o.path, o.status])).toEqual([[".blue/docs/dialogues/d1.dialogue.md", "updated"]]);
    expect(second.archived).toBe(1);
    expect(second.previousCommit).toBe(first.commit);
    const rows = await db.dialogue.findMany({ orderBy: { path: "asc" }, select: { path: true, commit: true, removedAt: true } });
    expect(rows.map((r) => [r.path.split("/").at(-1), r.commit === second.commit ? "new" : "old", r.removedAt ? "removed" : "live"])).toEqual([
      ["d1.dialogue.md", "new", "live"],
      ["d2.dialogue.md", "old", "live"],
      ["d3.dialogue.md", "old", "removed"],
    ]);
    const after = await db.source.findUniqueOrThrow({ where: { id: source.id } });
    expect(after).toMatchObject({ status: "ok", lastCommit: second.commit, lockedUntil: null });

    // Nothing new: nothing imported.
    expect((await syncSource(db, source.id, { root: dataRoot })).outcomes).toEqual([]);

    // Each sync is recorded with the process that ran it, one after another (what shows overlaps between instances).
    const runs = await db.syncRun.findMany({ where: { sourceId: source.id }, orderBy: { id: "asc" } });
    expect(runs.map((r) => [r.instance, r.ok, r.detail?.slice(0, 12)])).toEqual([
      [expect.stringMatching(new RegExp(`:${process.pid}$`)), true, first.commit.slice(0, 12)],
      [expect.any(String), true, second.commit.slice(0, 12)],
      [expect.any(String), true, second.commit.slice(0, 12)],
    ]);
    for (const [i, r] of runs.entries()) {
      expect(r.finishedAt!.getTime()).toBeGreaterThanOrEqual(r.startedAt.getTime());
      if (i > 0) expect(r.startedAt.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finishedAt!.getTime());
    }
  });

  it("says when the repository cannot be read (one text for every cause) and keeps what it had", async () => {
    const { db, dir: dataRoot } = await fresh();
    const missing = await createGitSource(db, { name: "gone", url: join(tmpdir(), "no-such-repository-here"), branch: "main", globs: DEFAULT_GIT_GLOBS });
    await expect(syncSource(db, missing.id, { root: dataRoot })).rejects.toThrow(
      /^git clone failed: the repository could not be read \(unreachable, not a git repository, credentials refused, or no branch main\)/,
    );
    expect(await db.source.findUniqueOrThrow({ where: { id: missing.id } })).toMatchObject({ status: "failed", lockedUntil: null });

    const unreachable = await createGitSource(db, { name: "down", url: "https://127.0.0.1:9/none.git", branch: "main", globs: DEFAULT_GIT_GLOBS });
    await expect(syncSource(db, unreachable.id, { root: dataRoot })).rejects.toThrow(/^git clone failed: the repository could not be read/);

    const origin = repo();
    writeFileSync(join(origin, "x.md"), "x");
    commitAll(origin, "x");
    const branch = await createGitSource(db, { name: "branchless", url: origin, branch: "no-such-branch", globs: DEFAULT_GIT_GLOBS });
    await expect(syncSource(db, branch.id, { root: dataRoot })).rejects.toThrow(/no-such-branch/);
  });

  it("runs one sync per source at a time", async () => {
    const { db, dir: dataRoot } = await fresh();
    const origin = repo();
    writeFileSync(join(origin, "x.md"), "x");
    commitAll(origin, "x");
    const source = await createGitSource(db, { name: "busy", url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
    const [a, b] = await Promise.allSettled([syncSource(db, source.id, { root: dataRoot }), syncSource(db, source.id, { root: dataRoot })]);
    const reasons = [a, b].filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason));
    expect(reasons).toEqual([expect.stringContaining("already syncing")]);
  });

  it("holds a source's lock while its sync runs past the lease (no second instance gets in), and not after the holder stops", async () => {
    const { db, target } = await fresh();
    // A second client on the same file: another instance.
    const other = createDb(target);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      const source = await createGitSource(db, { name: "long", url: "https://example.org/long.git", branch: "main", globs: DEFAULT_GIT_GLOBS });
      expect(await lockSource(db, source.id, 600)).toBe(true);
      const release = holdSource(db, source.id, 600);
      await sleep(1_500);
      expect(await lockSource(other, source.id, 600)).toBe(false);
      // The holder crashed (nothing renews): its lock expires and another instance may sync.
      release();
      await sleep(900);
      expect(await lockSource(other, source.id, 600)).toBe(true);
    } finally {
      await other.$disconnect();
    }
  });

  it("syncs from a webhook only when its HMAC-SHA256 signature is right", async () => {
    const { db, dir: root } = await fresh();
    const origin = repo();
    mkdirSync(join(origin, ".blue/docs/dialogues"), { recursive: true });
    writeFileSync(join(origin, ".blue/docs/dialogues/w.dialogue.md"), generatedDialogue(5));
    commitAll(origin, "one");
    const source = await createGitSource(db, { name: "hooked", url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
    const body = JSON.stringify({ ref: "refs/heads/main" });
    const signed = (signature: string | null) => ({ signature, deliveryId: null });
    expect(await handleWebhook(db, source.id, body, signed(null))).toMatchObject({ status: 401 });
    expect(await handleWebhook(db, source.id, body, signed(signBody("wrong secret", body)))).toMatchObject({ status: 401 });
    expect(await handleWebhook(db, source.id, body + " ", signed(signBody(source.webhookSecret!, body)))).toMatchObject({ status: 401 });
    expect((await getStats(db)).dialogues).toBe(0);
    expect(await handleWebhook(db, 9999, body, signed(signBody(source.webhookSecret!, body)))).toMatchObject({ status: 401 });
    const ok = await handleWebhook(db, source.id, body, signed(signBody(source.webhookSecret!, body)), { root });
    expect(ok).toMatchObject({ status: 202, body: { accepted: true } });
    await ok.sync;
    expect((await getStats(db)).dialogues).toBe(1);
    expect(verifySignature("s", "b", "sha256=zz")).toBe(false);
  });
});
