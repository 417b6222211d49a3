import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { zipSync, type Zippable } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialogueCounts, parseDialogue, parseDirectory } from "@/lib/contract";
import type { Db } from "@/lib/db/client";
import { createGitSource } from "@/lib/db/sources";
import { getStats, type Stats } from "@/lib/db/store";
import { readCheckout } from "@/lib/ingest/git";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { groupDialogueFiles, type RawFile } from "@/lib/ingest/group";
import { syncSource } from "@/lib/ingest/sync";
import { uploadDialogues } from "@/lib/ingest/upload";
import { generatedDialogue } from "./generate";

const CORPUS = join(process.cwd(), "../shared/corpus/blue");

/** What parsing these files gives, counted the way storage counts. */
export function parsedCounts(files: RawFile[]): Stats {
  const total: Stats = {
    dialogues: 0,
    rounds: 0,
    contributions: 0,
    markers: 0,
    perspectives: 0,
    tensions: 0,
    openTensions: 0,
    untrackedTensions: 0,
    resolvedTensions: 0,
    scores: 0,
    diagnostics: 0,
  };
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  for (const item of groupDialogueFiles(files).items) {
    const r =
      item.kind === "file"
        ? parseDialogue(text(item.file.bytes))
        : parseDirectory(
            item.files.map((f) => ({ path: f.path, content: text(f.bytes) })),
            { name: item.path.split("/").at(-1) },
          );
    total.dialogues++;
    for (const [k, v] of Object.entries(dialogueCounts(r.dialogue, r.diagnostics.length))) total[k as keyof Stats] += v;
  }
  return total;
}

/**
 * The storage promises, on one database: an upload of the corpus as a zip and a git repository built from it both
 * store what parsing gives; a change and a deletion synced later are followed exactly.
 */
export function storageSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe.skipIf(!existsSync(CORPUS))(`storage on ${label}, against the real corpus`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    const root = mkdtempSync(join(tmpdir(), "roundtable-storage-"));
    beforeAll(async () => {
      process.env.ROUNDTABLE_ALLOW_LOCAL_GIT = "1";
      ({ db, cleanup } = await open());
    });
    afterAll(async () => {
      await cleanup();
      rmSync(root, { recursive: true, force: true });
    });

    it("a zip upload of ../shared/corpus/blue stores the same counts as parsing it", async () => {
      const entries: Zippable = {};
      const files: RawFile[] = [];
      const walk = (dir: string) => {
        for (const n of readdirSync(dir)) {
          const full = join(dir, n);
          // The gold reading is the conformance check's annotation of the corpus, not part of the Blue repository.
          if (full === join(CORPUS, "gold.json")) continue;
          if (statSync(full).isDirectory()) walk(full);
          else {
            const path = "blue/" + relative(CORPUS, full);
            entries[path] = readFileSync(full);
            if (path.endsWith(".md") || path.endsWith(".json")) files.push({ path, bytes: readFileSync(full) });
          }
        }
      };
      walk(CORPUS);
      const result = await uploadDialogues(db, [{ path: "blue.zip", bytes: zipSync(entries) }]);
      if (!result.ok) throw new Error(result.error);
      // Only the licence is refused; the stray pool file beside the directories is skipped with a note.
      expect(result.outcomes.filter((o) => o.status === "rejected" || o.status === "skipped").map((o) => [o.path, o.status, o.diagnostics[0]!.code])).toEqual([
        ["blue/.blue/dialogues/pm-repo-sync-pool.json", "skipped", "pool-outside-dialogue"],
        ["blue/LICENSE", "rejected", "not-markdown"],
      ]);
      expect(await getStats(db)).toEqual(parsedCounts(files));
    }, 120_000);

    it("a git repository built from it, synced, changed and synced again, stays equal to parsing its checkout", async () => {
      // Start from an empty database state for this source: archive the upload first so only the repository counts.
      await db.dialogue.updateMany({ data: { removedAt: new Date() } });
      // …and what the upload brought: a document the upload still held would stay live through it (issue 28).
      await db.documentPart.updateMany({ data: { removedAt: new Date() } });
      const origin = mkdtempSync(join(tmpdir(), "roundtable-storage-repo-"));
      const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], { cwd: origin });
      git("init", "--quiet", "-b", "main");
      cpSync(join(CORPUS, ".blue"), join(origin, ".blue"), { recursive: true });
      git("add", "-A");
      git("commit", "--quiet", "-m", "corpus");
      const source = await createGitSource(db, { name: `corpus-${label}`, url: origin, branch: "main", globs: DEFAULT_GIT_GLOBS });
      await syncSource(db, source.id, { root });
      expect(await getStats(db)).toEqual(parsedCounts(readCheckout(origin, DEFAULT_GIT_GLOBS)));

      const dialogues = join(origin, ".blue/docs/dialogues");
      const names = readdirSync(dialogues)
        .filter((n) => n.endsWith(".md"))
        .sort();
      writeFileSync(join(dialogues, names[2]!), generatedDialogue(77));
      rmSync(join(dialogues, names[3]!));
      git("add", "-A");
      git("commit", "--quiet", "-m", "change one, delete one");
      const again = await syncSource(db, source.id, { root });
      expect(again.counts).toMatchObject({ updated: 1, rejected: 0 });
      expect(again.archived).toBe(1);
      expect(await getStats(db)).toEqual(parsedCounts(readCheckout(origin, DEFAULT_GIT_GLOBS)));
    }, 120_000);
  });
}
