import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** A lead's ways on from a queue: manage it, settle disagreements, download its consensus. */
export function QueueLeadLinks({ queueId }: { queueId: number }) {
  const link = buttonClass("secondary", "sm");
  return (
    <nav aria-label="Lead" className="flex flex-wrap gap-2">
      <Link href={`/queues/${queueId}/manage`} className={link}>
        Manage queue
      </Link>
      <Link href={`/queues/${queueId}/adjudicate`} className={link}>
        Adjudicate
      </Link>
      <a href={`/queues/${queueId}/export?format=jsonl`} className={link} download>
        Consensus (JSON Lines)
      </a>
      <a href={`/queues/${queueId}/export?format=csv`} className={link} download>
        Consensus (CSV)
      </a>
    </nav>
  );
}
