"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { syncSource } from "@/lib/ingest/sync";
import { defineAction } from "./kit/define-action";

/** Fetches a git source now and imports what its new commit touched: admins only. */
export const syncSourceAction = defineAction({
  role: "admin",
  returnTo: "/sources",
  schema: z.object({ id: z.coerce.number().int().positive() }),
  fields: [],
  stale: "Unknown source.",
  run: async ({ id }) => {
    try {
      const r = await syncSource(db(), id);
      revalidatePath("/");
      return {
        ok: true,
        message: `Synced ${r.commit.slice(0, 12)}: ${r.counts.imported} imported, ${r.counts.updated} updated, ${r.counts.unchanged} unchanged, ${r.counts.rejected} rejected, ${r.archived} archived.`,
      };
    } finally {
      // The source's status changed either way.
      revalidatePath("/sources");
    }
  },
});
