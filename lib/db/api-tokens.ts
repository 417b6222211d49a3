import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { hashToken } from "@/lib/db/access-tokens";
import { AppError } from "@/lib/errors";
import { allowedScopes, formatScopes, parseScopes, type Scope, scopeSchema } from "@/lib/auth/scopes";
import { roleSchema, type Role } from "@/lib/auth/roles";

/** `rt_` and 32 random bytes, base64url: the prefix tells a leaked token for what it is (secret scanners key on it). */
export function newApiToken(): string {
  return `rt_${randomBytes(32).toString("base64url")}`;
}

export const apiTokenTextSchema = z.string().regex(/^rt_[A-Za-z0-9_-]{43}$/);

/** Its holder's view: the first characters tell tokens apart and reveal nothing of use. */
const prefixOf = (token: string) => token.slice(0, 10);

export const newApiTokenSchema = z.object({
  name: z.string().trim().min(1, "Name the token (what uses it).").max(80),
  scopes: z.array(scopeSchema).min(1, "Pick at least one scope."),
  /** Days until it stops working; null: until revoked. */
  days: z.number().int().min(1).max(366).nullable(),
});
export type NewApiToken = z.infer<typeof newApiTokenSchema>;

export interface ApiTokenRow {
  id: number;
  name: string;
  prefix: string;
  scopes: Scope[];
  owner: { id: string; name: string; email: string; kind: string };
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Makes a token for `ownerId` (the maker's own, or an admin's for a model judge); the token text is returned once. */
export async function createApiToken(db: Db, ownerId: string, makerId: string, input: NewApiToken, now = new Date()): Promise<{ token: string; id: number }> {
  const owner = await db.user.findUnique({ where: { id: ownerId }, select: { role: true, kind: true, disabledAt: true } });
  if (!owner || owner.disabledAt) throw new AppError("not-found", "That account does not exist or is disabled.");
  const allowed = allowedScopes(owner.role, owner.kind);
  const refused = input.scopes.filter((s) => !allowed.includes(s));
  if (refused.length > 0)
    throw new AppError("input-invalid", `This account may not hold ${refused.join(", ")} (its role allows ${allowed.join(", ") || "none"}).`);
  const token = newApiToken();
  const row = await db.apiToken.create({
    data: {
      userId: ownerId,
      createdById: makerId,
      name: input.name,
      scopes: formatScopes(input.scopes),
      tokenHash: hashToken(token),
      prefix: prefixOf(token),
      expiresAt: input.days === null ? null : new Date(now.getTime() + input.days * 86_400_000),
    },
    select: { id: true },
  });
  return { token, id: row.id };
}

/** One person's tokens, or with `all` every token (the admin's list); newest first. */
export async function listApiTokens(db: Db, filter: { userId: string } | { all: true }): Promise<ApiTokenRow[]> {
  const rows = await db.apiToken.findMany({
    where: "userId" in filter ? { userId: filter.userId } : {},
    orderBy: { id: "desc" },
    include: { user: { select: { id: true, name: true, email: true, kind: true } }, createdBy: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: parseScopes(r.scopes),
    owner: r.user,
    createdBy: r.createdBy?.name ?? null,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
    lastUsedAt: r.lastUsedAt,
    revokedAt: r.revokedAt,
  }));
}

/** Its owner or an admin revokes a token; revoking twice keeps the first time. */
export async function revokeApiToken(db: Db, id: number, by: { id: string; role: Role }, now = new Date()): Promise<{ name: string }> {
  const token = await db.apiToken.findUnique({ where: { id }, select: { userId: true, name: true, revokedAt: true } });
  if (!token || (token.userId !== by.id && by.role !== "admin")) throw new AppError("not-found", "No such token.");
  if (!token.revokedAt) await db.apiToken.update({ where: { id }, data: { revokedAt: now } });
  return { name: token.name };
}

export interface TokenHolder {
  tokenId: number;
  tokenName: string;
  granted: Scope[];
  state: "valid" | "revoked" | "expired" | "disabled";
  user: { id: string; name: string; email: string; role: Role; kind: string };
}

/** Whose token this is, and whether it still works; null for a token nobody issued. */
export async function tokenHolder(db: Db, token: string, now = new Date()): Promise<TokenHolder | null> {
  if (!apiTokenTextSchema.safeParse(token).success) return null;
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, name: true, email: true, role: true, kind: true, disabledAt: true } } },
  });
  if (!row) return null;
  const state = row.revokedAt ? "revoked" : row.expiresAt && row.expiresAt <= now ? "expired" : row.user.disabledAt ? "disabled" : "valid";
  const { id, name, email, role, kind } = row.user;
  return {
    tokenId: row.id,
    tokenName: row.name,
    granted: parseScopes(row.scopes),
    state,
    user: { id, name, email, kind, role: roleSchema.catch("viewer").parse(role) },
  };
}

/** Notes a token's use at most once a minute: a list shows "last used", and a busy pipeline should not write per request. */
export async function noteTokenUse(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.apiToken.updateMany({
    where: { id: tokenId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - 60_000) } }] },
    data: { lastUsedAt: now },
  });
}

export const modelJudgeSchema = z.object({
  name: z.string().trim().min(1, "Name the judge.").max(80),
  model: z.string().trim().min(1, "Which model?").max(120),
  judgeVersion: z.string().trim().max(200).default(""),
});

/** A model judge: an account of kind model with the judge role, no password and no sign-in; it acts through its tokens. */
export async function createModelJudge(db: Db, input: z.input<typeof modelJudgeSchema>): Promise<{ id: string }> {
  const { name, model, judgeVersion } = modelJudgeSchema.parse(input);
  const id = randomUUID();
  // An address nobody can receive mail at (RFC 2606's .invalid), unique by the id: the column needs one.
  await db.user.create({
    data: { id, name, email: `model-judge-${id}@roundtable.invalid`, role: "judge", kind: "model", model, judgeVersion: judgeVersion || null },
  });
  return { id };
}

export async function listModelJudges(db: Db): Promise<{ id: string; name: string; model: string | null; judgeVersion: string | null; scoreCount: number }[]> {
  const rows = await db.user.findMany({ where: { kind: "model" }, orderBy: { name: "asc" }, include: { _count: { select: { judgeScores: true } } } });
  return rows.map((r) => ({ id: r.id, name: r.name, model: r.model, judgeVersion: r.judgeVersion, scoreCount: r._count.judgeScores }));
}
