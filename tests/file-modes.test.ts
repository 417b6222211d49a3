import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { privateSqliteFile } from "@/lib/private-files";

const mode = (path: string) => statSync(path).mode & 0o777;
const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

describe("files holding sessions and secrets", () => {
  it("creates the SQLite database, its -wal and -shm readable by the owner only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-modes-"));
    dirs.push(dir);
    const file = join(dir, "data", "app.db");
    const umask = process.umask(0o022);
    try {
      await applyMigrations({ provider: "sqlite", file, url: `file:${file}` });
      const db = createDb({ provider: "sqlite", file, url: `file:${file}` });
      await db.source.create({ data: { kind: "upload", name: "modes" } });
      for (const suffix of ["", "-wal", "-shm"]) expect([suffix, mode(file + suffix)]).toEqual([suffix, 0o600]);
      expect(mode(join(dir, "data"))).toBe(0o700);
      await db.$disconnect();
    } finally {
      process.umask(umask);
    }
  });

  // A second client in a process that has the database open (the server's workers make several) must not open and
  // close the file: that drops the process's POSIX locks, so another process closing deletes the WAL under it.
  it("a second client leaves an open connection's locks alone: another process closing keeps the WAL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-modes-"));
    dirs.push(dir);
    const file = join(dir, "open.db");
    const target = { provider: "sqlite", file, url: `file:${file}` } as const;
    await applyMigrations(target);
    const open = new Database(file);
    try {
      expect(open.pragma("journal_mode", { simple: true })).toBe("wal");
      open.prepare(`SELECT count(*) FROM "Source"`).get();
      const second = createDb(target);
      const script = `const D = require("better-sqlite3"); const c = new D(${JSON.stringify(file)}); c.prepare('INSERT INTO "Source" ("kind", "name") VALUES (?, ?)').run("upload", "other process"); c.close();`;
      execFileSync(process.execPath, ["-e", script], { cwd: process.cwd() });
      expect(existsSync(`${file}-wal`)).toBe(true);
      expect(open.prepare(`SELECT count(*) AS n FROM "Source" WHERE "name" = 'other process'`).get()).toEqual({ n: 1 });
      await second.$disconnect();
    } finally {
      open.close();
    }
  });

  it("tightens a database file an older version left world-readable", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-modes-"));
    dirs.push(dir);
    const file = join(dir, "old.db");
    writeFileSync(file, "", { mode: 0o644 });
    await applyMigrations({ provider: "sqlite", file, url: `file:${file}` });
    expect(mode(file)).toBe(0o600);
    expect(existsSync(file + "-wal") ? mode(file + "-wal") : 0o600).toBe(0o600);
  });

  it("writes a generated session key readable by the owner only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-modes-"));
    dirs.push(dir);
    const cwd = process.cwd();
    const saved = process.env.ROUNDTABLE_AUTH_SECRET;
    delete process.env.ROUNDTABLE_AUTH_SECRET;
    process.chdir(dir);
    try {
      const { authSecret } = await import("@/lib/auth/secret");
      expect(authSecret().length).toBeGreaterThanOrEqual(32);
      expect(mode(join(dir, "data", "auth-secret"))).toBe(0o600);
      expect(mode(join(dir, "data"))).toBe(0o700);
    } finally {
      process.chdir(cwd);
      if (saved !== undefined) process.env.ROUNDTABLE_AUTH_SECRET = saved;
    }
  });

  it("tightens the project's data/ folder when it already exists (every clone has it, 0755 from git)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-modes-"));
    dirs.push(dir);
    mkdirSync(join(dir, "data"), { mode: 0o755 });
    chmodSync(join(dir, "data"), 0o755);
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const file = join(dir, "data", "roundtable.db");
      privateSqliteFile(file);
      expect(mode(join(dir, "data"))).toBe(0o700);
      // Another folder a database is put in is not ours to tighten.
      mkdirSync(join(dir, "elsewhere"), { mode: 0o755 });
      chmodSync(join(dir, "elsewhere"), 0o755);
      const other = join(dir, "elsewhere", "app.db");
      privateSqliteFile(other);
      expect(mode(join(dir, "elsewhere"))).toBe(0o755);
    } finally {
      process.chdir(cwd);
    }
  });
});
