"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { createGitSource } from "@/lib/db/sources";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { gitSourceFormSchema } from "@/lib/ingest/source-form";
import { defineAction } from "./kit/define-action";
import { readFields } from "./kit/form";

/** Sources decide what the database holds: admins only. */
export const addGitSourceAction = defineAction({
  role: "admin",
  returnTo: "/sources",
  schema: gitSourceFormSchema,
  read: (form) => ({ ...readFields(form, ["name", "url", "globs"]), branch: form.get("branch") || "main" }),
  echo: ["name", "url", "branch", "globs"],
  run: async ({ name, url, branch, globs }) => {
    try {
      await createGitSource(db(), { name, url, branch, globs: globs.length > 0 ? globs : DEFAULT_GIT_GLOBS });
    } catch {
      return { ok: false, fieldErrors: { name: `A source named ${name} already exists.` } };
    }
    revalidatePath("/sources");
    return { ok: true, message: `Added ${name}. Sync it below.`, data: { name } };
  },
});
