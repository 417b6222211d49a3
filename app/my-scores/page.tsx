import type { Metadata } from "next";
import { MyScoresTable } from "@/components/queues/my-scores-table";
import { PageSection } from "@/components/ui/page-section";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { listMyScores } from "@/lib/db/my-scores";
import { counted } from "@/lib/plural";

export const metadata: Metadata = { title: "My scores" };
export const dynamic = "force-dynamic";

/** Each judge's own scores, newest first: the latest version of each agent's round they scored. */
export default async function MyScoresPage() {
  const viewer = await requireRole("judge", "/my-scores");
  const scores = await listMyScores(db(), viewer.id);
  return (
    <PageSection id="my-scores-heading" title="My scores">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {scores.length === 0 ? "You have not scored anything yet." : `${counted(scores.length, "score")}, the latest version of each, newest first.`}
      </p>
      {scores.length > 0 ? <MyScoresTable scores={scores} /> : null}
    </PageSection>
  );
}
