import { z } from "zod";
import type { Db } from "@/lib/db/client";
import type { Auth } from "./auth";
import { roleSchema, type Viewer } from "./roles";
import { checkThrottle, clearAccountFailures, recordFailure } from "./throttle";

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter an email address.").max(254));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(256, "That password is too long."),
});

export type SignInResult =
  | { ok: true; viewer: Viewer; setCookies: string[] }
  | { ok: false; reason: "invalid" | "disabled" | "throttled"; message: string; retryAfterSeconds?: number };

const INVALID = "Wrong email or password.";

/**
 * Checks the throttle before the password, so a locked account costs no hashing and reveals nothing; records each
 * failure against the account and the address. Returns the Set-Cookie lines for the caller to send.
 */
export async function signIn(db: Db, auth: Auth, input: z.infer<typeof signInSchema>, address: string, now = new Date()): Promise<SignInResult> {
  const verdict = await checkThrottle(db, input.email, address, now);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return { ok: false, reason: "throttled", retryAfterSeconds: verdict.retryAfterSeconds, message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }
  let signedIn: Awaited<ReturnType<typeof signInWithPassword>>;
  try {
    signedIn = await signInWithPassword(auth, input.email, input.password);
  } catch {
    await recordFailure(db, input.email, address, now);
    return { ok: false, reason: "invalid", message: INVALID };
  }
  const user = await db.user.findUnique({ where: { email: input.email } });
  const role = roleSchema.safeParse(user?.role);
  if (!user || user.disabledAt || !role.success) {
    await db.session.deleteMany({ where: { token: signedIn.response.token ?? "" } });
    return { ok: false, reason: "disabled", message: "This account is disabled. Ask an admin to enable it." };
  }
  await clearAccountFailures(db, input.email);
  return { ok: true, viewer: { id: user.id, email: user.email, name: user.name, role: role.data }, setCookies: signedIn.headers.getSetCookie() };
}

function signInWithPassword(auth: Auth, email: string, password: string) {
  return auth.api.signInEmail({ body: { email, password, rememberMe: true }, returnHeaders: true });
}

/** The client's address: the entry the nearest proxy added (the last), which a client cannot forge past a proxy. */
export function clientAddress(forwardedFor: string | null, realIp: string | null): string {
  const last = forwardedFor?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  return (last || realIp || "unknown").slice(0, 100);
}
