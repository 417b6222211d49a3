import Database from "better-sqlite3";
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { dialogueCounts, parseDialogue } from "@/lib/contract";
import { createDb } from "@/lib/db/client";
import { ensureSource, getStats } from "@/lib/db/store";
import { decodeMarkdown, firstInvalidUtf8 } from "@/lib/ingest/decode";
import { dialogueDirectoryOf } from "@/lib/contract";
import { groupDialogueFiles, type RawFile } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { generatedDialogue } from "./helpers/generate";
import { tempDatabases } from "./helpers/temp-db";

const enc = (s: string) => new TextEncoder().encode(s);
const databases = tempDatabases();
async function fresh() {
  const t = await databases.fresh();
  const source = await ensureSource(t.db, { kind: "upload", name: "test-upload" });
  return { ...t, sourceId: source.id };
}

describe("decoding files", () => {
  it("accepts UTF-8 markdown and drops a byte-order mark", () => {
    expect(decodeMarkdown(enc("\uFEFF# Title\n"))).toEqual({ ok: true, text: "# Title\n" });
  });
  it("rejects empty, binary, invalid UTF-8 and oversized files with the line where it happens", () => {
    expect(decodeMarkdown(enc("  \n\n"))).toMatchObject({ ok: false, diagnostics: [{ code: "empty-file", line: 1 }] });
    expect(decodeMarkdown(new Uint8Array([0x23, 0x0a, 0x0a, 0x00, 0x01]))).toMatchObject({ ok: false, diagnostics: [{ code: "binary-file", line: 3 }] });
    expect(decodeMarkdown(new Uint8Array([0x61, 0x0a, 0x62, 0xc3, 0x28]))).toMatchObject({ ok: false, diagnostics: [{ code: "invalid-utf8", line: 2 }] });
    expect(decodeMarkdown(new Uint8Array(11), 10)).toMatchObject({ ok: false, diagnostics: [{ code: "file-too-large" }] });
  });
  it("validates UTF-8 strictly", () => {
    expect(firstInvalidUtf8(enc("héllo 🧁 ✓"))).toBe(-1);
    expect(firstInvalidUtf8(new Uint8Array([0xe0, 0x80, 0x80]))).toBe(0); // overlong
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0); // surrogate
    expect(firstInvalidUtf8(new Uint8Array([0x41, 0xf0, 0x9f]))).toBe(1); // truncated
  });
});

describe("grouping files into dialogues", () => {
  it("takes round-scoped directories whole and other markdown one file at a time", () => {
    const files: RawFile[] = [
      "a/docs/x.dialogue.md",
      "a/d/slug/round-0/muffin.md",
      "a/d/slug/round-0.summary.md",
      "a/d/slug/expert-pool.json",
      "a/d/pool.json",
      "a/readme.md",
    ].map((path) => ({ path, bytes: enc("x") }));
    const { items, skipped } = groupDialogueFiles(files);
    expect(items.map((i) => [i.kind, i.path])).toEqual([
      ["directory", "a/d/slug"],
      ["file", "a/docs/x.dialogue.md"],
      ["file", "a/readme.md"],
    ]);
    const dir = items[0]!;
    expect(dir.kind === "directory" && dir.files.map((f) => f.path)).toEqual(["expert-pool.json", "round-0.summary.md", "round-0/muffin.md"]);
    expect(skipped).toEqual(["a/d/pool.json"]);
    expect(dialogueDirectoryOf("x/round-12/eclair.md")).toBe("x");
    expect(dialogueDirectoryOf("x/round-notes.md")).toBeNull();
  });
});

