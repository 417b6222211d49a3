"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { removeGitSource } from "@/lib/ingest/source-admin";
import { sourceIdSchema } from "@/lib/ingest/source-form";
import { defineAction } from "./kit/define-action";

/** Deletes a git source, archiving its dialogues (scores, comments and versions stay): admins only. */
export const deleteGitSourceAction = defineAction({
  role: "admin",
  returnTo: "/sources",
  // The confirmation step sends this; a form without it never deletes.
  schema: z.object({ id: sourceIdSchema, confirm: z.literal("delete") }),
  fields: [],
  stale: "Unknown source. Reload the page.",
  run: async ({ id }) => {
    const outcome = await removeGitSource(db(), id);
    if (!outcome.ok)
      return {
        ok: false,
        message: outcome.reason === "syncing" ? "It is syncing now; delete it when the sync has finished." : "That source no longer exists. Reload the page.",
      };
    revalidatePath("/sources");
    revalidatePath("/");
    // The source's card is gone: the page says what happened.
    redirect(`/sources?${new URLSearchParams({ deleted: outcome.name, archived: String(outcome.archived) })}`);
  },
});
