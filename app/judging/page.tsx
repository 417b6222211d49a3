import type { Metadata } from "next";
import Link from "next/link";
import { AgreementTables } from "@/components/judging/agreement-table";
import { DisagreementList } from "@/components/judging/disagreement-list";
import { linkClass } from "@/components/ui/styles";
import { requireReader } from "@/lib/auth/guard";
import { roleAtLeast } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { nextUnscoredRound } from "@/lib/db/judging";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { agreementGroups, disagreements } from "@/lib/judging/agreement";
import { PageSection } from "@/components/ui/page-section";
import { counted } from "@/lib/plural";

export const metadata: Metadata = { title: "Judging" };
export const dynamic = "force-dynamic";

const DISAGREEMENTS_SHOWN = 25;

/** Judging across every dialogue: where to score next, how far judges agree, and where they disagree most. */
export default async function JudgingPage() {
  const viewer = await requireReader("/judging");
  const { versions, current, forAgreement, dialogues, rubrics } = await getVisibleScores(db(), { viewer });
  // Agreement is of each judge's scores before their reveal (blind judging; lib/judging/visibility.ts agreementScores),
  // one table a rubric version: scores given under different rubrics are not compared here.
  const agreement = agreementGroups(forAgreement, rubrics, false);
  const worst = disagreements(forAgreement).slice(0, DISAGREEMENTS_SHOWN);
  const names = new Map(versions.map((v) => [v.judgeId, v.judgeName]));
  const next = viewer && roleAtLeast(viewer.role, "judge") ? await nextUnscoredRound(db(), viewer.id) : undefined;
  return (
    <div className="space-y-8">
      <PageSection id="judging-heading" title="Judging" className="space-y-3">
        {next === undefined ? null : next ? (
          <p>
            <Link href={`/d/${next.slug}/judge?round=${next.round}`} className={linkClass}>
              Next unscored round: {next.title}, round {next.round} →
            </Link>
          </p>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">You have scored every round of every dialogue.</p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {counted(new Set(current.map((c) => c.judgeId)).size, "judge")}, {counted(dialogues.size, "dialogue")}, {counted(current.length, "current score")} (
          {counted(versions.length, "version")}).
        </p>
      </PageSection>
      <section aria-labelledby="agreement-heading" className="space-y-2">
        <h2 id="agreement-heading" className="text-lg font-semibold">
          Agreement across all dialogues
        </h2>
        <AgreementTables
          groups={agreement}
          label="Agreement across all dialogues"
          leniencyLabel="Judges against each other across all dialogues"
          names={names}
          pooled={false}
        />
      </section>
      <section aria-labelledby="disagreement-heading" className="space-y-2">
        <h2 id="disagreement-heading" className="text-lg font-semibold">
          Where judges disagree most
        </h2>
        <DisagreementList worst={worst} dialogues={dialogues} names={names} />
      </section>
    </div>
  );
}
