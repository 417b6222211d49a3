import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { authFor } from "@/lib/auth/auth";
import { requestIsSecure } from "@/lib/auth/session";
import { requestAddress, signIn } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";

/**
 * Signs a person in with the password they just chose (a setup or set-password link) and sets the session cookies.
 * Goes through the same throttled sign-in as the form, so the session is an ordinary one. False when it failed.
 */
export async function signInAfterLink(email: string, password: string): Promise<boolean> {
  const requestHeaders = await headers();
  const result = await signIn(db(), authFor(db(), requestIsSecure(requestHeaders)), { email, password }, requestAddress(requestHeaders));
  if (!result.ok) return false;
  const jar = await cookies();
  for (const [name, attributes] of parseSetCookieHeader(result.setCookies.join(", "))) jar.set(name, attributes.value, toCookieOptions(attributes));
  return true;
}
