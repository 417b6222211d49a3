import type { Db } from "@/lib/db/client";
import { authFor } from "./auth";
import { roleSchema, type Viewer } from "./roles";

/** Cookies get `Secure` when the app is served over HTTPS: ROUNDTABLE_URL says so, or the proxy in front does. */
export function requestIsSecure(requestHeaders: Headers): boolean {
  return (process.env.ROUNDTABLE_URL ?? "").startsWith("https://") || requestHeaders.get("x-forwarded-proto") === "https";
}

/** The signed-in person for a request's cookies, or null: no cookie, a bad signature, an expired session, or a disabled account. */
export async function viewerFromHeaders(db: Db, requestHeaders: Headers): Promise<Viewer | null> {
  return (await viewerSessionFromHeaders(db, requestHeaders))?.viewer ?? null;
}

/** The same, with when the session expires (a cached answer for it must not outlive the session). */
export async function viewerSessionFromHeaders(db: Db, requestHeaders: Headers): Promise<{ viewer: Viewer; expiresAt: Date } | null> {
  const auth = authFor(db, requestIsSecure(requestHeaders));
  // No refresh: a server component cannot set cookies, and a fixed lifetime is what "sessions expire" asks for.
  const found = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true } });
  if (!found) return null;
  const user = found.user as typeof found.user & { role?: string; disabledAt?: Date | null };
  const role = roleSchema.safeParse(user.role);
  if (user.disabledAt || !role.success) return null;
  return { viewer: { id: user.id, email: user.email, name: user.name, role: role.data }, expiresAt: new Date(found.session.expiresAt) };
}

/** Reading without an account is opt-in (ROUNDTABLE_PUBLIC_READ=1). */
export function publicRead(value = process.env.ROUNDTABLE_PUBLIC_READ): boolean {
  return ["1", "true", "yes", "on"].includes((value ?? "").trim().toLowerCase());
}
