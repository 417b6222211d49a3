"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { getQueue, mayJudgeQueue, skipItem, takeNext } from "@/lib/db/queues";
import { queueItemHref } from "@/lib/judging/queue";
import { defineAction } from "./kit/define-action";

/** A judge puts an item aside with a reason and is sent to the next one; the skipped item waits in their list. */
export const skipItemAction = defineAction({
  role: "judge",
  schema: z.object({
    queueId: z.coerce.number().int().positive(),
    itemId: z.coerce.number().int().positive(),
    reason: z.string().trim().min(1, "Say why you skip it.").max(500, "Keep the reason under 500 characters."),
  }),
  fields: ["reason"],
  run: async ({ queueId, itemId, reason }, judge) => {
    const queue = await getQueue(db(), queueId);
    if (!queue || !mayJudgeQueue(queue, judge.id)) return { ok: false, message: "That queue is not yours to judge." };
    await skipItem(db(), queue, itemId, judge.id, reason);
    const next = await takeNext(db(), queue, judge.id);
    redirect(next ? queueItemHref(queue.id, next) : `/queues/${queue.id}`);
  },
});
