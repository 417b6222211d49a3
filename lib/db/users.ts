import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { type Role, roleSchema } from "@/lib/auth/roles";
import { emailSchema, passwordSchema } from "@/lib/auth/credentials";

export const newUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100, "Use at most 100 characters.").default(""),
  role: roleSchema,
  password: passwordSchema,
});

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: Date;
  scoreCount: number;
  lastSignInAt: Date | null;
  /** false until an invited person has used their set-password link. */
  hasPassword: boolean;
}

export const invitedUserSchema = newUserSchema.omit({ password: true });

/** Creates a person with no password: they choose one through a set-password link (access-tokens.ts). */
export async function createInvitedUser(db: Db, input: z.input<typeof invitedUserSchema>): Promise<{ id: string }> {
  const { email, name, role } = invitedUserSchema.parse(input);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError("input-invalid", `${email} already has an account.`);
  const id = randomUUID();
  await db.user.create({ data: { id, email, name: name || email.split("@")[0]!, role, emailVerified: true } });
  return { id };
}

/** Creates a person with a password, in one transaction; the hash is better-auth's scrypt, so its sign-in accepts it. */
export async function createUser(db: Db, input: z.input<typeof newUserSchema>): Promise<{ id: string }> {
  const { email, name, role, password } = newUserSchema.parse(input);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError("input-invalid", `${email} already has an account.`);
  const id = randomUUID();
  const hash = await hashPassword(password);
  await db.$transaction([
    db.user.create({ data: { id, email, name: name || email.split("@")[0]!, role, emailVerified: true } }),
    db.account.create({ data: { id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash } }),
  ]);
  return { id };
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  const users = await db.user.findMany({
    orderBy: { email: "asc" },
    include: { _count: { select: { judgeScores: true } }, accounts: { where: { providerId: "credential", password: { not: null } }, select: { id: true } } },
  });
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    role: roleSchema.catch("viewer").parse(u.role),
    disabled: u.disabledAt !== null,
    createdAt: u.createdAt,
    scoreCount: u._count.judgeScores,
    lastSignInAt: u.lastSignInAt,
    hasPassword: u.accounts.length > 0,
  }));
}

export async function countUsers(db: Db): Promise<number> {
  return db.user.count();
}

/** Someone must always be able to manage users: the last enabled admin can be neither demoted nor disabled. */
async function assertAnotherAdmin(db: Db, userId: string): Promise<void> {
  const others = await db.user.count({ where: { role: "admin", disabledAt: null, id: { not: userId } } });
  if (others === 0) throw new AppError("input-invalid", "This is the last admin: make someone else an admin first.");
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError("not-found", "No such user.");
  if (user.role === "admin" && role !== "admin") await assertAnotherAdmin(db, userId);
  await db.user.update({ where: { id: userId }, data: { role } });
}

/** Disabling ends the person's sessions at once; their scores stay, still credited to them. */
export async function setDisabled(db: Db, userId: string, disabled: boolean): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError("not-found", "No such user.");
  if (disabled && user.role === "admin") await assertAnotherAdmin(db, userId);
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { disabledAt: disabled ? new Date() : null } }),
    ...(disabled ? [db.session.deleteMany({ where: { userId } })] : []),
  ]);
}

/** A new password signs the person out everywhere. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(passwordSchema.parse(password));
  const { count } = await db.account.updateMany({ where: { userId, providerId: "credential" }, data: { password: hash } });
  if (count === 0) throw new AppError("not-found", "No such user.");
  await db.session.deleteMany({ where: { userId } });
}

/** The account a sign-in names, with what decides whether it may sign in (role, disabled). */
export function findUserByEmail(db: Db, email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, role: true, disabledAt: true } });
}

export async function recordSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lastSignInAt: at } });
}

/** Ends one session by its token (a sign-in that turned out not to be allowed). */
export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.session.deleteMany({ where: { token } });
}
