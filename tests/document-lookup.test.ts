import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { findDocumentFor, findPart } from "@/lib/db/document-parts";
import { uploadDialogues } from "@/lib/ingest/upload";
import { generatedDialogue } from "./helpers/generate";
import { tempDatabases } from "./helpers/temp-db";
import { tempPostgres } from "./helpers/temp-postgres";

const enc = (s: string) => new TextEncoder().encode(s);

/** Three uploaded dialogues, and what an arrival could match each by: its key, its part's content, its place. */
async function threeDocuments(db: Db) {
  const uploaded = await uploadDialogues(db, [
    { path: "2026-01-01T1000Z-alpha.dialogue.md", bytes: enc(generatedDialogue(1)) },
    { path: "2026-01-02T1000Z-beta.dialogue.md", bytes: enc(generatedDialogue(2)) },
    { path: "gamma.dialogue.md", bytes: enc(generatedDialogue(3)) },
  ]);
  if (!uploaded.ok) throw new Error(uploaded.error);
  const rows = await db.dialogue.findMany({
    orderBy: { id: "asc" },
    select: { id: true, slug: true, logicalKey: true, path: true, parts: { select: { contentHash: true } } },
  });
  const [alpha, beta, gamma] = rows.map((r) => ({ ...r, partHash: r.parts[0]!.contentHash }));
  return { sourceId: uploaded.sourceId, alpha: alpha!, beta: beta!, gamma: gamma! };
}

function lookupSuite(fresh: () => Promise<Db>) {
  it("finds by logical key first, then by a live part's content, then by the place in the source", async () => {
    const db = await fresh();
    const { sourceId, alpha, beta, gamma } = await threeDocuments(db);
    expect(alpha.logicalKey).not.toBeNull();
    const find = (arrival: { logicalKey?: string | null; contentHash?: string; path?: string }) =>
      findDocumentFor(db, {
        sourceId,
        path: arrival.path ?? "elsewhere.md",
        logicalKey: arrival.logicalKey ?? null,
        contentHash: arrival.contentHash ?? "none",
      }).then((found) => found?.slug ?? null);
    // The key outranks content that another document holds, and content outranks the place.
    expect(await find({ logicalKey: alpha.logicalKey, contentHash: beta.partHash, path: gamma.path })).toBe(alpha.slug);
    expect(await find({ logicalKey: "dialogue:no-such-key", contentHash: beta.partHash, path: gamma.path })).toBe(beta.slug);
    expect(await find({ path: gamma.path })).toBe(gamma.slug);
    expect(await find({})).toBeNull();

    // A removed document is found by its key and its place, never by its content.
    await db.dialogue.update({ where: { id: beta.id }, data: { removedAt: new Date() } });
    await db.documentPart.updateMany({ where: { dialogueId: beta.id }, data: { removedAt: new Date() } });
    expect(await find({ contentHash: beta.partHash })).toBeNull();
    const removed = await findDocumentFor(db, { sourceId, path: beta.path, logicalKey: beta.logicalKey, contentHash: beta.partHash });
    expect(removed && { slug: removed.slug, removed: removed.removed, archived: removed.archived }).toEqual({
      slug: beta.slug,
      removed: true,
      archived: false,
    });

    const held = await findPart(db, sourceId, beta.path);
    expect(held && { hash: held.contentHash, removed: held.removed, slug: held.document.slug, removedDocument: held.document.removed }).toEqual({
      hash: beta.partHash,
      removed: true,
      slug: beta.slug,
      removedDocument: true,
    });
    expect(await findPart(db, sourceId, "no/such/path.md")).toBeNull();
  });
}

describe("the document an arrival attaches to, on SQLite", () => {
  const { fresh } = tempDatabases();
  lookupSuite(async () => (await fresh()).db);
});

const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) {
  describe("the document an arrival attaches to, on PostgreSQL", () => {
    const { defer } = tempDatabases();
    lookupSuite(async () => {
      const pg = await tempPostgres(ADMIN_URL);
      defer(pg.cleanup);
      return pg.db;
    });
  });
} else describe.skip("the document an arrival attaches to, on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
