"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { releaseHolds, releaseHoldsSchema } from "@/lib/db/queue-admin";
import { defineAction } from "./kit/define-action";

/** A lead frees a judge's holds in a queue, or one round's, so others can be sent to those rounds. */
export const releaseHoldsAction = defineAction({
  role: "admin",
  schema: releaseHoldsSchema,
  fields: [],
  run: async ({ queueId, judgeId, itemId }) => {
    const count = await releaseHolds(db(), { queueId, judgeId: judgeId || undefined, itemId: itemId || undefined });
    revalidatePath(`/queues/${queueId}/manage`);
    return { ok: true, message: count === 0 ? "Nothing was held." : `Released ${count} hold${count === 1 ? "" : "s"}.` };
  },
});