describe("the import pipeline", () => {
  it("gives every file an outcome: imported, unchanged or rejected with diagnostics", async () => {
    const { db, sourceId } = await fresh();
    const files: RawFile[] = [
      { path: "good.dialogue.md", bytes: enc(generatedDialogue(1)) },
      { path: "empty.md", bytes: enc("") },
      { path: "binary.md", bytes: new Uint8Array([1, 2, 0, 3]) },
      { path: "latin1.md", bytes: new Uint8Array([0x23, 0x20, 0xe9, 0x0a]) },
      { path: "long-line.md", bytes: enc("x".repeat(20 * 1024 * 1024)) },
      { path: "notes.md", bytes: enc("# Shopping list\n\n- eggs\n- milk\n") },
    ];
    const outcomes = await importItems(db, sourceId, groupDialogueFiles(files).items);
    const byPath = Object.fromEntries(outcomes.map((o) => [o.path, o.status === "rejected" ? [o.status, o.diagnostics[0]?.code] : [o.status]]));
    expect(byPath).toEqual({
      "good.dialogue.md": ["imported"],
      "empty.md": ["rejected", "empty-file"],
      "binary.md": ["rejected", "binary-file"],
      "latin1.md": ["rejected", "invalid-utf8"],
      "long-line.md": ["rejected", "file-too-large"],
      "notes.md": ["rejected", "not-a-dialogue"],
    });
    expect((await getStats(db)).dialogues).toBe(1);
    const again = await importItems(db, sourceId, groupDialogueFiles(files.slice(0, 1)).items);
    expect(again.map((o) => o.status)).toEqual(["unchanged"]);
  });

  it("stores the Judge's tensions in every form, each anchored where the Judge recorded it", async () => {
    const { db, sourceId } = await fresh();
    const text = `# Alignment Dialogue: Headings

**Status**: Converged

## Round 0: Opening

### Muffin 🧁

Words.

## Resolved Tensions

### Tension 1: New tools or fewer tools
**Resolution:** fewer tools.

### Tension 2: Gate or warning
**Resolution:** a warning.
`;
    await importItems(db, sourceId, groupDialogueFiles([{ path: "headings.dialogue.md", bytes: enc(text) }]).items);
    const rows = await db.tension.findMany({ orderBy: { line: "asc" }, select: { registryId: true, status: true, origin: true, line: true } });
    expect(rows).toEqual([
      { registryId: "Tension 1", status: "resolved", origin: "registry", line: 13 },
      { registryId: "Tension 2", status: "resolved", origin: "registry", line: 16 },
    ]);
  });

  it("stores exactly what the contract parsed, and a re-import replaces it whole but keeps judges' scores", async () => {
    const { db, sourceId } = await fresh();
    const text = generatedDialogue(7);
    await importItems(db, sourceId, groupDialogueFiles([{ path: "g.dialogue.md", bytes: enc(text) }]).items);
    const parsed = parseDialogue(text);
    const counts = dialogueCounts(parsed.dialogue, parsed.diagnostics.length);
    expect(await getStats(db)).toEqual({ dialogues: 1, ...counts });
    const dialogue = await db.dialogue.findFirstOrThrow({ include: { tensions: { include: { events: true } } } });
    expect(dialogue.tensions.map((t) => [t.registryId, t.status, t.events.map((e) => e.kind)])).toContainEqual(["T01", "resolved", ["raised", "resolved"]]);
    await db.score.create({ data: { dialogueId: dialogue.id, agent: "Muffin", round: 0, dimension: "truth", value: 7, origin: "judge" } });

    const changed = generatedDialogue(7, 2);
    const [outcome] = await importItems(db, sourceId, groupDialogueFiles([{ path: "g.dialogue.md", bytes: enc(changed) }]).items);
    expect(outcome!.status).toBe("updated");
    const after = await db.dialogue.findFirstOrThrow({ include: { scores: true, text: true } });
    expect(after.id).toBe(dialogue.id);
    expect(after.scores.filter((s) => s.origin === "judge")).toHaveLength(1);
    expect(after.scores.find((s) => s.origin === "file" && s.agent === "Muffin" && s.dimension === "truth")?.value).toBe(5);
    expect(after.text?.raw).toBe(changed);
  });

  it("imports a round-scoped directory as one dialogue with its files' diagnostics", async () => {
    const { db, sourceId } = await fresh();
    const root = join(process.cwd(), "tests/fixtures/round-scoped-demo");
    const walk = (dir: string): RawFile[] =>
      readdirSync(dir).flatMap((n) =>
        statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [{ path: "demo/" + relative(root, join(dir, n)), bytes: readFileSync(join(dir, n)) }],
      );
    const [outcome] = await importItems(db, sourceId, groupDialogueFiles(walk(root)).items);
    expect(outcome).toMatchObject({ path: "demo", status: "imported", title: "Demo" });
    const stored = await db.dialogue.findFirstOrThrow({ include: { diagnostics: true, contributions: true } });
    expect(stored.layout).toBe("directory");
    expect(stored.diagnostics.find((d) => d.code === "table-column-count")).toMatchObject({ file: "round-0/scone.md", line: 7 });
    expect(stored.contributions.map((c) => c.agent).sort()).toEqual(["Judge", "Muffin", "Muffin", "Scone"]);
  });
});

