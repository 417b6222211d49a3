import { zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createGitSource } from "@/lib/db/sources";
import { importItems } from "@/lib/ingest/pipeline";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { MAX_FILE_BYTES } from "@/lib/ingest/decode";
import { uploadDialogues } from "@/lib/ingest/upload";
import { uploadRows } from "@/lib/ingest/upload-rows";
import { readCentralDirectory, unzipUpload } from "@/lib/ingest/zip";
import { generatedDialogue } from "./helpers/generate";
import { tempDatabases } from "./helpers/temp-db";

const enc = (s: string) => new TextEncoder().encode(s);
const { fresh } = tempDatabases();

describe("unzipping uploads", () => {
  it("takes safe entries and refuses `..`, absolute paths and symlinks one by one", () => {
    const zip = zipSync({
      "blue/a.dialogue.md": enc(generatedDialogue(1)),
      "../evil.md": enc("x"),
      "/etc/passwd.md": enc("x"),
      "blue/link.md": [enc("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }],
    } as Zippable);
    const result = unzipUpload(zip);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.files.map((f) => f.path)).toEqual(["blue/a.dialogue.md"]);
    expect(Object.fromEntries(result.rejected.map((r) => [r.path, r.reason]))).toEqual({
      "../evil.md": "path leaves the archive (..)",
      "/etc/passwd.md": "absolute path",
      "blue/link.md": "symbolic link",
    });
  });

  it("refuses a zip bomb by its declared ratio", () => {
    const zip = zipSync({ "bomb.md": new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    expect(unzipUpload(zip)).toMatchObject({ ok: false, reason: expect.stringContaining("zip bomb") });
  });

  it("stops a zip bomb that lies about its size while inflating", () => {
    const zip = zipSync({ "bomb.md": new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    // Rewrite the declared uncompressed size (local header and central directory) to 1 KB.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(22, 1024, true);
    const central = zip.length - 22 - (46 + "bomb.md".length);
    view.setUint32(central + 24, 1024, true);
    expect(readCentralDirectory(zip)![0]!.uncompressed).toBe(1024);
    expect(unzipUpload(zip)).toMatchObject({ ok: false, reason: expect.stringContaining("past the limits") });
  });

  it("refuses what is not a zip", () => {
    expect(unzipUpload(enc("not a zip at all"))).toMatchObject({ ok: false, reason: expect.stringContaining("not a zip") });
  });
});

describe("the file-size limit", () => {
  it("refuses an oversized file the same way whether it came alone or in a zip, and keeps the rest", async () => {
    const t = await fresh();
    const big = new Uint8Array(MAX_FILE_BYTES + 1).fill(121);
    const zip = zipSync({ "set/big.md": big, "set/ok.dialogue.md": enc(generatedDialogue(3)) }, { level: 0 });
    const result = await uploadDialogues(t.db, [
      { path: "big.md", bytes: big },
      { path: "set.zip", bytes: zip },
    ]);
    if (!result.ok) throw new Error(result.error);
    const byPath = Object.fromEntries(result.outcomes.map((o) => [o.path, [o.status, o.diagnostics[0]?.code ?? null, o.diagnostics[0]?.message ?? null]]));
    const refusal = ["rejected", "file-too-large", `The file is ${MAX_FILE_BYTES + 1} bytes; the limit is ${MAX_FILE_BYTES}.`];
    expect(byPath).toEqual({ "big.md": refusal, "set/big.md": refusal, "set/ok.dialogue.md": ["imported", null, null] });
  });
});

describe("uploadDialogues", () => {
  it("imports markdown and zips, and reports every refused file", async () => {
    const t = await fresh();
    const zip = zipSync({ "set/one.dialogue.md": enc(generatedDialogue(1)), "set/../../two.md": enc("x") });
    const result = await uploadDialogues(t.db, [
      { path: "solo.dialogue.md", bytes: enc(generatedDialogue(2)) },
      { path: "set.zip", bytes: zip },
      { path: "picture.png", bytes: new Uint8Array([137, 80, 78, 71]) },
      { path: "../up.md", bytes: enc("x") },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.outcomes.map((o) => [o.path, o.status, o.status === "rejected" ? o.diagnostics[0]!.code : null])).toEqual([
      ["set/one.dialogue.md", "imported", null],
      ["solo.dialogue.md", "imported", null],
      ["set/../../two.md", "rejected", "zip-entry-refused"],
      ["../up.md", "rejected", "path-refused"],
      ["picture.png", "rejected", "not-markdown"],
    ]);
    expect(await uploadDialogues(t.db, [])).toEqual({ ok: false, error: "Choose at least one file." });
  });
});

describe("uploading every kind", () => {
  const fixture = (path: string) => new Uint8Array(readFileSync(join(process.cwd(), "tests/fixtures", path)));

  it("imports a dialogue, an A52 response, a PCPP export, a GoopSpec report and an ACOR run, each as its kind", async () => {
    const { db } = await fresh();
    const result = await uploadDialogues(db, [
      { path: "one.dialogue.md", bytes: enc(generatedDialogue(3)) },
      { path: "cache-layer.md", bytes: fixture("a52/cache-layer.md") },
      { path: "pcpp-session.json", bytes: fixture("a52/pcpp-session.json") },
      { path: "02-planner.md", bytes: fixture("goopspec-session/02-planner.md") },
      { path: "run__csv_dedupe__ok.md", bytes: fixture("acor-runs/run__csv_dedupe__ok.md") },
    ]);
    if (!result.ok) throw new Error(result.error);
    expect(result.outcomes.map((o) => o.status)).toEqual(["imported", "imported", "imported", "imported", "imported"]);
    const kinds = await db.dialogue.findMany({ select: { kind: true }, orderBy: { kind: "asc" } });
    expect(kinds.map((k) => k.kind)).toEqual(["a52", "a52-session", "acor", "dialogue", "goopspec"]);
  });

  it("says which kinds it reads when a text is none of them", async () => {
    const { db } = await fresh();
    const result = await uploadDialogues(db, [{ path: "notes.md", bytes: enc("Just some notes.\n\nNothing here is a document.\n") }]);
    if (!result.ok) throw new Error(result.error);
    const [d] = result.outcomes[0]!.diagnostics;
    expect(d).toMatchObject({ code: "not-a-dialogue", severity: "error" });
    expect(d!.message).toBe(
      "This text is not a document Roundtable reads (GoopSpec report, A52 response, A52 session, ACOR run, Dialogue): no format detects it.",
    );
    expect(d!.hint).not.toContain("Only alignment dialogues");
  });

  it("skips an expert pool filed outside a dialogue directory with a note, and still refuses other files", async () => {
    const { db } = await fresh();
    const pool = {
      domain: "Sync Architecture",
      question: "How?",
      experts: [
        { role: "Architect", tier: "Core", relevance: 0.9 },
        { role: "Operator", tier: "Adjacent", relevance: 0.7 },
      ],
    };
    const result = await uploadDialogues(db, [
      { path: "blue.zip", bytes: zipSync({ ".blue/dialogues/sync-pool.json": enc(JSON.stringify(pool)), LICENSE: enc("MIT") }) },
      { path: "other.json", bytes: enc('{"not": "a pool"}') },
    ]);
    if (!result.ok) throw new Error(result.error);
    expect(result.outcomes.map((o) => [o.path, o.status, o.diagnostics[0]!.code, o.diagnostics[0]!.severity])).toEqual([
      [".blue/dialogues/sync-pool.json", "skipped", "pool-outside-dialogue", "info"],
      ["LICENSE", "rejected", "not-markdown", "error"],
      ["other.json", "rejected", "not-markdown", "error"],
    ]);
    expect(result.outcomes[0]!.diagnostics[0]!.message).toBe(
      "An expert pool (Sync Architecture, 2 experts) outside any dialogue directory: a pool is read with its dialogue's directory, so this copy is skipped.",
    );
    const rows = uploadRows(result.outcomes);
    expect(rows.map((r) => [r.path, r.status, r.href])).toEqual([
      ["LICENSE", "rejected", null],
      ["other.json", "rejected", null],
      [".blue/dialogues/sync-pool.json", "skipped", null],
    ]);
  });
});

describe("an upload's result rows", () => {
  it("link each stored document where it is read, list rejected files first with every reason and its line", async () => {
    const { db } = await fresh();
    // Already synced from a source: the upload of the same content links to that copy.
    const git = await createGitSource(db, { name: "elsewhere", url: "https://example.org/x.git", branch: "main", globs: ["**/*.md"] });
    await importItems(db, git.id, groupDialogueFiles([{ path: "synced/twin.dialogue.md", bytes: enc(generatedDialogue(7)) }]).items);
    const a52 = readFileSync(join(process.cwd(), "tests/fixtures/a52/cache-layer.md"));
    const first = await uploadDialogues(db, [
      { path: "one.dialogue.md", bytes: enc(generatedDialogue(1)) },
      { path: "responses/cache-layer.md", bytes: new Uint8Array(a52) },
      { path: "twin.dialogue.md", bytes: enc(generatedDialogue(7)) },
      { path: "broken.md", bytes: new Uint8Array([0x23, 0x20, 0x00, 0x01]) },
    ]);
    if (!first.ok) throw new Error(first.error);
    const rows = uploadRows(first.outcomes);
    expect(rows.map((r) => [r.path, r.status, r.href, r.lintHref, r.elsewhere])).toEqual([
      ["broken.md", "rejected", null, null, false],
      ["one.dialogue.md", "imported", "/d/one", "/d/one#lint", false],
      ["responses/cache-layer.md", "imported", "/r/cache-layer", "/r/cache-layer/source", false],
      ["twin.dialogue.md", "unchanged", "/d/twin", "/d/twin#lint", true],
    ]);
    expect(rows[0]!.reasons).toEqual([expect.objectContaining({ line: 1, severity: "error", message: expect.stringContaining("NUL byte") })]);
    expect(rows[0]!.diagnostics).toBe(1);

    // Uploaded again: unchanged, and still linked to themselves.
    const again = await uploadDialogues(db, [{ path: "one.dialogue.md", bytes: enc(generatedDialogue(1)) }]);
    if (!again.ok) throw new Error(again.error);
    expect(uploadRows(again.outcomes).map((r) => [r.status, r.href])).toEqual([["unchanged", "/d/one"]]);
  });

  it("come from the outcomes alone: each carries its document's slug and kind, none for an archived document", async () => {
    const { db } = await fresh();
    const a52 = readFileSync(join(process.cwd(), "tests/fixtures/a52/cache-layer.md"));
    const first = await uploadDialogues(db, [
      { path: "one.dialogue.md", bytes: enc(generatedDialogue(1)) },
      { path: "responses/cache-layer.md", bytes: new Uint8Array(a52) },
    ]);
    if (!first.ok) throw new Error(first.error);
    expect(first.outcomes.map((o) => [o.path, o.status, o.slug, o.kind])).toEqual([
      ["one.dialogue.md", "imported", "one", "dialogue"],
      ["responses/cache-layer.md", "imported", "cache-layer", "a52"],
    ]);
    // Edited and uploaded again: the same document, updated in place.
    const edited = await uploadDialogues(db, [{ path: "one.dialogue.md", bytes: enc(generatedDialogue(1, 1)) }]);
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.outcomes.map((o) => [o.status, o.slug, o.kind])).toEqual([["updated", "one", "dialogue"]]);
    // An archived document has no page: its upload is unchanged and links nowhere.
    await db.dialogue.update({ where: { slug: "one" }, data: { archivedAt: new Date(), removedAt: new Date() } });
    const archived = await uploadDialogues(db, [{ path: "one.dialogue.md", bytes: enc(generatedDialogue(1, 1)) }]);
    if (!archived.ok) throw new Error(archived.error);
    expect(archived.outcomes.map((o) => [o.status, o.slug ?? null])).toEqual([["unchanged", null]]);
    expect(uploadRows(archived.outcomes).map((r) => [r.status, r.href])).toEqual([["unchanged", null]]);
  });
});
