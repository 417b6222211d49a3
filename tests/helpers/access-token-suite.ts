import { afterEach, describe, expect, it } from "vitest";
import { createAuth } from "@/lib/auth/auth";
import { checkToken, createFirstAdmin, ensureSetupToken, hashToken, issuePasswordLink, PASSWORD_LINK_DAYS, setPasswordWithLink } from "@/lib/db/access-tokens";
import { signIn } from "@/lib/auth/sign-in";
import { createInvitedUser, createUser, listUsers } from "@/lib/db/users";
import type { Db } from "@/lib/db/client";

export interface OpenedDb {
  db: Db;
  /** A second client on the same database, as a second app instance would have. */
  other: Db;
  cleanup: () => Promise<void>;
}

const admin = (token: string, email = "first@example.org") => ({
  token,
  email,
  name: "First",
  password: "first admin password",
  confirm: "first admin password",
});

/** Setup and set-password links on a real database: hash only, one use, the race of two submits, expiry. */
export function accessTokenSuite(name: string, open: () => Promise<OpenedDb>) {
  describe(`one-time links on ${name}`, () => {
    process.env.ROUNDTABLE_AUTH_SECRET ??= "a-test-secret-that-is-long-enough-000000";
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    async function fresh() {
      const opened = await open();
      cleanups.push(opened.cleanup);
      return opened;
    }
    const signInWith = (db: Db, email: string, password: string) => signIn(db, createAuth(db, { secure: false }), { email, password }, "10.0.0.9");

    it("stores only the setup token's hash, reuses an unused one across starts and replaces one it does not know", async () => {
      const { db } = await fresh();
      const first = await ensureSetupToken(db, null);
      expect(first).toMatchObject({ reused: false });
      expect(first!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await db.accessToken.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(first!.token));
      expect(JSON.stringify(rows)).not.toContain(first!.token);

      expect(await ensureSetupToken(db, first!.token)).toEqual({ token: first!.token, reused: true });
      const replaced = await ensureSetupToken(db, "a-token-this-database-never-issued-0123456789");
      expect(replaced!.reused).toBe(false);
      expect(replaced!.token).not.toBe(first!.token);
      expect((await checkToken(db, "setup", first!.token)).state).toBe("unknown");
      expect((await checkToken(db, "setup", replaced!.token)).state).toBe("valid");
      expect(await db.accessToken.count()).toBe(1);
    });

    it("makes the first admin once: the token is used, setup closes, and the admin can sign in", async () => {
      const { db } = await fresh();
      const setup = await ensureSetupToken(db, null);
      await createFirstAdmin(db, admin(setup!.token));
      const users = await listUsers(db);
      expect(users).toMatchObject([{ email: "first@example.org", role: "admin", hasPassword: true, lastSignInAt: null }]);
      expect((await checkToken(db, "setup", setup!.token)).state).toBe("used");
      await expect(createFirstAdmin(db, admin(setup!.token, "second@example.org"))).rejects.toThrow("This link has already been used.");
      expect(await db.user.count()).toBe(1);
      const result = await signInWith(db, "first@example.org", "first admin password");
      expect(result.ok).toBe(true);
      expect((await listUsers(db))[0]!.lastSignInAt).toBeInstanceOf(Date);
      // Once an admin exists, a new start prints no link and leaves no setup token behind.
      expect(await ensureSetupToken(db, setup!.token)).toBeNull();
      expect(await db.accessToken.count({ where: { purpose: "setup" } })).toBe(0);
    });

    it("refuses a wrong token and differing passwords, and creates nothing", async () => {
      const { db } = await fresh();
      await ensureSetupToken(db, null);
      await expect(createFirstAdmin(db, admin("x".repeat(43)))).rejects.toThrow("This link is not valid.");
      await expect(createFirstAdmin(db, { ...admin("y".repeat(43)), confirm: "something else entirely" })).rejects.toThrow("The two passwords differ.");
      expect(await db.user.count()).toBe(0);
    });

    it("two racing submits of one setup link, from two app instances, make exactly one admin", async () => {
      const { db, other } = await fresh();
      const setup = await ensureSetupToken(db, null);
      const results = await Promise.allSettled([
        createFirstAdmin(db, admin(setup!.token, "one@example.org")),
        createFirstAdmin(other, admin(setup!.token, "two@example.org")),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(String(refused.reason)).toMatch(/already been used|setup is done/);
      expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
      expect(await db.account.count()).toBe(1);
    });

    it("an admin issues a set-password link: one use, the newest only, signs the person in with the chosen password", async () => {
      const { db } = await fresh();
      const { id } = await createInvitedUser(db, { email: "invited@example.org", role: "judge" });
      expect((await listUsers(db)).find((u) => u.id === id)).toMatchObject({ hasPassword: false, role: "judge" });
      expect((await signInWith(db, "invited@example.org", "any password at all")).ok).toBe(false);

      const older = await issuePasswordLink(db, id);
      const link = await issuePasswordLink(db, id);
      expect(link.email).toBe("invited@example.org");
      expect((await checkToken(db, "set-password", older.token)).state).toBe("unknown");
      expect(await checkToken(db, "set-password", link.token)).toEqual({ state: "valid", email: "invited@example.org" });
      expect(JSON.stringify(await db.accessToken.findMany())).not.toContain(link.token);
      // A setup check never accepts a set-password token, and the reverse.
      expect((await checkToken(db, "setup", link.token)).state).toBe("unknown");

      await expect(setPasswordWithLink(db, { token: link.token, password: "chosen password 1", confirm: "chosen password 2" })).rejects.toThrow(
        "The two passwords differ.",
      );
      expect(await setPasswordWithLink(db, { token: link.token, password: "chosen password 1", confirm: "chosen password 1" })).toEqual({
        email: "invited@example.org",
      });
      expect((await signInWith(db, "invited@example.org", "chosen password 1")).ok).toBe(true);
      await expect(setPasswordWithLink(db, { token: link.token, password: "another password 2", confirm: "another password 2" })).rejects.toThrow(
        "already been used",
      );
      expect((await listUsers(db)).find((u) => u.id === id)).toMatchObject({ hasPassword: true });
    });

    it("an expired set-password link opens nothing; a fresh link replaces a known password and ends sessions", async () => {
      const { db } = await fresh();
      const { id } = await createUser(db, { email: "known@example.org", role: "viewer", password: "the old password" });
      const issuedAt = new Date(Date.now() - (PASSWORD_LINK_DAYS + 1) * 24 * 60 * 60 * 1000);
      const stale = await issuePasswordLink(db, id, issuedAt);
      expect((await checkToken(db, "set-password", stale.token)).state).toBe("expired");
      await expect(setPasswordWithLink(db, { token: stale.token, password: "new password 1", confirm: "new password 1" })).rejects.toThrow("expired");

      expect((await signInWith(db, "known@example.org", "the old password")).ok).toBe(true);
      expect(await db.session.count({ where: { userId: id } })).toBe(1);
      const link = await issuePasswordLink(db, id);
      await setPasswordWithLink(db, { token: link.token, password: "new password 1", confirm: "new password 1" });
      expect(await db.session.count({ where: { userId: id } })).toBe(0);
      expect((await signInWith(db, "known@example.org", "the old password")).ok).toBe(false);
      expect((await signInWith(db, "known@example.org", "new password 1")).ok).toBe(true);
    });
  });
}
