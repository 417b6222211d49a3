"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { getQueue, mayJudgeQueue, returnToItem } from "@/lib/db/queues";
import { queueItemHref } from "@/lib/judging/queue";
import { defineAction } from "./kit/define-action";

/** A judge comes back to an item they skipped: it is theirs again and they are sent to it. */
export const returnToItemAction = defineAction({
  role: "judge",
  schema: z.object({ queueId: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive() }),
  fields: [],
  run: async ({ queueId, itemId }, judge) => {
    const queue = await getQueue(db(), queueId);
    if (!queue || !mayJudgeQueue(queue, judge.id)) return { ok: false, message: "That queue is not yours to judge." };
    redirect(queueItemHref(queue.id, await returnToItem(db(), queue, itemId, judge.id)));
  },
});
