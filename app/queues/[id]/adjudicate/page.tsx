import type { Metadata } from "next";
import Link from "next/link";
import { AdjudicationUnit } from "@/components/queues/adjudication-unit";
import { ThresholdForm } from "@/components/queues/threshold-form";
import { PageSection } from "@/components/ui/page-section";
import { linkClass } from "@/components/ui/styles";
import { requireRole } from "@/lib/auth/guard";
import { loadAdjudication } from "./load";

export const metadata: Metadata = { title: "Adjudicate" };
export const dynamic = "force-dynamic";

/** Where a lead settles disagreements: each unit whose judges' range passes the threshold, judges side by side, and the final. */
export default async function AdjudicatePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ threshold?: string | string[] }>;
}) {
  const { id } = await params;
  const viewer = await requireRole("admin", `/queues/${id}/adjudicate`);
  const m = await loadAdjudication(id, (await searchParams).threshold, viewer);
  return (
    <div className="space-y-6">
      <PageSection id="adjudicate-heading" title={`Adjudicate ${m.queue.name}`}>
        <p className="text-sm">
          <Link href={`/queues/${m.queue.id}`} className={linkClass}>
            ← Back to the queue
          </Link>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          An agent&apos;s round is listed when its judges&apos; scores on a dimension span more than the threshold share of that dimension&apos;s scale. The
          final you record is the consensus from then on (the queue&apos;s export says so); the judges&apos; own scores are kept as they are.
        </p>
        <ThresholdForm threshold={m.threshold} />
      </PageSection>
      {m.units.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No round of this queue has judges further apart than {m.threshold} % of the scale.</p>
      ) : (
        <ul aria-label="Disagreements" className="space-y-4">
          {m.units.map((u) => (
            <li key={`${u.key}:${u.rubric.id}`}>
              <AdjudicationUnit queueId={m.queue.id} unit={u} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
