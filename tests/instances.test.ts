import { afterEach, describe, expect, it } from "vitest";
import { authSecretWithOrigin, secretDigest } from "@/lib/auth/secret";
import { createDb, type Db } from "@/lib/db/client";
import { checkStart, LIVE_MS, refusalMessage, type InstanceRecord } from "@/lib/instances/registry";
import { describeSelf, refreshInstance, registerInstance } from "@/lib/instances/start";
import { tempSqlite } from "./helpers/temp-db";
import { tempPostgres } from "./helpers/temp-postgres";

const ENV_SECRET = "an environment secret of more than thirty-two characters";
const NOW = new Date("2026-11-28T10:00:00Z");

function instance(id: string, overrides: Partial<InstanceRecord> = {}): InstanceRecord {
  return {
    id,
    host: "host-a",
    pid: 1000 + id.length,
    port: 3301,
    startedAt: new Date(NOW.getTime() - 60_000),
    seenAt: NOW,
    secretFromEnv: true,
    secretDigest: secretDigest(ENV_SECRET),
    ...overrides,
  };
}

const context = { now: NOW, host: "host-a", isRunning: () => true };

describe("instance registry: who may start next to whom", () => {
  it("starts alone whatever its secret", () => {
    expect(checkStart(instance("self", { secretFromEnv: false }), [instance("self")], context)).toMatchObject({ ok: true, live: [] });
  });

  it("starts next to live instances with the same secret from the environment (the workers of one npm start)", () => {
    const verdict = checkStart(instance("self"), [instance("a"), instance("b", { host: "host-b" })], context);
    expect(verdict).toMatchObject({ ok: true, live: [{ id: "a" }, { id: "b" }] });
  });

  it("refuses when its own secret is from data/auth-secret, when the other's is, and when the two differ", () => {
    const other = instance("other", { host: "host-b", port: 3302 });
    expect(checkStart(instance("self", { secretFromEnv: false, secretDigest: secretDigest("file") }), [other], context)).toMatchObject({
      ok: false,
      reason: "self-secret-from-file",
      other: { id: "other" },
    });
    expect(checkStart(instance("self"), [{ ...other, secretFromEnv: false }], context)).toMatchObject({ ok: false, reason: "other-secret-from-file" });
    expect(checkStart(instance("self"), [{ ...other, secretDigest: secretDigest(ENV_SECRET + "!") }], context)).toMatchObject({
      ok: false,
      reason: "different-secrets",
    });
  });

  it("ignores an instance not seen for two heartbeats, and one of this host whose process is gone (a crash, then a restart)", () => {
    const self = instance("self", { secretFromEnv: false });
    const stale = instance("stale", { host: "host-b", seenAt: new Date(NOW.getTime() - LIVE_MS - 1) });
    const crashed = instance("crashed", { pid: 4242 });
    const isRunning = (pid: number) => pid !== 4242;
    expect(checkStart(self, [stale, crashed], { ...context, isRunning })).toMatchObject({ ok: true, live: [] });
    // Another host's process cannot be looked up: only its heartbeat says it is gone.
    expect(checkStart(self, [{ ...crashed, host: "host-b" }], { ...context, isRunning })).toMatchObject({ ok: false, reason: "self-secret-from-file" });
    expect(checkStart(self, [instance("fresh", { host: "host-b", seenAt: new Date(NOW.getTime() - LIVE_MS) })], context)).toMatchObject({ ok: false });
  });

  it("says which instance, why, and the fix in one paragraph", () => {
    const other = instance("other", { host: "host-b", pid: 777, port: 3302 });
    const verdict = checkStart(instance("self", { secretFromEnv: false }), [other], context);
    if (verdict.ok) throw new Error("expected a refusal");
    const message = refusalMessage(verdict, new Date(NOW.getTime() + 3_000));
    expect(message).not.toContain("\n");
    expect(message).toContain("another instance, host-b:3302 (pid 777, started 2026-11-28T09:59:00.000Z, seen 3 s ago)");
    expect(message).toContain("this instance's session signing key comes from data/auth-secret, not from ROUNDTABLE_AUTH_SECRET");
    expect(message).toContain("set ROUNDTABLE_AUTH_SECRET to the same value of at least 32 characters on every instance");
    expect(message).toContain("openssl rand -base64 32");
  });
});

