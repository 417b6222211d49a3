import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { currentViewer } from "@/lib/auth/guard";
import { countUsers } from "@/lib/auth/users";
import { db } from "@/lib/db/client";
import { returnPathSchema } from "@/lib/safe-return";
import { firstValue } from "@/lib/url-params";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = firstValue(returnPathSchema).parse((await searchParams).next);
  if (await currentViewer()) redirect(next);
  const noAccounts = (await countUsers(db())) === 0;
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm space-y-4">
      <h1 id="sign-in-heading" className="text-2xl font-semibold tracking-tight">
        Sign in
      </h1>
      {noAccounts ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
          <p className="font-medium">No accounts yet.</p>
          <p className="mt-1">Create the first admin from a terminal in the project folder; it asks for the password:</p>
          <pre className="mt-2 overflow-x-auto rounded bg-white/70 p-2 font-mono text-xs dark:bg-black/40">
            npm run roundtable -- user add --role admin you@example.org
          </pre>
        </div>
      ) : null}
      <SignInForm next={next} />
    </section>
  );
}
