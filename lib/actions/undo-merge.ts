"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { undoMerge } from "@/lib/db/document-admin";
import { defineAction } from "./kit/define-action";

/** Takes a merge apart again: the merged-away document returns with its scores, comments and versions. Admins only. */
export const undoMergeAction = defineAction({
  role: "admin",
  schema: z.object({ audit: z.coerce.number().int().positive() }),
  fields: [],
  stale: "Unknown merge. Reload the page.",
  run: async ({ audit }, viewer) => {
    await undoMerge(db(), audit, { id: viewer.id, name: viewer.name });
    revalidatePath("/", "layout");
    return { ok: true, message: "The merge is undone: both documents are back, each with its own scores." };
  },
});
