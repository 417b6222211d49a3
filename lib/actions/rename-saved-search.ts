"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { renameSavedSearch } from "@/lib/db/saved-searches";
import { savedSearchNameSchema } from "@/lib/search/saved";
import { defineAction } from "./kit/define-action";

/** The owner renames one of their saved searches; nobody else's can be reached by id. */
export const renameSavedSearchAction = defineAction({
  role: "viewer",
  returnTo: "/search",
  schema: z.object({ id: z.coerce.number().int().positive(), name: savedSearchNameSchema }),
  fields: ["name"],
  errorField: "name",
  run: async (input, viewer) => {
    await renameSavedSearch(db(), viewer.id, input);
    revalidatePath("/search");
    return { ok: true, message: `Renamed to “${input.name}”.` };
  },
});
