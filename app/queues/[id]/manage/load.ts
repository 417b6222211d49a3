import { db } from "@/lib/db/client";
import { judgeCandidates, queueItems, queueJudges } from "@/lib/db/queues";
import { loadQueue } from "../load";

/** The lead's page of one queue: its settings, everyone who could judge it, its holds and its rounds with their assignments. */
export async function loadManageQueue(raw: string) {
  const queue = await loadQueue(raw);
  const [items, candidates, judges] = await Promise.all([queueItems(db(), queue.id), judgeCandidates(db()), queueJudges(db(), queue)]);
  const people = new Map(candidates.map((p) => [p.id, p.name || p.email]));
  const nameOf = (id: string) => people.get(id) ?? "a former judge";
  const now = new Date();
  return {
    queue,
    candidates,
    judges: judges.map((j) => ({ id: j.id, name: j.name || j.email })),
    holds: items.flatMap((i) =>
      i.claims
        .filter((c) => c.state === "reserved" && c.until !== null && c.until > now && !i.doneBy.has(c.judgeId))
        .map((c) => ({ itemId: i.id, title: i.title, round: i.round, judgeId: c.judgeId, judgeName: nameOf(c.judgeId), until: c.until! })),
    ),
    items: items.map((i) => ({ id: i.id, title: i.title, round: i.round, assigned: (i.assigned ?? []).map(nameOf), done: i.doneBy.size })),
  };
}
