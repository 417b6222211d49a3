"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { setQueueClosed } from "@/lib/db/queue-admin";
import { defineAction } from "./kit/define-action";

/** A lead closes a queue (nobody takes a new round from it) or opens it again. */
export const setQueueClosedAction = defineAction({
  role: "admin",
  schema: z.object({ queueId: z.coerce.number().int().positive(), closed: z.enum(["1", "0"]) }),
  fields: [],
  run: async ({ queueId, closed }) => {
    await setQueueClosed(db(), queueId, closed === "1");
    revalidatePath(`/queues/${queueId}`);
    revalidatePath("/queues");
    return { ok: true, message: closed === "1" ? "Closed: nobody can take a new round." : "Open again." };
  },
});
