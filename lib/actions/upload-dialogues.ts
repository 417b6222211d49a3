"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { uploadDialogues } from "@/lib/ingest/upload";
import { uploadRows } from "@/lib/ingest/upload-rows";
import { DEFAULT_LIMITS } from "@/lib/ingest/zip";
import { defineAction } from "./kit/define-action";

const uploadSchema = z
  .object({
    files: z
      .array(z.instanceof(File))
      .min(1, "Choose at least one file, folder or zip.")
      .max(DEFAULT_LIMITS.maxFiles, `At most ${DEFAULT_LIMITS.maxFiles} files at once.`),
    paths: z.array(z.string().max(1024, "A path is longer than 1024 characters.")),
  })
  .refine((v) => v.paths.length === v.files.length, { message: "Each file needs its path.", path: ["paths"] });

/** Imports uploaded dialogues: admins only. */
export const uploadDialoguesAction = defineAction({
  role: "admin",
  returnTo: "/upload",
  schema: uploadSchema,
  read: (form) => ({
    files: form.getAll("files").filter((f): f is File => f instanceof File && (f.size > 0 || f.name.length > 0)),
    paths: form.getAll("paths").map(String),
  }),
  invalid: (errors) => errors.files ?? errors.paths ?? "The upload is not valid.",
  run: async ({ files, paths }, viewer) => {
    const entries = await Promise.all(files.map(async (file, i) => ({ path: paths[i] || file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
    const result = await uploadDialogues(db(), entries, undefined, viewer.name || viewer.email);
    if (!result.ok) return { ok: false, message: result.error };
    revalidatePath("/");
    return { ok: true, message: null, data: uploadRows(result.outcomes) };
  },
});
