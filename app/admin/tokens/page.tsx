import type { Metadata } from "next";
import { ModelJudgeForm } from "@/components/tokens/model-judge-form";
import { ModelJudgesList } from "@/components/tokens/model-judges-list";
import { NewTokenForm } from "@/components/tokens/new-token-form";
import { TokensTable } from "@/components/tokens/tokens-table";
import { PageSection } from "@/components/ui/page-section";
import { requireRole } from "@/lib/auth/guard";
import { MODEL_JUDGE_SCOPES, SCOPE_TEXT } from "@/lib/auth/scopes";
import { listApiTokens, listModelJudges } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "Tokens and model judges" };
export const dynamic = "force-dynamic";

export default async function AdminTokensPage() {
  await requireRole("admin", "/admin/tokens");
  const [tokens, judges] = await Promise.all([listApiTokens(db(), { all: true }), listModelJudges(db())]);
  return (
    <div className="space-y-8">
      <PageSection id="all-tokens-heading" title="Tokens and model judges">
        <p className="text-sm text-slate-600 dark:text-slate-400">Everyone&apos;s API tokens: revoke any of them here.</p>
        <TokensTable tokens={tokens} now={new Date()} showOwner />
      </PageSection>
      <section aria-labelledby="model-judges-heading" className="space-y-3">
        <h2 id="model-judges-heading" className="text-lg font-semibold">
          Model judges
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          An automated judge is an account of its own: it never signs in, holds only read and judge tokens, and its scores are kept apart from people&apos;s
          agreement unless asked for.
        </p>
        <ModelJudgesList judges={judges} />
        <ModelJudgeForm />
        {judges.length > 0 ? (
          <>
            <h3 className="font-medium">A token for a model judge</h3>
            <NewTokenForm idPrefix="judge-token" owners={judges} scopes={MODEL_JUDGE_SCOPES.map((scope) => ({ scope, text: SCOPE_TEXT[scope] }))} />
          </>
        ) : null}
      </section>
    </div>
  );
}
