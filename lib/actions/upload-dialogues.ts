"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { OutcomeStatus } from "@/lib/ingest/pipeline";
import { uploadDialogues } from "@/lib/ingest/upload";
import { DEFAULT_LIMITS } from "@/lib/ingest/zip";
import { defineAction } from "./kit/define-action";

export interface UploadRow {
  path: string;
  status: OutcomeStatus;
  title: string | null;
  /** The first diagnostic worth showing: for a rejection, why. */
  note: string | null;
  diagnostics: number;
}

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
  run: async ({ files, paths }) => {
    const entries = await Promise.all(files.map(async (file, i) => ({ path: paths[i] || file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
    const result = await uploadDialogues(db(), entries);
    if (!result.ok) return { ok: false, message: result.error };
    revalidatePath("/");
    const rows: UploadRow[] = result.outcomes.map((o) => {
      const first = o.status === "rejected" ? o.diagnostics[0] : undefined;
      return {
        path: o.path,
        status: o.status,
        title: o.title,
        note: o.existing
          ? `unchanged, already at /d/${o.existing}`
          : first
            ? `${first.file ? `${first.file}:` : ""}line ${first.line}: ${first.message}`
            : null,
        diagnostics: o.diagnosticCount,
      };
    });
    return { ok: true, message: null, data: rows };
  },
});
