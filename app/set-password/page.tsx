import type { Metadata } from "next";
import { LinkNotice } from "@/components/auth/link-notice";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { checkToken, refusalText, tokenSchema } from "@/lib/db/access-tokens";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/credentials";
import { db } from "@/lib/db/client";
import { firstValue } from "@/lib/url-params";

export const metadata: Metadata = { title: "Choose a password" };
export const dynamic = "force-dynamic";

const tokenParam = firstValue(tokenSchema.catch("")).catch("");

/** Where an admin's set-password link leads: the person chooses a password and is signed in. */
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenParam.parse((await searchParams).token) as string;
  const { state, email } = token ? await checkToken(db(), "set-password", token) : { state: "unknown" as const, email: null };
  if (state !== "valid" || !email) {
    return (
      <LinkNotice id="set-password-heading" title="This link does not work" href="/sign-in" label="Go to sign-in">
        <p>{state === "valid" ? refusalText("unknown") : refusalText(state)}</p>
        <p>An admin can send you a new link from the Users page.</p>
      </LinkNotice>
    );
  }
  return (
    <section aria-labelledby="set-password-heading" className="mx-auto max-w-md space-y-4">
      <h1 id="set-password-heading" className="text-2xl font-semibold tracking-tight">
        Choose a password
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        For <strong className="break-all">{email}</strong>. You will be signed in to Roundtable when it is saved; the link works once.
      </p>
      <SetPasswordForm token={token} email={email} minLength={MIN_PASSWORD_LENGTH} />
    </section>
  );
}
