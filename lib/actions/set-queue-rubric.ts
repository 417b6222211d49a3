"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { setQueueRubric } from "@/lib/db/rubrics";
import { defineAction } from "./kit/define-action";

/** An admin points a queue's new scores at another rubric version; the scores already given keep theirs. */
export const setQueueRubricAction = defineAction({
  role: "admin",
  schema: z.object({
    queueId: z.coerce.number().int().positive(),
    rubricVersionId: z.coerce.number({ error: "Pick a rubric." }).int().positive("Pick a rubric."),
  }),
  fields: ["rubricVersionId"],
  errorField: "rubricVersionId",
  run: async ({ queueId, rubricVersionId }) => {
    await setQueueRubric(db(), queueId, rubricVersionId);
    revalidatePath(`/queues/${queueId}`);
    return { ok: true, message: "New scores in this queue use that rubric; scores already given keep theirs." };
  },
});
