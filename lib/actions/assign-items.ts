"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { assignItems, assignItemsSchema } from "@/lib/db/queue-admin";
import { readFields, schemaKeys } from "./kit/form";
import { defineAction } from "./kit/define-action";

/** A lead assigns ticked rounds of a queue to a named judge, or takes those assignments back. */
export const assignItemsAction = defineAction({
  role: "admin",
  schema: assignItemsSchema,
  read: (form) => ({ ...readFields(form, schemaKeys(assignItemsSchema)), itemIds: form.getAll("itemIds").map(String) }),
  fields: ["judgeId", "itemIds"],
  run: async (input, lead) => {
    const count = await assignItems(db(), input, lead.id);
    revalidatePath(`/queues/${input.queueId}/manage`);
    const rounds = `${count} round${count === 1 ? "" : "s"}`;
    return { ok: true, message: input.mode === "assign" ? `Assigned ${rounds}.` : `Took back ${rounds}.` };
  },
});
