"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { uploadDialogues } from "@/lib/ingest/upload";
import { DEFAULT_LIMITS } from "@/lib/ingest/zip";
import type { UploadState } from "./state";

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
export async function uploadDialoguesAction(_previous: UploadState, formData: FormData): Promise<UploadState> {
  await requireRole("admin", "/upload");
  const files = formData.getAll("files").filter((f): f is File => f instanceof File && (f.size > 0 || f.name.length > 0));
  const parsed = uploadSchema.safeParse({ files, paths: formData.getAll("paths").map(String) });
  if (!parsed.success) {
    const flat = z.flattenError(parsed.error);
    return { error: flat.fieldErrors.files?.[0] ?? flat.fieldErrors.paths?.[0] ?? flat.formErrors[0] ?? "The upload is not valid.", rows: [] };
  }
  const entries = await Promise.all(parsed.data.files.map(async (file, i) => ({ path: parsed.data.paths[i] || file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const result = await uploadDialogues(db(), entries);
  if (!result.ok) return { error: result.error, rows: [] };
  revalidatePath("/");
  return {
    error: null,
    rows: result.outcomes.map((o) => {
      const first = o.status === "rejected" ? o.diagnostics[0] : undefined;
      return { path: o.path, status: o.status, title: o.title, note: first ? `${first.file ? `${first.file}:` : ""}line ${first.line}: ${first.message}` : null, diagnostics: o.diagnosticCount };
    }),
  };
}
