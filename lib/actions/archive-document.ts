"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { archiveDocument, restoreDocument } from "@/lib/db/document-admin";
import { slugSchema } from "@/lib/db/slug";
import { defineAction } from "./kit/define-action";

/** Archives a document (it leaves the index, search, boards and queues; scores stay) or restores it: admins only, audited. */
export const archiveDocumentAction = defineAction({
  role: "admin",
  schema: z.object({ slug: slugSchema, archived: z.enum(["1", "0"]).transform((v) => v === "1") }),
  fields: [],
  stale: "Unknown document. Reload the page.",
  run: async ({ slug, archived }, viewer) => {
    const actor = { id: viewer.id, name: viewer.name };
    if (archived) await archiveDocument(db(), slug, actor);
    else await restoreDocument(db(), slug, actor);
    revalidatePath("/", "layout");
    // An archived document's page is gone: the admin page lists it, with Restore.
    if (archived) redirect(`/admin/documents?${new URLSearchParams({ archived: slug })}`);
    return { ok: true, message: "Restored." };
  },
});
