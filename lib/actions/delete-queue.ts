"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deleteQueue } from "@/lib/db/queue-admin";
import { defineAction } from "./kit/define-action";

/** A lead deletes a queue; the scores given in it stay with their documents. */
export const deleteQueueAction = defineAction({
  role: "admin",
  // The confirmation step sends this; a form without it never deletes.
  schema: z.object({ queueId: z.coerce.number().int().positive(), confirm: z.literal("delete") }),
  fields: [],
  run: async ({ queueId }) => {
    const { name } = await deleteQueue(db(), queueId);
    revalidatePath("/queues");
    redirect(`/queues?${new URLSearchParams({ deleted: name })}`);
  },
});
