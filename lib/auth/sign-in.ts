import { z } from "zod";
import type { Db } from "@/lib/db/client";
import type { Auth } from "./auth";
import { emailSchema } from "./credentials";
import { roleSchema, type Viewer } from "./roles";
import { clearAccountFailures, releaseAttempt, takeAttempt } from "@/lib/db/sign-in-throttle";
import { deleteSessionByToken, findUserByEmail, recordSignIn } from "@/lib/db/users";

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(256, "That password is too long."),
});

export type SignInResult =
  { ok: true; viewer: Viewer; setCookies: string[] } | { ok: false; reason: "invalid" | "disabled" | "throttled"; message: string; retryAfterSeconds?: number };

const INVALID = "Wrong email or password.";

/**
 * Takes an attempt from the throttle before the password is checked (takeAttempt: atomic, so parallel guesses cannot
 * all slip under the limit), so a locked account costs no hashing and reveals nothing. A wrong password keeps the
 * attempt as a failure of the account and the address. Returns the Set-Cookie lines for the caller to send.
 */
export async function signIn(db: Db, auth: Auth, input: z.infer<typeof signInSchema>, address: string, now = new Date()): Promise<SignInResult> {
  const verdict = await takeAttempt(db, input.email, address, now);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return {
      ok: false,
      reason: "throttled",
      retryAfterSeconds: verdict.retryAfterSeconds,
      message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
  }
  let signedIn: Awaited<ReturnType<typeof signInWithPassword>>;
  try {
    signedIn = await signInWithPassword(auth, input.email, input.password);
  } catch {
    return { ok: false, reason: "invalid", message: INVALID };
  }
  await releaseAttempt(db, verdict.attempt);
  const user = await findUserByEmail(db, input.email);
  const role = roleSchema.safeParse(user?.role);
  if (!user || user.disabledAt || !role.success) {
    await deleteSessionByToken(db, signedIn.response.token ?? "");
    return { ok: false, reason: "disabled", message: "This account is disabled. Ask an admin to enable it." };
  }
  await clearAccountFailures(db, input.email);
  await recordSignIn(db, user.id, now);
  return { ok: true, viewer: { id: user.id, email: user.email, name: user.name, role: role.data }, setCookies: signedIn.headers.getSetCookie() };
}

function signInWithPassword(auth: Auth, email: string, password: string) {
  return auth.api.signInEmail({ body: { email, password, rememberMe: true }, returnHeaders: true });
}

/** How many proxies in front of the server add to X-Forwarded-For (ROUNDTABLE_TRUSTED_PROXIES; none by default). */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.ROUNDTABLE_TRUSTED_PROXIES ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/** The header scripts/peer-address.mjs sets on every request to the connection's address, over anything sent. */
export const PEER_HEADER = "x-roundtable-peer";

export interface AddressHeaders {
  forwardedFor: string | null;
  /** The connection's own address, as the server saw it. */
  peer: string | null;
}

/**
 * The client's address for the per-address limit. Forwarded headers are only the client's own words unless a proxy we
 * trust wrote them: with N trusted proxies, the N-th entry from the right is the one the outermost of them added.
 * With none, or a header shorter than that, the connection's address counts. X-Real-IP is never believed.
 */
export function clientAddress(headers: AddressHeaders, proxies = trustedProxies()): string {
  const entries =
    headers.forwardedFor
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const forwarded = proxies > 0 && entries.length >= proxies ? entries[entries.length - proxies] : undefined;
  return (forwarded || headers.peer || "unknown").slice(0, 100);
}

/** clientAddress of a request's headers. */
export function requestAddress(headers: Headers): string {
  return clientAddress({ forwardedFor: headers.get("x-forwarded-for"), peer: headers.get(PEER_HEADER) });
}
