import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { AgreementTable } from "@/components/judging/agreement-table";
import { LeniencyTable } from "@/components/judging/leniency-table";
import { ProgressBar } from "@/components/queues/progress-bar";
import { QUEUE_RETURN_ID, QueueShortcuts, ReturnButton, TakeNextButton } from "@/components/queues/queue-controls";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { linkClass } from "@/components/ui/styles";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { getQueue, mayJudgeQueue, queueItems, queueJudges } from "@/lib/db/queues";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { agreementByMeasure, judgeLeniency } from "@/lib/judging/agreement";
import { judgeProgress, queueProgress, skippedBy } from "@/lib/judging/queue";

export const dynamic = "force-dynamic";

const idSchema = z.coerce.number().int().positive();

async function load(raw: string) {
  const id = idSchema.safeParse(raw);
  const queue = id.success ? await getQueue(db(), id.data) : null;
  if (!queue) notFound();
  return queue;
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return { title: `Queue · ${(await load((await params).id)).name}` };
}

/** One queue: the whole queue's progress, mine with the next item and what I skipped, and for admins each judge's. */
export default async function QueuePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requireRole("judge", `/queues/${id}`);
  const queue = await load(id);
  const isAdmin = viewer.role === "admin";
  const mine = mayJudgeQueue(queue, viewer.id);
  if (!mine && !isAdmin) notFound();
  const now = new Date();
  const [items, judges, visible] = await Promise.all([queueItems(db(), queue.id), queueJudges(db(), queue), getVisibleScores(db(), { viewer })]);
  const all = queueProgress(items, queue.judgesPerItem);
  const units = new Set(items.map((i) => `${i.dialogueId}:${i.round}`));
  // Agreement is of each judge's scores before their reveal (blind judging), unless an admin says otherwise.
  const scores = visible.forAgreement.filter((s) => units.has(`${s.dialogueId}:${s.round}`));
  const names = new Map(visible.versions.map((v) => [v.judgeId, v.judgeName]));
  const skipped = skippedBy(items, viewer.id);
  const myDone = items.filter((i) => i.doneBy.has(viewer.id)).length;
  const perJudge = judgeProgress(
    items,
    judges.map((j) => j.id),
    queue.judgesPerItem,
    now,
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="queue-heading" className="space-y-4">
        <p className="text-sm">
          <Link href="/queues" className={linkClass}>
            ← Queues
          </Link>
        </p>
        <h1 id="queue-heading" className="text-2xl font-semibold tracking-tight">
          {queue.name}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {items.length} rounds · {queue.judgesPerItem} judge{queue.judgesPerItem === 1 ? "" : "s"} each · a taken round is held for you for{" "}
          {queue.reserveMinutes} minutes
        </p>
        <ProgressBar label="Whole queue" done={all.done} total={all.total} percent={all.percent} />
        {mine ? (
          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm">
              You: <strong>{myDone}</strong> done of {items.length} rounds{skipped.length > 0 ? `, ${skipped.length} skipped` : ""}.
            </p>
            <TakeNextButton queueId={queue.id} />
            {skipped.length > 0 ? (
              <div className="space-y-2">
                <h2 className="font-medium">Skipped, to come back to</h2>
                <ul aria-label="Skipped rounds" className="space-y-2">
                  {skipped.map((item, index) => (
                    <li key={item.id} className="flex flex-wrap items-center gap-3 text-sm">
                      <ReturnButton
                        queueId={queue.id}
                        itemId={item.id}
                        id={index === 0 ? QUEUE_RETURN_ID : undefined}
                        label={`Score ${item.title}, round ${item.round} now`}
                      />
                      <span>
                        {item.title}, round {item.round}
                      </span>
                      {item.reason ? <span className="text-slate-600 dark:text-slate-400">— {item.reason}</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <QueueShortcuts />
          </div>
        ) : null}
      </section>
      {isAdmin ? (
        <section aria-labelledby="queue-judges-heading" className="space-y-2">
          <h2 id="queue-judges-heading" className="text-lg font-semibold">
            Judges
          </h2>
          <div className="overflow-x-auto" tabIndex={0}>
            <table className="w-full min-w-[32rem] text-sm" aria-label="Progress by judge">
              <thead>
                <ColumnHeads
                  rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
                  className="py-1 font-medium"
                  columns={[
                    { label: "Judge" },
                    { label: "Done", className: "text-right" },
                    { label: "Holding", className: "text-right" },
                    { label: "Skipped", className: "text-right" },
                    { label: "Share", className: "text-right" },
                    { label: "Behind", className: "text-right" },
                  ]}
                />
              </thead>
              <tbody>
                {[...perJudge]
                  .sort((a, b) => b.behind - a.behind)
                  .map((p) => (
                    <tr key={p.judgeId} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                      <th scope="row" className="py-1 text-left font-medium">
                        {judges.find((j) => j.id === p.judgeId)?.name || judges.find((j) => j.id === p.judgeId)?.email}
                      </th>
                      <td className="py-1 text-right font-mono tabular-nums">{p.done}</td>
                      <td className="py-1 text-right font-mono tabular-nums">{p.reserved}</td>
                      <td className="py-1 text-right font-mono tabular-nums">{p.skipped}</td>
                      <td className="py-1 text-right font-mono tabular-nums">{p.share}</td>
                      <td className={`py-1 text-right font-mono tabular-nums ${p.behind > 0 ? "font-semibold text-amber-800 dark:text-amber-300" : ""}`}>
                        {p.behind}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="queue-agreement-heading" className="space-y-3">
        <h2 id="queue-agreement-heading" className="text-lg font-semibold">
          Agreement in this queue
        </h2>
        <AgreementTable agreement={agreementByMeasure(scores, visible.fileRounds)} label="Agreement in this queue" />
        <LeniencyTable rows={judgeLeniency(scores)} names={names} label="Judges against each other in this queue" />
      </section>
    </div>
  );
}
