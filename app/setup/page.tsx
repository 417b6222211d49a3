import type { Metadata } from "next";
import { FirstAdminForm } from "@/components/auth/first-admin-form";
import { LinkNotice } from "@/components/auth/link-notice";
import { checkToken, refusalText, setupIsOpen, tokenSchema } from "@/lib/db/access-tokens";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/credentials";
import { db } from "@/lib/db/client";
import { firstValue } from "@/lib/url-params";

export const metadata: Metadata = { title: "Set up" };
export const dynamic = "force-dynamic";

const tokenParam = firstValue(tokenSchema.catch("")).catch("");

/** The first visit: behind the one-time token `npm start` printed, "Create the first admin"; after that, closed. */
export default async function SetupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!(await setupIsOpen(db()))) {
    return (
      <LinkNotice id="setup-heading" title="Setup is done" href="/sign-in" label="Sign in">
        <p>Roundtable already has an admin. Sign in; an admin adds everyone else on the Users page.</p>
      </LinkNotice>
    );
  }
  const token = tokenParam.parse((await searchParams).token) as string;
  const { state } = token ? await checkToken(db(), "setup", token) : { state: "unknown" as const };
  if (state !== "valid") {
    return (
      <LinkNotice id="setup-heading" title={token ? "This setup link does not work" : "A setup link is needed"} href="/sign-in" label="Go to sign-in">
        <p>{token ? refusalText(state) : "The first admin is created through the one-time link that npm start prints."}</p>
        <p>
          Use the newest link printed by <code>npm start</code>, or the token in <code>data/setup-token</code> in the project folder:{" "}
          <code className="break-all">/setup?token=…</code>
        </p>
      </LinkNotice>
    );
  }
  return (
    <section aria-labelledby="setup-heading" className="mx-auto max-w-md space-y-4">
      <h1 id="setup-heading" className="text-2xl font-semibold tracking-tight">
        Create the first admin
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        Welcome to Roundtable. This account can upload dialogues, connect git repositories and add people; you will be signed in when it is made. The link works
        once.
      </p>
      <FirstAdminForm token={token} minLength={MIN_PASSWORD_LENGTH} />
    </section>
  );
}
