import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { SignInForm } from "@/components/auth/sign-in-form";
import { setupIsOpen } from "@/lib/db/access-tokens";
import { currentViewer } from "@/lib/auth/guard";
import { emailSchema } from "@/lib/auth/credentials";
import { db } from "@/lib/db/client";
import { returnPathSchema } from "@/lib/safe-return";
import { firstValue } from "@/lib/url-params";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

// Filled in after a link set the password but could not sign in at once; anything odd is simply left out.
const emailParam = firstValue(z.union([emailSchema, z.undefined()])).catch(undefined);

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = firstValue(returnPathSchema).parse(params.next);
  if (await currentViewer()) redirect(next);
  const noAdmin = await setupIsOpen(db());
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm space-y-4">
      <h1 id="sign-in-heading" className="text-2xl font-semibold tracking-tight">
        Sign in
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        Roundtable is where people review what AI agents wrote: read multi-agent dialogues round by round, follow their tensions, search across them and score
        each agent.
      </p>
      {noAdmin ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
          <p className="font-medium">No admin yet.</p>
          <p className="mt-1">
            Open the one-time setup link that <code>npm start</code> printed in its terminal (<code className="break-all">/setup?token=…</code>) to create the
            first admin. The token is also in <code>data/setup-token</code> in the project folder; restarting prints the link again.
          </p>
        </div>
      ) : null}
      <SignInForm next={next} email={emailParam.parse(params.email) ?? ""} />
    </section>
  );
}