describe("an import killed mid-way", () => {
  it("leaves every dialogue whole: the previous version or the new one, never a mix", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-kill-"));
    const data = join(dir, "data");
    mkdirSync(data);
    const url = `file:${join(dir, "kill.db")}`;
    const N = 150;
    for (let i = 0; i < N; i++) writeFileSync(join(data, `d${i}.dialogue.md`), generatedDialogue(i));
    const cli = [join(process.cwd(), "cli/roundtable.ts"), "import", data];
    const tsx = join(process.cwd(), "node_modules/.bin/tsx");
    await promisify(execFile)(tsx, cli, { env: { ...process.env, DATABASE_URL: url } });
    for (let i = 0; i < N; i++) writeFileSync(join(data, `d${i}.dialogue.md`), generatedDialogue(i, 1));

    // tsx runs the CLI in a child process: kill the whole group, or the import goes on while we look.
    const child = spawn(tsx, cli, { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore", detached: true });
    const exited = new Promise((r) => child.once("exit", r));
    // Killed once the new version of the first dialogues is in: a fixed wait killed a finished import on a fast machine.
    const watcher = new Database(join(dir, "kill.db"), { readonly: true });
    const updated = () => (watcher.prepare(`SELECT count(*) AS n FROM "DialogueText" WHERE "raw" LIKE '%Paragraph 1 about%'`).get() as { n: number }).n;
    const deadline = Date.now() + 60_000;
    while (updated() === 0 && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(child.exitCode, "the import ended before it could be killed").toBeNull();
    process.kill(-child.pid!, "SIGKILL");
    await exited;
    const killedAt = updated();
    watcher.close();
    expect(killedAt, "killed mid-way: some dialogues new, some old").toBeLessThan(N);

    const db = createDb({ provider: "sqlite", file: join(dir, "kill.db"), url });
    databases.defer(() => db.$disconnect());
    const rows = await db.dialogue.findMany({
      include: {
        text: true,
        _count: { select: { markers: true, rounds: true, scores: true } },
        scores: { where: { agent: "Muffin", dimension: "truth", round: null } },
      },
    });
    expect(rows).toHaveLength(N);
    for (const row of rows) {
      // The counters written with the row agree with its children, and the children belong to one version.
      expect(row._count.markers).toBe(row.markerCount);
      expect(row._count.rounds).toBe(row.roundCount);
      const version = row.text!.raw.includes("Paragraph 1 about") ? 1 : 0;
      expect(row.scores.map((s) => s.value)).toEqual([3 + version]);
    }
    // Running the import again finishes the job.
    await promisify(execFile)(tsx, cli, { env: { ...process.env, DATABASE_URL: url } });
    const done = await db.dialogueText.findMany({ select: { raw: true } });
    expect(done).toHaveLength(N);
    expect(done.every((r) => r.raw.includes("Paragraph 1 about"))).toBe(true);
    // Three CLI imports of 150 dialogues in other processes: well under a minute alone, minutes beside other files.
  }, 240_000);
});
