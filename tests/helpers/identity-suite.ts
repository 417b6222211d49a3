import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync, type Zippable } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugFromPath } from "@/lib/contract";
import type { Db } from "@/lib/db/client";
import { saveJudgeScore } from "@/lib/db/judging";
import { createGitSource, deleteGitSource, listSources } from "@/lib/db/sources";
import { ensureDirectorySource } from "@/lib/db/store";
import { groupPaths, importFromDisk, listFiles, resolveImportPath } from "@/lib/ingest/disk";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { syncSource } from "@/lib/ingest/sync";
import { uploadDialogues } from "@/lib/ingest/upload";

const CORPUS = join(process.cwd(), "../shared/corpus/blue");
const SUMMARIES = ".blue/docs/dialogues";
const EDITED = "2026-01-26T2128Z-spike-resolved-lifecycle";

type Fresh = () => Promise<{ db: Db; cleanup: () => Promise<void> }>;
type Step = "files" | "zip" | "sync" | "cli";

function git(cwd: string, ...args: string[]) {
  return execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd, encoding: "utf8" });
}

/** The corpus's `.blue/` as a repository of its own, committed once. */
function makeRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-identity-"));
  cpSync(join(CORPUS, ".blue"), join(dir, ".blue"), { recursive: true });
  git(dir, "init", "--quiet", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "the corpus");
  return dir;
}

function filesUnder(root: string, top: string): { path: string; bytes: Uint8Array }[] {
  return listFiles(root, join(root, top)).map((path) => ({ path, bytes: readFileSync(join(root, path)) }));
}

/** Each way in, as a user would take it. */
async function arrive(db: Db, step: Step, repo: string, dataRoot: string): Promise<void> {
  if (step === "files") {
    // The 41 recorded summaries picked one by one: the browser gives their names only.
    const entries = readdirSync(join(repo, SUMMARIES))
      .filter((n) => n.endsWith(".dialogue.recorded.md"))
      .map((n) => ({ path: n, bytes: readFileSync(join(repo, SUMMARIES, n)) }));
    expect(entries).toHaveLength(41);
    const result = await uploadDialogues(db, entries);
    expect(result.ok && result.outcomes.filter((o) => o.status === "rejected")).toEqual([]);
  } else if (step === "zip") {
    // A zip of `.blue/dialogues/` made by compressing that folder: its entries start at `dialogues/`.
    const zippable: Zippable = {};
    for (const f of filesUnder(join(repo, ".blue"), "dialogues")) zippable[f.path] = f.bytes;
    const result = await uploadDialogues(db, [{ path: "dialogues.zip", bytes: zipSync(zippable) }]);
    expect(result.ok && result.outcomes.filter((o) => o.status === "rejected" && o.path.endsWith(".md"))).toEqual([]);
  } else if (step === "sync") {
    const source =
      (await db.source.findUnique({ where: { name: "blue" } })) ??
      (await createGitSource(db, { name: "blue", url: repo, branch: "main", globs: DEFAULT_GIT_GLOBS }));
    await syncSource(db, source.id, { root: dataRoot });
  } else {
    // `roundtable import <repo>/.blue`, as cli/import.ts does it.
    const { root, paths } = resolveImportPath(join(repo, ".blue"));
    const { items } = groupPaths(root, paths);
    const source = await ensureDirectorySource(db, root);
    await importFromDisk(db, source.id, root, items);
  }
}

/** What a careful reader sees of each dialogue: read from one sync of the repository into an empty database. */
async function reading(db: Db) {
  const rows = await db.dialogue.findMany({
    where: { removedAt: null },
    orderBy: { slug: "asc" },
    select: { slug: true, title: true, status: true, date: true, roundCount: true, tensionCount: true, openTensionCount: true, contentHash: true },
  });
  return rows;
}

/**
 * The sequence and its other orders: whatever way and order the Blue corpus arrives in (the 41 summaries,
 * a zip of the round-scoped directories, a git source, a CLI import), it is 41 dialogues, each read from all of its
 * files, an edit committed later is the edited dialogue's second version, and a judge's score stays on it.
 */
