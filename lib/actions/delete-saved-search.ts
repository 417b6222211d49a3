"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deleteSavedSearch } from "@/lib/db/saved-searches";
import { defineAction } from "./kit/define-action";

/** The owner deletes one of their saved searches; another user's id is refused as not found. */
export const deleteSavedSearchAction = defineAction({
  role: "viewer",
  returnTo: "/search",
  schema: z.object({ id: z.coerce.number().int().positive() }),
  fields: [],
  run: async ({ id }, viewer) => {
    await deleteSavedSearch(db(), viewer.id, id);
    revalidatePath("/search");
    return { ok: true, message: "Saved search deleted." };
  },
});
