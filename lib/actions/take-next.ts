"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { getQueue, takeNext } from "@/lib/db/queues";
import { queueItemHref } from "@/lib/judging/queue";
import { defineAction } from "./kit/define-action";

/** A judge takes the next item of a queue: it is reserved for them and they are sent to score it. */
export const takeNextAction = defineAction({
  role: "judge",
  schema: z.object({ queueId: z.coerce.number().int().positive() }),
  fields: [],
  run: async ({ queueId }, judge) => {
    const queue = await getQueue(db(), queueId);
    if (!queue) return { ok: false, message: "That queue no longer exists." };
    const next = await takeNext(db(), queue, judge.id);
    if (!next) return { ok: true, message: "Nothing left for you in this queue." };
    redirect(queueItemHref(queue.id, next));
  },
});
