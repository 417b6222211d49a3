"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { editQueue, editQueueSchema } from "@/lib/db/queue-admin";
import { readFields, schemaKeys } from "./kit/form";
import { defineAction } from "./kit/define-action";

/** A lead changes a queue's name, judges per round, hold time and judges. */
export const editQueueAction = defineAction({
  role: "admin",
  schema: editQueueSchema,
  read: (form) => ({ ...readFields(form, schemaKeys(editQueueSchema)), members: form.getAll("members").map(String) }),
  fields: ["name", "judgesPerItem", "reserveMinutes", "members"],
  run: async (input) => {
    await editQueue(db(), input);
    revalidatePath(`/queues/${input.queueId}`);
    return { ok: true, message: "Saved." };
  },
});
