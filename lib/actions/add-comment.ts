"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { addComment, newCommentSchema } from "@/lib/db/comments";
import { slugSchema } from "@/lib/db/slug";
import { defineAction } from "./kit/define-action";

/** A judge adds to a round's discussion, on the round or on one of its markers. */
export const addCommentAction = defineAction({
  role: "judge",
  schema: newCommentSchema.extend({ slug: slugSchema }),
  fields: ["body", "marker"],
  run: async ({ slug, ...input }, judge) => {
    await addComment(db(), judge.id, input);
    revalidatePath(`/d/${slug}/judge`);
    return { ok: true, message: "Comment added.", data: { savedAt: Date.now() } };
  },
});
