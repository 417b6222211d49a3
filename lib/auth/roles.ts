import { z } from "zod";

/** Each role can do everything the roles before it can. */
export const ROLES = ["viewer", "judge", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const ROLE_LABELS: Record<Role, string> = { viewer: "Viewer", judge: "Judge", admin: "Admin" };

export function roleAtLeast(role: string, needed: Role): boolean {
  const rank = ROLES.indexOf(role as Role);
  return rank >= 0 && rank >= ROLES.indexOf(needed);
}

/** What a signed-in person is, as the rest of the app sees it. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** A reader as far as what they may see goes: their role, and who they are where that counts (a judge's own scores). */
export type Reader = Pick<Viewer, "role"> & { id?: string };
