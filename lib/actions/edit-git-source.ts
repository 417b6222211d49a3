"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { editGitSource } from "@/lib/ingest/source-admin";
import { gitSourceFormSchema, sourceIdSchema } from "@/lib/ingest/source-form";
import { defineAction } from "./kit/define-action";
import { readFields } from "./kit/form";

/** Changes a git source's name, URL, branch or globs, validated as adding one is: admins only. */
export const editGitSourceAction = defineAction({
  role: "admin",
  returnTo: "/sources",
  schema: gitSourceFormSchema.extend({ id: sourceIdSchema }),
  read: (form) => ({ ...readFields(form, ["id", "name", "url", "globs"]), branch: form.get("branch") || "main" }),
  fields: ["name", "url", "branch", "globs"],
  echo: ["name", "url", "branch", "globs"],
  stale: "Unknown source. Reload the page.",
  run: async ({ id, name, url, branch, globs }) => {
    let outcome;
    try {
      outcome = await editGitSource(db(), id, { name, url, branch, globs: globs.length > 0 ? globs : DEFAULT_GIT_GLOBS });
    } catch (error) {
      // Two admins renaming to one name at once: the unique index answers for the one that lost.
      if (error instanceof Error && error.message.includes("Unique constraint")) outcome = { ok: false, reason: "name-taken" } as const;
      else throw error;
    }
    if (!outcome.ok) {
      if (outcome.reason === "name-taken") return { ok: false, fieldErrors: { name: `A source named ${name} already exists.` } };
      if (outcome.reason === "syncing") return { ok: false, message: `${name} is syncing now; change its URL or branch when the sync has finished.` };
      return { ok: false, message: "That source no longer exists. Reload the page." };
    }
    revalidatePath("/sources");
    return { ok: true, message: outcome.moved ? `Saved ${name}. The next sync starts from a fresh clone.` : `Saved ${name}.` };
  },
});
