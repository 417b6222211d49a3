import { cpSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { createDb, dialectOf } from "@/lib/db/client";
import { listDialogues } from "@/lib/db/dialogues";
import { slugFromPath } from "@/lib/contract";
import { checkHealth } from "@/lib/db/health";
import { applyMigrations, migrationsDir } from "@/lib/db/migrate";
import { seedSamples, SAMPLES_DIR } from "@/lib/ingest/samples";
import { databaseTarget } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { tempDatabases } from "./helpers/temp-db";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { generatedDialogue } from "./helpers/generate";
import { checkUpgradeKeepsData } from "./helpers/upgrade-check";
import { schemaSql, sqliteShape } from "./helpers/schema-shape";

const { fresh, defer } = tempDatabases();

describe("dialectOf", () => {
  // `next build` gives route handlers and pages their own copy of lib/db/client; the app's one client (on globalThis)
  // is made by whichever runs first, so /api/search ran SQLite PRAGMAs on PostgreSQL after a page had made the client.
  it("knows a PostgreSQL client made by another copy of the module", async () => {
    const pgClient = createDb({ provider: "postgres", url: "postgresql://u@127.0.0.1:1/none" });
    vi.resetModules();
    const otherCopy = await import("@/lib/db/client");
    expect(otherCopy.dialectOf).not.toBe(dialectOf);
    expect(otherCopy.dialectOf(pgClient)).toBe("postgres");
  });
});

describe("DATABASE_URL", () => {
  it("defaults to the embedded SQLite file and treats an empty value as unset", () => {
    expect(databaseTarget(undefined)).toMatchObject({ provider: "sqlite", file: "./data/roundtable.db" });
    expect(databaseTarget("")).toMatchObject({ provider: "sqlite" });
    expect(databaseTarget("postgresql://u@h/db")).toMatchObject({ provider: "postgres" });
  });
  it("refuses an unknown scheme with one clear sentence", () => {
    expect(() => databaseTarget("mysql://x")).toThrowError(new AppError("config-invalid", "DATABASE_URL must start with file:, postgres:// or postgresql://"));
  });
});

describe("migrations", () => {
  it("apply once, record their checksums, and are a no-op the second time", async () => {
    const { target } = await fresh();
    expect(await applyMigrations(target)).toEqual([]);
  });

  it("refuse a migration changed after it was applied", async () => {
    const { target, dir } = await fresh();
    const copy = join(dir, "migrations");
    cpSync(migrationsDir(target), copy, { recursive: true });
    const first = readdirSync(copy)[0]!;
    writeFileSync(join(copy, first, "migration.sql"), "-- edited\n");
    await expect(applyMigrations(target, copy)).rejects.toMatchObject({ code: "migration-modified" });
  });

  it("roll back a failing migration whole and say which one", async () => {
    const { target, dir } = await fresh();
    const copy = join(dir, "migrations");
    cpSync(migrationsDir(target), copy, { recursive: true });
    cpSync(join(copy, readdirSync(copy)[0]!), join(copy, "29990101000000_broken"), { recursive: true });
    writeFileSync(join(copy, "29990101000000_broken", "migration.sql"), 'CREATE TABLE "Kept" (id INTEGER);\nCREATE TABLE "Dialogue" (id INTEGER);\n');
    await expect(applyMigrations(target, copy)).rejects.toMatchObject({ code: "migration-failed", message: expect.stringContaining("29990101000000_broken") });
    const db = createDb(target);
    defer(() => db.$disconnect());
    const tables = await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM sqlite_master WHERE name = 'Kept'`);
    expect(tables).toEqual([]);
  });

  it("build exactly the database prisma/schema.prisma describes", async () => {
    const { target } = await fresh();
    const dir = mkdtempSync(join(tmpdir(), "roundtable-shape-"));
    const expected = new Database(join(dir, "from-schema.db"));
    expected.exec(schemaSql("prisma/schema.prisma"));
    expected.close();
    expect(sqliteShape((target as { file: string }).file)).toEqual(sqliteShape(join(dir, "from-schema.db")));
  });

  it("upgrade a database holding dialogues without losing any of it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-upgrade-"));
    await checkUpgradeKeepsData({ provider: "sqlite", file: join(dir, "old.db"), url: "" });
  });

  it("say clearly when the database file cannot be opened", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-ro-"));
    writeFileSync(join(dir, "not-a-db.db"), "this is not a database file, it is text ".repeat(50));
    await expect(applyMigrations({ provider: "sqlite", file: join(dir, "not-a-db.db"), url: "" })).rejects.toMatchObject({ code: "database-unreachable" });
  });
});

describe("samples", () => {
  it("load through the contract, and loading twice changes nothing", async () => {
    const { db, dir } = await fresh();
    // seedSamples disconnects the client it is given, so it gets its own.
    const first = await seedSamples(createDb({ provider: "sqlite", file: join(dir, "test.db"), url: "" }));
    const samples = readdirSync(SAMPLES_DIR).filter((n) => n.endsWith(".md"));
    expect(first).toEqual({ imported: samples.length, updated: 0, unchanged: 0, rejected: 0, skipped: 0 });
    const second = await seedSamples(createDb({ provider: "sqlite", file: join(dir, "test.db"), url: "" }));
    expect(second).toEqual({ imported: 0, updated: 0, unchanged: samples.length, rejected: 0, skipped: 0 });
    const list = (await listDialogues(db)).rows;
    expect(list.map((d) => d.slug).sort()).toEqual(samples.map(slugFromPath).sort());
    const rate = list.find((d) => d.slug === "api-rate-limiting")!;
    expect(rate).toMatchObject({ title: "Rate Limiting for the Public API", status: "converged", roundCount: 3, agentCount: 3 });
    // Only the samples: the index offers an admin its "get started" panel until a document of their own arrives.
    expect((await listDialogues(db)).ownDocuments).toBe(0);
    const uploads = await ensureSource(db, { kind: "upload", name: "uploads" });
    await importItems(db, uploads.id, groupDialogueFiles([{ path: "mine.dialogue.md", bytes: new TextEncoder().encode(generatedDialogue(9)) }]).items);
    expect((await listDialogues(db)).ownDocuments).toBe(1);
  });
});

describe("health", () => {
  it("is ok when the database answers and unavailable when it does not", async () => {
    const { db } = await fresh();
    expect(await checkHealth(db)).toMatchObject({ status: "ok", database: { reachable: true, dialogues: 0 } });
    const missing = createDb({ provider: "sqlite", file: join(mkdtempSync(join(tmpdir(), "rt-")), "empty.db"), url: "" });
    defer(() => missing.$disconnect());
    const down = await checkHealth(missing);
    expect(down.status).toBe("unavailable");
    expect(down.database.reachable).toBe(false);
    expect(down.database.error).toMatch(/Dialogue/);
  });
});
