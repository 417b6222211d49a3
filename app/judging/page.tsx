import type { Metadata } from "next";
import Link from "next/link";
import { AgreementTables } from "@/components/judging/agreement-table";
import { DisagreementList } from "@/components/judging/disagreement-list";
import { linkClass } from "@/components/ui/styles";
import { currentViewer, requireReader } from "@/lib/auth/guard";
import { roleAtLeast } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { nextUnscoredRound } from "@/lib/db/judging";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { judgingSummary } from "@/lib/judging/summary";
import { PageSection } from "@/components/ui/page-section";
import { counted } from "@/lib/plural";
import { ModelJudgeLinks } from "@/components/judging/model-judge-links";
import { listModelJudges } from "@/lib/db/api-tokens";

export const metadata: Metadata = { title: "Judging" };
export const dynamic = "force-dynamic";

const DISAGREEMENTS_SHOWN = 25;

/** Judging across every dialogue: where to score next, how far judges agree, and where they disagree most. */
export default async function JudgingPage() {
  await requireReader("/judging");
  const viewer = await currentViewer();
  const visible = await getVisibleScores(db(), { viewer });
  const { versions, current, dialogues } = visible;
  // Agreement is of each judge's scores before their reveal (blind judging; lib/judging/visibility.ts agreementScores),
  // one table a rubric version: scores given under different rubrics are not compared here.
  const { agreement, worst, names } = judgingSummary(visible, { worst: DISAGREEMENTS_SHOWN });
  const next = viewer && roleAtLeast(viewer.role, "judge") ? await nextUnscoredRound(db(), viewer.id) : undefined;
  const models = await listModelJudges(db());
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
      <ModelJudgeLinks judges={models} />
    </div>
  );
}
