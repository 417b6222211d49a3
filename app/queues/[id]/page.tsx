import type { Metadata } from "next";
import Link from "next/link";
import { AgreementTables } from "@/components/judging/agreement-table";
import { JudgesProgressTable } from "@/components/queues/judges-progress-table";
import { MyQueuePanel } from "@/components/queues/my-queue-panel";
import { ProgressBar } from "@/components/queues/progress-bar";
import { DatasetDownload } from "@/components/datasets/dataset-download";
import { QueueLeadLinks } from "@/components/queues/queue-lead-links";
import { QueueRubricForm } from "@/components/queues/queue-rubric-form";
import { linkClass } from "@/components/ui/styles";
import { requireRole } from "@/lib/auth/guard";
import { loadQueue, loadQueuePage } from "./load";
import { counted } from "@/lib/plural";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return { title: `Queue · ${(await loadQueue((await params).id)).name}` };
}

/** One queue: the whole queue's progress, mine with the next item and what I skipped, and for admins each judge's. */
export default async function QueuePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requireRole("judge", `/queues/${id}`);
  const m = await loadQueuePage(id, viewer);
  return (
    <div className="space-y-8">
      <section aria-labelledby="queue-heading" className="space-y-4">
        <p className="flex flex-wrap gap-4 text-sm">
          <Link href="/queues" className={linkClass}>
            ← Queues
          </Link>
          <Link href="/my-scores" className={linkClass}>
            My scores
          </Link>
        </p>
        <h1 id="queue-heading" className="text-2xl font-semibold tracking-tight">
          {m.queue.name}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {counted(m.itemCount, "round")} · {counted(m.queue.judgesPerItem, "judge")} each · a taken round is held for you for {m.queue.reserveMinutes} minutes
        </p>
        {m.queue.closedAt ? <p className="font-medium">Closed: this queue gives out no new rounds.</p> : null}
        {m.isAdmin ? <QueueLeadLinks queueId={m.queue.id} /> : null}
        <p className="text-sm">
          Scored under <span className="font-medium">{m.rubric ? `${m.rubric.name}, version ${m.rubric.version}` : "an unknown rubric"}</span>
        </p>
        {m.isAdmin ? (
          <QueueRubricForm
            queueId={m.queue.id}
            current={m.queue.rubricVersionId}
            choices={m.rubricChoices.map((r) => ({ id: r.id, label: `${r.name}, version ${r.version}` }))}
          />
        ) : null}
        <ProgressBar label="Whole queue" done={m.all.done} total={m.all.total} percent={m.all.percent} />
        {m.mine ? <MyQueuePanel queueId={m.queue.id} closed={m.queue.closedAt !== null} done={m.myDone} total={m.itemCount} skipped={m.skipped} /> : null}
      </section>
      {m.isAdmin ? <JudgesProgressTable rows={m.perJudge} /> : null}
      {m.isAdmin ? <DatasetDownload filter={{ queue: m.queue.id }} label="This queue's dataset" /> : null}
      <section aria-labelledby="queue-agreement-heading" className="space-y-3">
        <h2 id="queue-agreement-heading" className="text-lg font-semibold">
          Agreement in this queue
        </h2>
        <AgreementTables
          groups={m.agreement}
          label="Agreement in this queue"
          leniencyLabel="Judges against each other in this queue"
          names={m.names}
          pooled={false}
        />
      </section>
    </div>
  );
}
