"use server";

import { revalidatePath } from "next/cache";
import { adjudicationSchema, saveAdjudication } from "@/lib/db/adjudication";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

/** A lead records the final score of an agent in a round the judges disagree on. */
export const adjudicateScoreAction = defineAction({
  role: "admin",
  schema: adjudicationSchema,
  fields: ["wisdom", "consistency", "truth", "relationships", "note"],
  run: async (input, lead) => {
    await saveAdjudication(db(), input, lead.id);
    revalidatePath(`/queues/${input.queueId}/adjudicate`);
    return { ok: true, message: "Final recorded." };
  },
});
