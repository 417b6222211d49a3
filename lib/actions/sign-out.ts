"use server";

import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { authFor } from "@/lib/auth/auth";
import { currentViewer } from "@/lib/auth/guard";
import { requestIsSecure } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

/** Ends the session on the server, not only in the browser. Without one there is nothing to end. */
export async function signOutAction(): Promise<void> {
  const requestHeaders = await headers();
  if (await currentViewer()) {
    const result = await authFor(db(), requestIsSecure(requestHeaders)).api.signOut({ headers: requestHeaders, returnHeaders: true });
    const jar = await cookies();
    for (const [name, attributes] of parseSetCookieHeader(result.headers.getSetCookie().join(", ")))
      jar.set(name, attributes.value, toCookieOptions(attributes));
  }
  redirect("/sign-in");
}
