import type { Metadata } from "next";
import Link from "next/link";
import { AssignItemsForm } from "@/components/queues/assign-items-form";
import { EditQueueForm } from "@/components/queues/edit-queue-form";
import { HoldsTable } from "@/components/queues/holds-table";
import { CloseQueueButton, DeleteQueue } from "@/components/queues/queue-state-controls";
import { PageSection } from "@/components/ui/page-section";
import { linkClass } from "@/components/ui/styles";
import { requireRole } from "@/lib/auth/guard";
import { loadManageQueue } from "./load";

export const metadata: Metadata = { title: "Manage queue" };
export const dynamic = "force-dynamic";

/** A lead's operations on one queue: edit, close or reopen, release holds, assign rounds, delete. Admins only. */
export default async function ManageQueuePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireRole("admin", `/queues/${id}/manage`);
  const m = await loadManageQueue(id);
  return (
    <div className="space-y-8">
      <PageSection id="manage-heading" title={`Manage ${m.queue.name}`}>
        <p className="text-sm">
          <Link href={`/queues/${m.queue.id}`} className={linkClass}>
            ← Back to the queue
          </Link>
        </p>
        <EditQueueForm queue={m.queue} judges={m.candidates} />
      </PageSection>
      <section aria-labelledby="queue-state-heading" className="space-y-3">
        <h2 id="queue-state-heading" className="text-lg font-semibold">
          {m.queue.closedAt ? "Closed" : "Open"}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A closed queue gives out no new rounds; a round a judge already holds they may still score, and scores are never refused.
        </p>
        <CloseQueueButton queueId={m.queue.id} closed={m.queue.closedAt !== null} />
      </section>
      <HoldsTable queueId={m.queue.id} holds={m.holds} />
      <section aria-labelledby="queue-assign-heading" className="space-y-3">
        <h2 id="queue-assign-heading" className="text-lg font-semibold">
          Assign rounds to judges
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A judge is given their assigned rounds first, even past the judges a round needs; others are given a round only while it has a slot beyond those kept
          for its assigned judges.
        </p>
        <AssignItemsForm queueId={m.queue.id} judgesPerItem={m.queue.judgesPerItem} items={m.items} judges={m.judges} />
      </section>
      <section aria-labelledby="queue-delete-heading" className="space-y-3">
        <h2 id="queue-delete-heading" className="text-lg font-semibold">
          Delete
        </h2>
        <DeleteQueue queueId={m.queue.id} name={m.queue.name} />
      </section>
    </div>
  );
}
