"use server";

import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { authFor } from "@/lib/auth/auth";
import { requestIsSecure } from "@/lib/auth/session";
import { requestAddress, signIn, signInSchema } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { returnPathSchema } from "@/lib/safe-return";

export interface SignInState {
  error: string | null;
  email: string;
}

/** The one action open to everyone: it is how a role is obtained. Throttled per account and per address. */
export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const email = String(formData.get("email") ?? "");
  const parsed = signInSchema.safeParse({ email, password: formData.get("password") ?? "" });
  if (!parsed.success) {
    const f = z.flattenError(parsed.error).fieldErrors;
    return { error: f.email?.[0] ?? f.password?.[0] ?? "Enter your email and password.", email };
  }
  const requestHeaders = await headers();
  const result = await signIn(db(), authFor(db(), requestIsSecure(requestHeaders)), parsed.data, requestAddress(requestHeaders));
  if (!result.ok) return { error: result.message, email: parsed.data.email };
  const jar = await cookies();
  for (const [name, attributes] of parseSetCookieHeader(result.setCookies.join(", "))) jar.set(name, attributes.value, toCookieOptions(attributes));
  redirect(returnPathSchema.parse(formData.get("next") ?? "/"));
}
