"use server";

import { revalidatePath } from "next/cache";
import { adjudicationSchema, FinalRefused, saveAdjudication } from "@/lib/db/adjudication";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

/** A lead records the final score of an agent in a round the judges disagree on. */
export const adjudicateScoreAction = defineAction({
  role: "admin",
  schema: adjudicationSchema,
  fields: ["wisdom", "consistency", "truth", "relationships", "note"],
  run: async (input, lead) => {
    try {
      await saveAdjudication(db(), input, lead.id);
    } catch (error) {
      // Out of the rubric version's bounds: said beside each score field.
      if (error instanceof FinalRefused) return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
      throw error;
    }
    revalidatePath(`/queues/${input.queueId}/adjudicate`);
    return { ok: true, message: "Final recorded." };
  },
});
