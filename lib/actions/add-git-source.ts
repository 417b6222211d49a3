"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { createGitSource } from "@/lib/db/sources";
import { gitBranchSchema, gitUrlSchema } from "@/lib/ingest/git";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { defineAction } from "./kit/define-action";
import { readFields } from "./kit/form";

const sourceSchema = z.object({
  name: z.string().trim().min(1, "Give the source a name.").max(100),
  url: gitUrlSchema,
  branch: gitBranchSchema,
  globs: z
    .string()
    .transform((s) =>
      s
        .split("\n")
        .map((g) => g.trim())
        .filter((g) => g.length > 0),
    )
    .pipe(
      z.array(
        z
          .string()
          .max(300)
          .refine((g) => !g.startsWith("/") && !g.includes(".."), "Globs are relative to the repository."),
      ),
    ),
});

/** Sources decide what the database holds: admins only. */
export const addGitSourceAction = defineAction({
  role: "admin",
  returnTo: "/sources",
  schema: sourceSchema,
  read: (form) => ({ ...readFields(form, ["name", "url", "globs"]), branch: form.get("branch") || "main" }),
  run: async ({ name, url, branch, globs }) => {
    try {
      await createGitSource(db(), { name, url, branch, globs: globs.length > 0 ? globs : DEFAULT_GIT_GLOBS });
    } catch {
      return { ok: false, fieldErrors: { name: `A source named ${name} already exists.` } };
    }
    revalidatePath("/sources");
    return { ok: true, message: `Added ${name}. Sync it below.` };
  },
});
