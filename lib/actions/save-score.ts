"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { saveJudgeScore, ValuesRefused } from "@/lib/db/judging";
import { slugSchema } from "@/lib/db/slug";
import { AppError } from "@/lib/errors";
import { REASON_NEEDED } from "@/lib/judging/rubric";
import { SCORE_FORM_FIELDS, scoreInputSchema, valuesFromForm } from "@/lib/judging/scores";
import { defineAction } from "./kit/define-action";
import { readFields, schemaKeys } from "./kit/form";

const schema = scoreInputSchema.extend({ slug: slugSchema });

/** A judge saves one agent's score for one round as its next version. */
export const saveScoreAction = defineAction({
  role: "judge",
  schema,
  // The dimension fields are named by the rubric (`v.<key>`); their bounds are the rubric version's, checked in lib/db.
  read: (form) => ({ ...readFields(form, schemaKeys(schema)), values: valuesFromForm(form) }),
  fields: SCORE_FORM_FIELDS,
  invalid: "Check the highlighted scores.",
  run: async ({ slug, ...input }, judge) => {
    let saved: { version: number; unchanged: boolean };
    try {
      saved = await saveJudgeScore(db(), judge.id, input);
    } catch (error) {
      // The reason is the judge's to type: shown beside its field, with what they typed kept.
      if (error instanceof AppError && error.message === REASON_NEEDED) return { ok: false, fieldErrors: { reason: REASON_NEEDED } };
      // Out of the rubric version's bounds: said beside the score fields.
      if (error instanceof ValuesRefused) return { ok: false, message: "Check the highlighted scores.", fieldErrors: { values: error.message } };
      throw error;
    }
    revalidatePath(`/d/${slug}/judge`);
    revalidatePath(`/d/${slug}`);
    // savedAt tells the form a new save from a re-render.
    return { ok: true, message: saved.unchanged ? "No change to save." : `Saved (version ${saved.version}).`, data: { savedAt: Date.now() } };
  },
});
