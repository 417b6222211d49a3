"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { createGitSource } from "@/lib/db/sources";
import { AppError } from "@/lib/errors";
import { gitBranchSchema, gitUrlSchema } from "@/lib/ingest/git";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { syncSource } from "@/lib/ingest/sync";

export interface SourceFormState {
  error: string | null;
  fieldErrors: Partial<Record<"name" | "url" | "branch" | "globs", string>>;
  created: string | null;
}

const sourceSchema = z.object({
  name: z.string().trim().min(1, "Give the source a name.").max(100),
  url: gitUrlSchema,
  branch: gitBranchSchema,
  globs: z
    .string()
    .transform((s) => s.split("\n").map((g) => g.trim()).filter((g) => g.length > 0))
    .pipe(z.array(z.string().max(300).refine((g) => !g.startsWith("/") && !g.includes(".."), "Globs are relative to the repository."))),
});

// Sources decide what the database holds: admins only.
export async function addGitSourceAction(_previous: SourceFormState, formData: FormData): Promise<SourceFormState> {
  await requireRole("admin", "/sources");
  const parsed = sourceSchema.safeParse({ name: formData.get("name") ?? "", url: formData.get("url") ?? "", branch: formData.get("branch") || "main", globs: formData.get("globs") ?? "" });
  if (!parsed.success) {
    const f = z.flattenError(parsed.error).fieldErrors;
    return { error: "Check the fields below.", fieldErrors: { name: f.name?.[0], url: f.url?.[0], branch: f.branch?.[0], globs: f.globs?.[0] }, created: null };
  }
  const { name, url, branch, globs } = parsed.data;
  try {
    await createGitSource(db(), { name, url, branch, globs: globs.length > 0 ? globs : DEFAULT_GIT_GLOBS });
  } catch {
    return { error: null, fieldErrors: { name: `A source named ${name} already exists.` }, created: null };
  }
  revalidatePath("/sources");
  return { error: null, fieldErrors: {}, created: name };
}

export interface SyncState {
  ok: boolean | null;
  message: string | null;
}

const syncSchema = z.object({ id: z.coerce.number().int().positive() });

export async function syncSourceAction(_previous: SyncState, formData: FormData): Promise<SyncState> {
  await requireRole("admin", "/sources");
  const parsed = syncSchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) return { ok: false, message: "Unknown source." };
  try {
    const r = await syncSource(db(), parsed.data.id);
    revalidatePath("/");
    revalidatePath("/sources");
    return { ok: true, message: `Synced ${r.commit.slice(0, 12)}: ${r.counts.imported} imported, ${r.counts.updated} updated, ${r.counts.unchanged} unchanged, ${r.counts.rejected} rejected, ${r.archived} archived.` };
  } catch (error) {
    revalidatePath("/sources");
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}
