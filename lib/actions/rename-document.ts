"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { renameDocument } from "@/lib/db/document-admin";
import { slugSchema } from "@/lib/db/slug";
import { documentHref } from "@/lib/document-href";
import { defineAction } from "./kit/define-action";

/** Renames a document's slug (the old one redirects): admins only, audited. */
export const renameDocumentAction = defineAction({
  role: "admin",
  schema: z.object({
    slug: slugSchema,
    kind: z.string().min(1).max(40),
    to: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.string().regex(/^[a-z0-9-]{1,200}$/, "Use lower-case letters, digits and dashes.")),
  }),
  fields: ["to"],
  errorField: "to",
  echo: ["to"],
  run: async ({ slug, kind, to }, viewer) => {
    await renameDocument(db(), { slug, to }, { id: viewer.id, name: viewer.name });
    revalidatePath("/", "layout");
    redirect(documentHref(kind, to));
  },
});
