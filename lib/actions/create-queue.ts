"use server";

import { redirect } from "next/navigation";
import { db } from "@/lib/db/client";
import { createQueue, newQueueSchema } from "@/lib/db/queues";
import { readFields, schemaKeys } from "./kit/form";
import { defineAction } from "./kit/define-action";

/** An admin makes a queue: every scorable round of the matching documents, so many judges each, these judges. */
export const createQueueAction = defineAction({
  role: "admin",
  schema: newQueueSchema,
  read: (form) => ({ ...readFields(form, schemaKeys(newQueueSchema)), members: form.getAll("members").map(String) }),
  fields: ["name", "match", "kind", "judgesPerItem", "members", "rubricVersionId"],
  errorField: "match",
  run: async (input) => {
    const { id } = await createQueue(db(), input);
    redirect(`/queues/${id}`);
  },
});