describe("the signing secret's origin and digest", () => {
  const saved = process.env.ROUNDTABLE_AUTH_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.ROUNDTABLE_AUTH_SECRET;
    else process.env.ROUNDTABLE_AUTH_SECRET = saved;
  });

  it("comes from the environment when set (32 characters at least, with the fix when shorter)", () => {
    process.env.ROUNDTABLE_AUTH_SECRET = ENV_SECRET;
    expect(authSecretWithOrigin()).toEqual({ secret: ENV_SECRET, fromEnv: true });
    process.env.ROUNDTABLE_AUTH_SECRET = "too short";
    expect(() => authSecretWithOrigin()).toThrow(/at least 32 characters: make one with `openssl rand -base64 32`/);
  });

  it("counts as a file key when server/serve.ts hands the file's key to its workers, and the workers as one instance", () => {
    const keys = ["ROUNDTABLE_AUTH_SECRET_ORIGIN", "ROUNDTABLE_INSTANCE_ID", "ROUNDTABLE_INSTANCE_PID"] as const;
    const before = keys.map((k) => process.env[k]);
    try {
      process.env.ROUNDTABLE_AUTH_SECRET = ENV_SECRET;
      process.env.ROUNDTABLE_AUTH_SECRET_ORIGIN = "file";
      process.env.ROUNDTABLE_INSTANCE_ID = "ab".repeat(12);
      process.env.ROUNDTABLE_INSTANCE_PID = "4242";
      expect(authSecretWithOrigin()).toEqual({ secret: ENV_SECRET, fromEnv: false });
      const [one, two] = [describeSelf(), describeSelf()];
      expect([one.id, one.pid, one.secretFromEnv]).toEqual(["ab".repeat(12), 4242, false]);
      expect(two.id).toBe(one.id);
      // Without the group, every process is its own instance.
      delete process.env.ROUNDTABLE_INSTANCE_ID;
      expect(describeSelf().id).not.toBe(describeSelf().id);
      expect(describeSelf().pid).toBe(process.pid);
    } finally {
      keys.forEach((k, i) => (before[i] === undefined ? delete process.env[k] : (process.env[k] = before[i])));
    }
  });

  it("is compared by a digest that is equal for equal secrets and does not hold the secret", () => {
    expect(secretDigest(ENV_SECRET)).toBe(secretDigest(ENV_SECRET));
    expect(secretDigest(ENV_SECRET)).not.toBe(secretDigest(ENV_SECRET + "x"));
    expect(secretDigest(ENV_SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });
});

function registrySuite(name: string, open: () => Promise<{ db: Db; other: Db; cleanup: () => Promise<void> }>) {
  describe(`instance registry on ${name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });

    it("lets instances with one environment secret in, refuses a file secret next to them and takes its row away", async () => {
      const { db, other, cleanup } = await open();
      cleanups.push(cleanup);
      const running = () => true;
      expect(await registerInstance(db, instance("first", { host: "host-b", port: 3301 }), NOW, running)).toMatchObject({ ok: true, live: [] });
      expect(await registerInstance(other, instance("second", { port: 3302 }), NOW, running)).toMatchObject({ ok: true, live: [{ id: "first" }] });

      const fileSecret = instance("third", { port: 3303, secretFromEnv: false, secretDigest: secretDigest("from data/auth-secret") });
      expect(await registerInstance(other, fileSecret, NOW, running)).toMatchObject({ ok: false, reason: "self-secret-from-file", other: { id: "first" } });
      expect((await db.instance.findMany({ orderBy: { id: "asc" } })).map((r) => r.id)).toEqual(["first", "second"]);
      // The stored row holds the digest, never the secret.
      expect(JSON.stringify(await db.instance.findMany())).not.toContain(ENV_SECRET);
    });

    it("a heartbeat finds an instance with another secret that started while this one's row was stale", async () => {
      const { db, other, cleanup } = await open();
      cleanups.push(cleanup);
      const running = () => true;
      const away = new Date(NOW.getTime() - LIVE_MS - 1_000);
      const first = instance("first", { host: "host-b", port: 3301 });
      expect(await registerInstance(db, { ...first, seenAt: away }, away, running)).toMatchObject({ ok: true });
      // The database was away for longer than LIVE_MS: a newcomer with another secret sees no live instance.
      const newcomer = instance("newcomer", { port: 3302, secretDigest: secretDigest(ENV_SECRET + " but another") });
      expect(await registerInstance(other, newcomer, NOW, running)).toMatchObject({ ok: true, live: [] });
      const verdict = await refreshInstance(db, first, new Date(NOW.getTime() + 1_000), running);
      expect(verdict).toMatchObject({ ok: false, reason: "different-secrets", other: { id: "newcomer" } });
      if (verdict.ok) return;
      expect(refusalMessage(verdict, NOW, "running")).toMatch(/^roundtable: warning: another instance, host-a:3302 .* different ROUNDTABLE_AUTH_SECRET values/);
    });

    it("forgets instances that stopped: stale rows no longer count, and rows a day old are dropped", async () => {
      const { db, cleanup } = await open();
      cleanups.push(cleanup);
      // Each registered when it was last seen.
      for (const [id, ago] of [
        ["old", 2 * 24 * 3600_000],
        ["stale", LIVE_MS + 1_000],
      ] as const) {
        await registerInstance(db, instance(id, { host: "host-b" }), new Date(NOW.getTime() - ago), () => true);
      }
      const alone = instance("alone", { secretFromEnv: false });
      expect(await registerInstance(db, alone, NOW, () => true)).toMatchObject({ ok: true, live: [] });
      expect((await db.instance.findMany({ orderBy: { id: "asc" } })).map((r) => r.id)).toEqual(["alone", "stale"]);
    });
  });
}

registrySuite("SQLite", async () => {
  const t = await tempSqlite();
  const other = createDb(t.target);
  return { db: t.db, other, cleanup: async () => (await other.$disconnect(), await t.cleanup()) };
});

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL)
  registrySuite("PostgreSQL", async () => {
    const t = await tempPostgres(ADMIN_URL);
    const other = createDb({ provider: "postgres", url: t.url });
    return { db: t.db, other, cleanup: async () => (await other.$disconnect(), await t.cleanup()) };
  });
else describe.skip("instance registry on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
