import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createGitSource, listSources } from "@/lib/db/sources";
import { syncSource } from "@/lib/ingest/sync";
import { uploadDialogues } from "@/lib/ingest/upload";
import { tempDatabases } from "./helpers/temp-db";

beforeAll(() => {
  process.env.ROUNDTABLE_ALLOW_LOCAL_GIT = "1";
});
const { fresh } = tempDatabases();
const NAME = "2026-04-01T1200Z-queue-limits";
const FILE = `.blue/docs/dialogues/${NAME}.dialogue.recorded.md`;
const text = (title: string) => `# Alignment Dialogue: ${title}\n\n## Round 0: Opening\n\n### Muffin 🧁\n\n[TENSION T01: Backpressure]\n`;

function git(cwd: string, ...args: string[]) {
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd });
}

describe("a source adopts an upload", () => {
  it("its commits become versions, and when it drops the file the upload still holds the document, read again without it", async () => {
    const { db, dir: dataRoot } = await fresh();
    const repo = mkdtempSync(join(tmpdir(), "roundtable-adopt-"));
    mkdirSync(join(repo, ".blue/docs/dialogues"), { recursive: true });
    writeFileSync(join(repo, FILE), text("Queue limits"));
    git(repo, "init", "--quiet", "-b", "main");
    git(repo, "add", "-A");
    git(repo, "commit", "--quiet", "-m", "one");

    await uploadDialogues(db, [{ path: `${NAME}.dialogue.recorded.md`, bytes: new TextEncoder().encode(text("Queue limits")) }]);
    const source = await createGitSource(db, { name: "repo", url: repo, branch: "main", globs: [".blue/docs/dialogues/**"] });
    const first = await syncSource(db, source.id, { root: dataRoot });
    expect(first.counts).toMatchObject({ imported: 0, unchanged: 1 });
    expect(new Map((await listSources(db)).map((s) => [s.name, s.dialogues]))).toEqual(
      new Map([
        ["uploads", 1],
        ["repo", 1],
      ]),
    );

    writeFileSync(join(repo, FILE), text("Queue limits, revised"));
    git(repo, "commit", "--quiet", "-am", "two");
    expect((await syncSource(db, source.id, { root: dataRoot })).counts).toMatchObject({ updated: 1 });
    const edited = await db.dialogue.findFirstOrThrow({ select: { title: true, versions: { select: { number: true } } } });
    expect(edited).toEqual({ title: "Queue limits, revised", versions: [{ number: 1 }, { number: 2 }] });

    rmSync(join(repo, FILE));
    git(repo, "commit", "--quiet", "-am", "three");
    await syncSource(db, source.id, { root: dataRoot });
    const after = await db.dialogue.findMany({ select: { title: true, removedAt: true, versions: { select: { number: true } } } });
    // Still there through its upload, and read from it again: a third version.
    expect(after).toEqual([{ title: "Queue limits", removedAt: null, versions: [{ number: 1 }, { number: 2 }, { number: 3 }] }]);
    expect(new Map((await listSources(db)).map((s) => [s.name, s.dialogues]))).toEqual(
      new Map([
        ["uploads", 1],
        ["repo", 0],
      ]),
    );
    rmSync(repo, { recursive: true, force: true });
  }, 60_000);
});
