import type { Metadata } from "next";
import { NewTokenForm } from "@/components/tokens/new-token-form";
import { TokensTable } from "@/components/tokens/tokens-table";
import { PageSection } from "@/components/ui/page-section";
import { requireRole } from "@/lib/auth/guard";
import { allowedScopes, SCOPE_TEXT } from "@/lib/auth/scopes";
import { listApiTokens } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "API tokens" };
export const dynamic = "force-dynamic";

export default async function TokensPage() {
  const viewer = await requireRole("viewer", "/account/tokens");
  const tokens = await listApiTokens(db(), { userId: viewer.id });
  const scopes = allowedScopes(viewer.role, "person").map((scope) => ({ scope, text: SCOPE_TEXT[scope] }));
  return (
    <div className="space-y-8">
      <PageSection id="tokens-heading" title="API tokens">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A token lets a script or pipeline use the{" "}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the reference is a route handler's own HTML, not a page */}
          <a href="/api/reference" className="text-blue-700 underline dark:text-blue-300">
            REST API
          </a>{" "}
          as you, within the scopes you give it and never beyond your role. It is shown once; we keep only its hash.
        </p>
        <TokensTable tokens={tokens} now={new Date()} />
      </PageSection>
      <section aria-labelledby="new-token-heading" className="space-y-3">
        <h2 id="new-token-heading" className="text-lg font-semibold">
          Make a token
        </h2>
        <NewTokenForm scopes={scopes} />
      </section>
    </div>
  );
}
