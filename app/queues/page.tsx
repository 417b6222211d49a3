import type { Metadata } from "next";
import Link from "next/link";
import { NewQueueForm } from "@/components/queues/new-queue-form";
import { ProgressBar } from "@/components/queues/progress-bar";
import { PageSection } from "@/components/ui/page-section";
import { linkClass } from "@/components/ui/styles";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { judgeCandidates, listQueues, mayJudgeQueue, queueItems } from "@/lib/db/queues";
import { latestRubricVersions } from "@/lib/db/rubrics";
import { queueProgress } from "@/lib/judging/queue";

export const metadata: Metadata = { title: "Queues" };
export const dynamic = "force-dynamic";

/** Judging queues: mine with my progress; for admins, all of them and a form for a new one. */
export default async function QueuesPage({ searchParams }: { searchParams: Promise<{ deleted?: string | string[] }> }) {
  const viewer = await requireRole("judge", "/queues");
  const { deleted } = await searchParams;
  const isAdmin = viewer.role === "admin";
  const queues = (await listQueues(db())).filter((q) => isAdmin || mayJudgeQueue(q, viewer.id));
  const rows = await Promise.all(queues.map(async (q) => ({ q, items: await queueItems(db(), q.id) })));
  const judges = isAdmin ? await judgeCandidates(db()) : [];
  const rubrics = isAdmin ? (await latestRubricVersions(db())).map((r) => ({ id: r.id, label: `${r.name}, version ${r.version}` })) : [];
  return (
    <div className="space-y-8">
      <PageSection id="queues-heading" title="Queues" className="space-y-4">
        <p className="text-sm">
          <Link href="/my-scores" className={linkClass}>
            My scores
          </Link>
        </p>
        {typeof deleted === "string" ? (
          <p role="status" className="text-sm">
            Deleted the queue {deleted}; the scores given in it stay with their documents.
          </p>
        ) : null}
        {rows.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{isAdmin ? "No queues yet: make one below." : "No queue has been given to you yet."}</p>
        ) : (
          <ul className="space-y-3" aria-label="Judging queues">
            {rows.map(({ q, items }) => {
              const all = queueProgress(items, q.judgesPerItem);
              const mine = items.filter((i) => i.doneBy.has(viewer.id)).length;
              return (
                <li key={q.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link href={`/queues/${q.id}`} className={`${linkClass} text-lg`}>
                      {q.name}
                    </Link>
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {q.closedAt ? "closed · " : ""}
                      {items.length} rounds · {q.judgesPerItem} judge{q.judgesPerItem === 1 ? "" : "s"} each · you have done {mine}
                    </span>
                  </p>
                  <ProgressBar label={`${q.name}: judged`} done={all.done} total={all.total} percent={all.percent} />
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>
      {isAdmin ? (
        <section aria-labelledby="new-queue-heading" className="space-y-3">
          <h2 id="new-queue-heading" className="text-lg font-semibold">
            New queue
          </h2>
          <p className="text-sm">
            <Link href="/admin/rubrics" className={linkClass}>
              Rubrics
            </Link>
            : what judges score on, per queue, with anchors per level.
          </p>
          <NewQueueForm judges={judges} rubrics={rubrics} />
        </section>
      ) : null}
    </div>
  );
}