export function identitySuite(label: string, fresh: Fresh) {
  describe.skipIf(!existsSync(CORPUS))(`one document, one row on ${label} (reads ../shared/corpus/blue; skipped when absent)`, () => {
    let repo = "";
    let dataRoot = "";
    let reference: Awaited<ReturnType<typeof reading>> = [];
    const cleanups: (() => Promise<void>)[] = [];
    const slugs = readdirSync(join(CORPUS, SUMMARIES))
      .filter((n) => n.endsWith(".dialogue.recorded.md"))
      .map((n) => slugFromPath(n))
      .sort();

    beforeAll(async () => {
      process.env.ROUNDTABLE_ALLOW_LOCAL_GIT = "1";
      dataRoot = mkdtempSync(join(tmpdir(), "roundtable-identity-data-"));
      // The reference: the edited repository synced whole into an empty database.
      const edited = makeRepository();
      appendFileSync(join(edited, SUMMARIES, `${EDITED}.dialogue.recorded.md`), "\n\nA note added after the dialogue closed.\n");
      git(edited, "commit", "--quiet", "-am", "edit one dialogue");
      const { db, cleanup } = await fresh();
      cleanups.push(cleanup);
      await arrive(db, "sync", edited, mkdtempSync(join(tmpdir(), "roundtable-identity-ref-")));
      reference = await reading(db);
      expect(reference.map((r) => r.slug)).toEqual(slugs);
      rmSync(edited, { recursive: true, force: true });
    }, 600_000);
    afterAll(async () => {
      for (const c of cleanups) await c();
      rmSync(dataRoot, { recursive: true, force: true });
    }, 120_000);

    const orders: Step[][] = [
      ["files", "zip", "sync"],
      ["zip", "files", "sync"],
      ["sync", "files", "zip"],
      ["files", "cli", "zip", "sync"],
    ];
    for (const order of orders) {
      it(`${order.join(", ")}, a score, then an edit synced: 41 dialogues read whole, the edited one twice, the score kept`, async () => {
        repo = makeRepository();
        const { db, cleanup } = await fresh();
        cleanups.push(cleanup);
        for (const step of order) await arrive(db, step, repo, dataRoot);
        if (!order.includes("sync")) await arrive(db, "sync", repo, dataRoot);

        const live = await db.dialogue.findMany({ where: { removedAt: null }, select: { slug: true } });
        expect(live.map((d) => d.slug).sort()).toEqual(slugs);

        // A judge scores the dialogue that is about to be edited.
        const judge = await db.user.create({ data: { id: "judge-1", name: "Judge", email: "judge@example.com", role: "judge" } });
        const edited = await db.dialogue.findUniqueOrThrow({ where: { slug: slugFromPath(EDITED) }, select: { id: true } });
        const spoken = await db.contribution.findFirstOrThrow({
          where: { dialogueId: edited.id, judge: false },
          select: { agent: true, round: { select: { number: true } } },
        });
        await saveJudgeScore(db, judge.id, {
          dialogueId: edited.id,
          round: spoken.round.number,
          agent: spoken.agent,
          rubricVersionId: 1,
          values: { wisdom: 10, consistency: 10, truth: 10, relationships: 10 },
          rationale: null,
          reason: null,
          baseVersion: 0,
        });

        appendFileSync(join(repo, SUMMARIES, `${EDITED}.dialogue.recorded.md`), "\n\nA note added after the dialogue closed.\n");
        git(repo, "commit", "--quiet", "-am", "edit one dialogue");
        await arrive(db, "sync", repo, dataRoot);

        expect(await reading(db)).toEqual(reference);
        const after = await db.dialogue.findUniqueOrThrow({
          where: { slug: slugFromPath(EDITED) },
          select: { id: true, versions: { select: { number: true } }, judgeScores: { select: { judgeId: true, documentVersion: true } } },
        });
        expect(after.id).toBe(edited.id);
        expect(after.versions.map((v) => v.number).sort()).toEqual([1, 2]);
        // Kept, and saying it was given on the first version.
        expect(after.judgeScores).toEqual([{ judgeId: "judge-1", documentVersion: 1 }]);
        // Every other dialogue has one version: a directory joining its summary is not a new one.
        expect(await db.documentVersion.count()).toBe(42);

        const tree = groupPaths(
          repo,
          listFiles(repo, repo).filter((p) => DEFAULT_GIT_GLOBS.some((g) => p.startsWith(g.slice(0, -3)))),
        ).items.length;
        const blue = (await listSources(db)).find((s) => s.name === "blue")!;
        expect(tree).toBe(41);
        expect(blue.dialogues).toBe(tree);
        // Deleting the source archives nothing the uploads also hold: every dialogue arrived by upload too.
        expect(await deleteGitSource(db, blue.id)).toMatchObject({ ok: true, archived: 0 });
        expect(await db.dialogue.count({ where: { removedAt: null } })).toBe(41);
        rmSync(repo, { recursive: true, force: true });
      }, 600_000);
    }
  });
}
