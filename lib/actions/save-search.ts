"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { saveSearch } from "@/lib/db/saved-searches";
import { savedSearchNameSchema, savedSearchQuerySchema } from "@/lib/search/saved";
import { defineAction } from "./kit/define-action";

/** Anyone signed in saves the search they are looking at under a name, for themselves only. */
export const saveSearchAction = defineAction({
  role: "viewer",
  returnTo: "/search",
  schema: z.object({ name: savedSearchNameSchema, query: savedSearchQuerySchema }),
  fields: ["name"],
  errorField: "name",
  run: async (input, viewer) => {
    const saved = await saveSearch(db(), viewer.id, input);
    revalidatePath("/search");
    return { ok: true, message: `Saved as “${saved.name}”.` };
  },
});
