import { z } from "zod";
import { roleAtLeast, type Role } from "./roles";

/** What an API token may do; each scope needs at least a role, and a model judge's account holds only read and judge. */
export const SCOPES = ["read", "judge", "ingest", "admin"] as const;
export type Scope = (typeof SCOPES)[number];
export const scopeSchema = z.enum(SCOPES);

export const SCOPE_ROLE: Record<Scope, Role> = { read: "viewer", judge: "judge", ingest: "admin", admin: "admin" };

export const SCOPE_TEXT: Record<Scope, string> = {
  read: "read documents, sources, search and the scores you may see",
  judge: "save scores as a judge, under the same rules as the form",
  ingest: "import files (as an upload does)",
  admin: "manage sources and everything an admin may",
};

export type AccountKind = "person" | "model";
export const MODEL_JUDGE_SCOPES: readonly Scope[] = ["read", "judge"];

/** The scopes an account may hold now: by its role, and never beyond read and judge for a model judge. */
export function allowedScopes(role: string, kind: string): Scope[] {
  return SCOPES.filter((scope) => roleAtLeast(role, SCOPE_ROLE[scope]) && (kind !== "model" || MODEL_JUDGE_SCOPES.includes(scope)));
}

/** A token's scopes as they hold at the time of use: a demoted owner's token loses what the new role does not allow. */
export function effectiveScopes(granted: readonly Scope[], role: string, kind: string): Scope[] {
  const allowed = allowedScopes(role, kind);
  return granted.filter((scope) => allowed.includes(scope));
}

/** Stored as space-separated words; an unknown word (a scope of a later version) is dropped rather than trusted. */
export function parseScopes(text: string): Scope[] {
  return SCOPES.filter((scope) => text.split(/\s+/).includes(scope));
}

export const formatScopes = (scopes: readonly Scope[]) => SCOPES.filter((s) => scopes.includes(s)).join(" ");
