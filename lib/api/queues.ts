import type { z } from "zod";
import { db } from "@/lib/db/client";
import { contributionBodies, roundAgentsOf } from "@/lib/db/judging";
import { rubricVersion } from "@/lib/db/rubrics";
import { getQueue, listQueues, mayJudgeQueue, returnToItem, skipItem, takeNext } from "@/lib/db/queues";
import type { QueueItemView } from "@/lib/judging/queue";
import type { Caller } from "./handler";
import { ApiProblem } from "./problem";
import type { nextItemSchema, queueListSchema } from "./schemas";

export async function queuesFor(caller: Caller): Promise<z.input<typeof queueListSchema>> {
  const queues = await listQueues(db());
  return { data: queues.map((q) => ({ id: q.id, name: q.name, judgesPerItem: q.judgesPerItem, mine: mayJudgeQueue(q, caller.viewer.id) })) };
}

async function queueOr404(id: number) {
  const queue = await getQueue(db(), id);
  if (!queue) throw new ApiProblem(404, `No queue has the id ${id}.`);
  return queue;
}

/** An item with what a judge needs to score it: the round's contributions and who is to be scored. */
async function withText(item: QueueItemView | null, rubricVersionId: number): Promise<z.input<typeof nextItemSchema>> {
  if (!item) return { item: null };
  const [contributions, agents, rubric] = await Promise.all([
    contributionBodies(db(), item.dialogueId, item.round),
    roundAgentsOf(db(), item.dialogueId),
    rubricVersion(db(), rubricVersionId),
  ]);
  if (!rubric) throw new ApiProblem(404, "This queue's rubric version no longer exists.");
  const { id, name, version, dimensions } = rubric;
  return {
    item: {
      itemId: item.id,
      slug: item.slug,
      title: item.title,
      round: item.round,
      contributions,
      agents: agents.get(item.round) ?? [],
      rubric: { id, name, version, dimensions },
    },
  };
}

export async function nextFor(queueId: number, caller: Caller) {
  const queue = await queueOr404(queueId);
  return withText(await takeNext(db(), queue, caller.viewer.id), queue.rubricVersionId);
}

export async function skipFor(queueId: number, itemId: number, reason: string, caller: Caller) {
  await skipItem(db(), await queueOr404(queueId), itemId, caller.viewer.id, reason);
  return { ok: true as const };
}

export async function returnFor(queueId: number, itemId: number, caller: Caller) {
  const queue = await queueOr404(queueId);
  return withText(await returnToItem(db(), queue, itemId, caller.viewer.id), queue.rubricVersionId);
}
