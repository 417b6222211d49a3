"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { revealRound } from "@/lib/db/judging";
import { slugSchema } from "@/lib/db/slug";
import { defineAction } from "./kit/define-action";

/**
 * A judge says they are done with a round (blind judging): only with the confirmation box ticked, so no save, of
 * placeholders or otherwise, ever shows the other judges' scores by itself.
 */
export const revealRoundAction = defineAction({
  role: "judge",
  schema: z.object({
    slug: slugSchema,
    dialogueId: z.coerce.number().int().positive(),
    round: z.coerce.number().int().min(0),
    confirm: z.literal("yes", { error: "Tick the box to say you are done with this round." }),
  }),
  fields: ["confirm"],
  invalid: "Confirm that you are done with this round.",
  run: async ({ slug, dialogueId, round }, judge) => {
    const { already } = await revealRound(db(), judge.id, dialogueId, round);
    revalidatePath(`/d/${slug}/judge`);
    revalidatePath(`/d/${slug}`);
    return {
      ok: true,
      message: already
        ? "You had already finished this round."
        : "Round finished: the other judges' scores are shown. Any edit from now on is marked as made after the reveal.",
    };
  },
});
