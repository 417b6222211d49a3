import { QUEUE_RETURN_ID, QueueShortcuts, ReturnButton, TakeNextButton } from "@/components/queues/queue-controls";
import { counted } from "@/lib/plural";

interface SkippedItem {
  id: number;
  title: string;
  round: number;
  reason: string | null;
}

/** The viewer's own part of a queue: how far they are, the next round to take, and what they skipped to come back to. */
export function MyQueuePanel({
  queueId,
  done,
  total,
  skipped,
  closed = false,
}: {
  queueId: number;
  done: number;
  total: number;
  skipped: SkippedItem[];
  /** A closed queue gives out nothing new: no take-next, no coming back to a skipped round. */
  closed?: boolean;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm">
        You: <strong>{done}</strong> done of {counted(total, "round")}
        {skipped.length > 0 ? `, ${skipped.length} skipped` : ""}.
      </p>
      {closed ? null : <TakeNextButton queueId={queueId} />}
      {skipped.length > 0 && !closed ? (
        <div className="space-y-2">
          <h2 className="font-medium">Skipped, to come back to</h2>
          <ul aria-label="Skipped rounds" className="space-y-2">
            {skipped.map((item, index) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 text-sm">
                <ReturnButton queueId={queueId} itemId={item.id} id={index === 0 ? QUEUE_RETURN_ID : undefined} label={`${item.title}, round ${item.round}`} />
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
  );
}
