import { parseSetCookieHeader } from "better-auth/cookies";
import { describe, expect, it } from "vitest";
import { createAuth } from "@/lib/auth/auth";
import { clientAddress, signIn } from "@/lib/auth/sign-in";
import { publicRead, viewerFromHeaders } from "@/lib/auth/session";
import { THROTTLE, unlockAccount } from "@/lib/db/sign-in-throttle";
import { createUser, setDisabled, setPassword, setRole } from "@/lib/db/users";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Db } from "@/lib/db/client";
import { tempDatabases } from "./helpers/temp-db";
import { tempPostgres } from "./helpers/temp-postgres";

process.env.ROUNDTABLE_AUTH_SECRET = "a-test-secret-that-is-long-enough-000000";
const temps = tempDatabases();

async function withUsers() {
  const { db } = await temps.fresh();
  await createUser(db, { email: "Ada@Example.org", role: "admin", password: "correct horse battery" });
  await createUser(db, { email: "judge@example.org", role: "judge", password: "another long secret" });
  return db;
}

function cookieHeader(setCookies: string[]): Headers {
  const parsed = parseSetCookieHeader(setCookies.join(", "));
  return new Headers({ cookie: [...parsed].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ") });
}

describe("accounts", () => {
  it("stores an scrypt hash, never the password, and signs in with it", async () => {
    const db = await withUsers();
    const account = await db.account.findFirstOrThrow({ where: { user: { email: "ada@example.org" } } });
    expect(account.password).not.toContain("correct horse");
    expect(account.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // better-auth's scrypt: salt:key
    const auth = createAuth(db, { secure: false });
    const result = await signIn(db, auth, { email: "ada@example.org", password: "correct horse battery" }, "10.0.0.1");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.viewer).toMatchObject({ email: "ada@example.org", role: "admin" });
    const viewer = await viewerFromHeaders(db, cookieHeader(result.setCookies));
    expect(viewer).toMatchObject({ email: "ada@example.org", role: "admin" });
  });

  it("sets an HTTP-only, SameSite=Lax session cookie that expires, and Secure behind HTTPS", async () => {
    const db = await withUsers();
    for (const secure of [false, true]) {
      const auth = createAuth(db, { secure });
      const result = await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "10.0.0.2");
      if (!result.ok) throw new Error(result.message);
      const session = result.setCookies.find((c) => c.includes("session_token="));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      expect(session).toMatch(/;\s*Max-Age=604800/i);
      expect(/;\s*Secure/i.test(session!)).toBe(secure);
      if (secure) expect(session!.startsWith("__Secure-")).toBe(true);
    }
  });

  it("refuses a wrong password, a disabled account, and an expired session", async () => {
    const db = await withUsers();
    const auth = createAuth(db, { secure: false });
    const wrong = await signIn(db, auth, { email: "judge@example.org", password: "not the password" }, "10.0.0.3");
    expect(wrong).toMatchObject({ ok: false, reason: "invalid" });
    const unknown = await signIn(db, auth, { email: "nobody@example.org", password: "whatever123" }, "10.0.0.3");
    expect(unknown).toMatchObject({ ok: false, reason: "invalid", message: (wrong as { message: string }).message });

    const ok = await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "10.0.0.3");
    if (!ok.ok) throw new Error(ok.message);
    const headers = cookieHeader(ok.setCookies);
    expect(await viewerFromHeaders(db, headers)).toMatchObject({ role: "judge" });
    await db.session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await viewerFromHeaders(db, headers)).toBeNull();

    const judge = await db.user.findUniqueOrThrow({ where: { email: "judge@example.org" } });
    const again = await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "10.0.0.3");
    if (!again.ok) throw new Error(again.message);
    expect(await viewerFromHeaders(db, cookieHeader(again.setCookies))).toMatchObject({ role: "judge" });
    await setDisabled(db, judge.id, true);
    expect(await viewerFromHeaders(db, cookieHeader(again.setCookies))).toBeNull();
    expect(await db.session.count({ where: { userId: judge.id } })).toBe(0);
    expect(await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "10.0.0.3")).toMatchObject({
      ok: false,
      reason: "disabled",
    });
    expect(await db.session.count({ where: { userId: judge.id } })).toBe(0);
  });

  it("throttles guessing one account, even from many addresses, and the correct password with it", async () => {
    const db = await withUsers();
    const auth = createAuth(db, { secure: false });
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      expect(await signIn(db, auth, { email: "ada@example.org", password: `guess-${i}-xxxxxx` }, `192.0.2.${i}`)).toMatchObject({ reason: "invalid" });
    }
    const blocked = await signIn(db, auth, { email: "ada@example.org", password: "correct horse battery" }, "198.51.100.7");
    expect(blocked).toMatchObject({ ok: false, reason: "throttled" });
    expect((blocked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(THROTTLE.windowMs / 1000 - 60);
    expect(await db.session.count()).toBe(0);
    // Another account is not locked by it, and the window passing unlocks this one.
    expect((await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "198.51.100.7")).ok).toBe(true);
    const later = new Date(Date.now() + THROTTLE.windowMs + 1000);
    expect((await signIn(db, auth, { email: "ada@example.org", password: "correct horse battery" }, "198.51.100.7", later)).ok).toBe(true);
  });

  it("checks at most the limit of passwords when 30 wrong ones for one account arrive at once", async () => {
    await parallelGuesses(await withUsers());
  });

  it("user unlock EMAIL on the command line lets a locked account in", async () => {
    const { db, target } = await temps.fresh();
    await createUser(db, { email: "ada@example.org", role: "admin", password: "correct horse battery" });
    const auth = createAuth(db, { secure: false });
    for (let i = 0; i < THROTTLE.perAccount; i++) await signIn(db, auth, { email: "ada@example.org", password: `guess-${i}-xxxxxx` }, "192.0.2.1");
    const { stdout } = await promisify(execFile)(
      join(process.cwd(), "node_modules/.bin/tsx"),
      [join(process.cwd(), "cli/roundtable.ts"), "user", "unlock", "Ada@example.org"],
      { env: { ...process.env, DATABASE_URL: target.url } },
    );
    expect(stdout).toContain(`ada@example.org: ${THROTTLE.perAccount} failed sign-ins forgotten; it can sign in now`);
    expect((await signIn(db, auth, { email: "ada@example.org", password: "correct horse battery" }, "192.0.2.1")).ok).toBe(true);
  });

  async function parallelGuesses(db: Db) {
    const auth = createAuth(db, { secure: false });
    let checks = 0;
    // Counts the password checks better-auth is asked for; the call itself is untouched.
    const counted = {
      ...auth,
      api: {
        ...auth.api,
        signInEmail: ((...args: Parameters<typeof auth.api.signInEmail>) => (checks++, auth.api.signInEmail(...args))) as typeof auth.api.signInEmail,
      },
    } as typeof auth;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(db, counted, { email: "ada@example.org", password: `parallel-guess-${i}` }, `192.0.2.${i}`)),
    );
    console.log(`30 parallel wrong passwords: ${checks} password checks, ${results.filter((r) => !r.ok && r.reason === "throttled").length} refused unchecked`);
    expect(checks).toBeLessThanOrEqual(THROTTLE.perAccount);
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(checks);
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(30 - checks);
    expect(await db.signInFailure.count({ where: { key: "account:ada@example.org" } })).toBe(checks);
  }

  const adminUrl = process.env.PG_TEST_URL;
  it.skipIf(!adminUrl)("checks at most the limit of passwords for 30 parallel wrong ones on PostgreSQL (needs PG_TEST_URL)", async () => {
    const { db, cleanup } = await tempPostgres(adminUrl!);
    temps.defer(cleanup);
    await createUser(db, { email: "ada@example.org", role: "admin", password: "correct horse battery" });
    await parallelGuesses(db);
  });

  it("unlocks a locked account from the command line's helper, and only that account", async () => {
    const db = await withUsers();
    const auth = createAuth(db, { secure: false });
    for (let i = 0; i < THROTTLE.perAccount; i++) await signIn(db, auth, { email: "ada@example.org", password: `guess-${i}-xxxxxx` }, "192.0.2.1");
    for (let i = 0; i < THROTTLE.perAccount; i++) await signIn(db, auth, { email: "judge@example.org", password: `guess-${i}-xxxxxx` }, "192.0.2.2");
    expect(await signIn(db, auth, { email: "ada@example.org", password: "correct horse battery" }, "198.51.100.1")).toMatchObject({ reason: "throttled" });
    expect(await unlockAccount(db, "Ada@Example.org")).toBe(THROTTLE.perAccount);
    expect((await signIn(db, auth, { email: "ada@example.org", password: "correct horse battery" }, "198.51.100.1")).ok).toBe(true);
    expect(await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "198.51.100.1")).toMatchObject({ reason: "throttled" });
  });

  it("believes X-Forwarded-For only as far as the trusted proxies say", () => {
    const spoofed = "203.0.113.66, 198.51.100.9";
    // No proxy trusted: the forwarded headers are the client's own words; the connection's address counts.
    expect(clientAddress({ forwardedFor: spoofed, peer: "192.0.2.10" }, 0)).toBe("192.0.2.10");
    expect(clientAddress({ forwardedFor: spoofed, peer: null }, 0)).toBe("unknown");
    // One proxy: the entry it appended (the last); anything before it is the client's claim.
    expect(clientAddress({ forwardedFor: spoofed, peer: "10.0.0.2" }, 1)).toBe("198.51.100.9");
    expect(clientAddress({ forwardedFor: "203.0.113.66, 198.51.100.9, 10.0.0.3", peer: "10.0.0.2" }, 2)).toBe("198.51.100.9");
    // Fewer entries than trusted hops: the header cannot be right, so the connection's address counts.
    expect(clientAddress({ forwardedFor: "198.51.100.9", peer: "10.0.0.2" }, 2)).toBe("10.0.0.2");
  });

  it("throttles one address spraying many accounts", async () => {
    const db = await withUsers();
    const auth = createAuth(db, { secure: false });
    for (let i = 0; i < THROTTLE.perAddress; i++) await signIn(db, auth, { email: `person${i}@example.org`, password: "spray-password" }, "203.0.113.9");
    expect(await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "203.0.113.9")).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect((await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "203.0.113.10")).ok).toBe(true);
  });

  it("keeps one admin, changes roles and passwords", async () => {
    const db = await withUsers();
    const ada = await db.user.findUniqueOrThrow({ where: { email: "ada@example.org" } });
    await expect(setRole(db, ada.id, "judge")).rejects.toThrow(/last admin/);
    await expect(setDisabled(db, ada.id, true)).rejects.toThrow(/last admin/);
    await expect(createUser(db, { email: "ada@example.org", role: "viewer", password: "long enough pass" })).rejects.toThrow(/already has an account/);
    await expect(createUser(db, { email: "short@example.org", role: "viewer", password: "short" })).rejects.toThrow();
    const judge = await db.user.findUniqueOrThrow({ where: { email: "judge@example.org" } });
    await setRole(db, judge.id, "admin");
    await setRole(db, ada.id, "viewer");
    expect((await db.user.findUniqueOrThrow({ where: { id: ada.id } })).role).toBe("viewer");
    await setPassword(db, judge.id, "a brand new password");
    const auth = createAuth(db, { secure: false });
    expect((await signIn(db, auth, { email: "judge@example.org", password: "another long secret" }, "10.1.1.1")).ok).toBe(false);
    expect((await signIn(db, auth, { email: "judge@example.org", password: "a brand new password" }, "10.1.1.1")).ok).toBe(true);
  });

  it("reads ROUNDTABLE_PUBLIC_READ as off unless it says on", () => {
    expect(publicRead(undefined)).toBe(false);
    expect(publicRead("")).toBe(false);
    expect(publicRead("0")).toBe(false);
    expect(publicRead("1")).toBe(true);
    expect(publicRead("TRUE")).toBe(true);
  });
});
