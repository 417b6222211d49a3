"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { mergeBySlug } from "@/lib/db/document-admin";
import { slugSchema } from "@/lib/db/slug";
import { describeMerge } from "@/lib/db/repair";
import { defineAction } from "./kit/define-action";

/** Merges another document into this one (the same document stored twice): admins only, audited, undoable. */
export const mergeDocumentsAction = defineAction({
  role: "admin",
  schema: z.object({
    into: slugSchema,
    from: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(slugSchema.refine((s) => s.length > 0, "Name the document to merge in by its slug.")),
  }),
  fields: ["from"],
  errorField: "from",
  echo: ["from"],
  run: async ({ into, from }, viewer) => {
    const result = await mergeBySlug(db(), { into, from }, { id: viewer.id, name: viewer.name });
    revalidatePath("/", "layout");
    return { ok: true, message: `${describeMerge(result)}. ${from} now redirects here.` };
  },
});
