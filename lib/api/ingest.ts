import type { z } from "zod";
import { db } from "@/lib/db/client";
import { uploadDialogues } from "@/lib/ingest/upload";
import type { Caller } from "./handler";
import { ApiProblem } from "./problem";
import type { ingestResultSchema } from "./schemas";

/** Files posted to the API, imported exactly as an upload is (same limits, same outcomes), each with where it lives. */
export async function ingestFiles(form: FormData, caller: Caller): Promise<z.input<typeof ingestResultSchema>> {
  const files = form.getAll("files").filter((f): f is File => f instanceof File);
  if (files.length === 0) throw new ApiProblem(400, "Send at least one file as a multipart part named `files`.");
  const entries = await Promise.all(files.map(async (file) => ({ path: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const result = await uploadDialogues(db(), entries, undefined, `${caller.viewer.name} (API: ${caller.token.name})`);
  if (!result.ok) throw new ApiProblem(/limit/.test(result.error) ? 413 : 400, result.error);
  return {
    data: result.outcomes.map((o) => {
      // An outcome carries where its document lives (none when rejected, skipped or archived).
      return { path: o.path, status: o.status, slug: o.slug ?? null, kind: o.kind ?? null, title: o.title, diagnostics: o.diagnostics };
    }),
  };
}
