import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { retryBusy } from "@/lib/db/retry";
import { AppError } from "@/lib/errors";
import { passwordSchema } from "@/lib/auth/credentials";
import { emailSchema } from "@/lib/auth/credentials";

/**
 * One-time links. The token (32 random bytes, base64url) is shown once, in the link; the database keeps only its
 * SHA-256, so a copy of the database opens nothing, and every app instance sharing the database accepts the link.
 * A link is used inside the transaction that does what it allows, so two submits of one link do it once.
 */
export type TokenPurpose = "setup" | "set-password";

/** How long an admin's set-password link stays valid. */
export const PASSWORD_LINK_DAYS = 7;

/** A token as it arrives in `?token=`: base64url of 32 bytes is 43 characters; anything else opens nothing. */
export const tokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43,128}$/, "This link is incomplete.");

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Setup is open while no admin exists: the first admin is made through it, and after that it is closed for good. */
export async function setupIsOpen(db: Db): Promise<boolean> {
  return (await db.user.count({ where: { role: "admin" } })) === 0;
}

export type SetupToken = { token: string; reused: boolean } | null;

/**
 * The setup link `npm start` prints, or null once an admin exists (and any leftover setup token is deleted).
 * `previous` is the token written to data/setup-token by an earlier start: while it is still unused it is reused, so
 * restarting does not break a link already opened or copied; otherwise every other setup token is replaced by a new one.
 */
export async function ensureSetupToken(db: Db, previous: string | null): Promise<SetupToken> {
  if (!(await setupIsOpen(db))) {
    await db.accessToken.deleteMany({ where: { purpose: "setup" } });
    return null;
  }
  if (previous && tokenSchema.safeParse(previous).success) {
    const found = await db.accessToken.findUnique({ where: { tokenHash: hashToken(previous) } });
    if (found && found.purpose === "setup" && found.usedAt === null) return { token: previous, reused: true };
  }
  const token = newToken();
  await retryBusy(() =>
    db.$transaction([
      db.accessToken.deleteMany({ where: { purpose: "setup" } }),
      db.accessToken.create({ data: { purpose: "setup", tokenHash: hashToken(token) } }),
    ]),
  );
  return { token, reused: false };
}

export type LinkState = "valid" | "unknown" | "used" | "expired";

/** What a link is now, for the page that opens it (the submit checks again, inside its transaction). */
export async function checkToken(db: Db, purpose: TokenPurpose, token: string, now = new Date()): Promise<{ state: LinkState; email: string | null }> {
  if (!tokenSchema.safeParse(token).success) return { state: "unknown", email: null };
  const found = await db.accessToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: { select: { email: true } } } });
  if (!found || found.purpose !== purpose) return { state: "unknown", email: null };
  const email = found.user?.email ?? null;
  if (found.usedAt) return { state: "used", email };
  if (found.expiresAt && found.expiresAt <= now) return { state: "expired", email };
  return { state: "valid", email };
}

const LINK_REFUSED: Record<Exclude<LinkState, "valid">, string> = {
  unknown: "This link is not valid. Check that it was copied whole.",
  used: "This link has already been used.",
  expired: "This link has expired. Ask an admin for a new one.",
};

export function refusalText(state: Exclude<LinkState, "valid">): string {
  return LINK_REFUSED[state];
}

export const firstAdminSchema = z
  .object({
    token: tokenSchema,
    email: emailSchema,
    name: z.string().trim().max(100, "Use at most 100 characters.").default(""),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ." });

/**
 * Makes the first admin with the setup token, in one transaction: the token is marked used first (a second submit
 * finds it used and makes nothing), then no admin may exist yet, then the person and their password are written.
 */
export async function createFirstAdmin(db: Db, input: z.input<typeof firstAdminSchema>, now = new Date()): Promise<{ id: string; email: string }> {
  const { token, email, name, password } = firstAdminSchema.parse(input);
  // scrypt takes a while: hash outside the transaction so the write lock is held only for the writes.
  const hash = await hashPassword(password);
  const id = randomUUID();
  await retryBusy(() =>
    db.$transaction(async (tx) => {
      const used = await tx.accessToken.updateMany({ where: { tokenHash: hashToken(token), purpose: "setup", usedAt: null }, data: { usedAt: now } });
      if (used.count !== 1) {
        const state = (await checkToken(tx as Db, "setup", token, now)).state;
        throw new AppError("conflict", state === "valid" ? LINK_REFUSED.unknown : LINK_REFUSED[state]);
      }
      if ((await tx.user.count({ where: { role: "admin" } })) > 0) throw new AppError("conflict", "An admin already exists: setup is done.");
      if (await tx.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError("input-invalid", `${email} already has an account.`);
      await tx.user.create({ data: { id, email, name: name || email.split("@")[0]!, role: "admin", emailVerified: true } });
      await tx.account.create({ data: { id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash } });
      await tx.accessToken.deleteMany({ where: { purpose: "setup", usedAt: null } });
    }),
  );
  return { id, email };
}

/**
 * A fresh set-password link for a person, valid for PASSWORD_LINK_DAYS; their earlier unused links stop working, so
 * only the newest one handed out opens anything.
 */
export async function issuePasswordLink(db: Db, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date; email: string }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, disabledAt: true } });
  if (!user) throw new AppError("not-found", "No such user.");
  if (user.disabledAt) throw new AppError("input-invalid", `${user.email} is disabled: enable them first.`);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_DAYS * 24 * 60 * 60 * 1000);
  await retryBusy(() =>
    db.$transaction([
      db.accessToken.deleteMany({ where: { purpose: "set-password", userId, usedAt: null } }),
      db.accessToken.create({ data: { purpose: "set-password", tokenHash: hashToken(token), userId, expiresAt } }),
    ]),
  );
  return { token, expiresAt, email: user.email };
}

export const setPasswordWithLinkSchema = z
  .object({ token: tokenSchema, password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ." });

/**
 * Uses a set-password link: in one transaction the link is marked used (unused and unexpired, or nothing happens),
 * the person's password is written (their first, or a replacement) and their other sessions end.
 */
export async function setPasswordWithLink(db: Db, input: z.input<typeof setPasswordWithLinkSchema>, now = new Date()): Promise<{ email: string }> {
  const { token, password } = setPasswordWithLinkSchema.parse(input);
  const hash = await hashPassword(password);
  return retryBusy(() =>
    db.$transaction(async (tx) => {
      const where = { tokenHash: hashToken(token), purpose: "set-password", usedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
      const used = await tx.accessToken.updateMany({ where, data: { usedAt: now } });
      if (used.count !== 1) {
        const state = (await checkToken(tx as Db, "set-password", token, now)).state;
        throw new AppError("conflict", state === "valid" ? LINK_REFUSED.unknown : LINK_REFUSED[state]);
      }
      const row = await tx.accessToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) }, include: { user: true } });
      if (!row.user) throw new AppError("conflict", LINK_REFUSED.unknown);
      if (row.user.disabledAt) throw new AppError("conflict", "This account is disabled. Ask an admin to enable it.");
      const userId = row.user.id;
      const updated = await tx.account.updateMany({ where: { userId, providerId: "credential" }, data: { password: hash } });
      if (updated.count === 0) await tx.account.create({ data: { id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash } });
      await tx.session.deleteMany({ where: { userId } });
      return { email: row.user.email };
    }),
  );
}
