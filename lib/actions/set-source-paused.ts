"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { setSourcePaused } from "@/lib/db/sources";
import { sourceIdSchema } from "@/lib/ingest/source-form";
import { defineAction } from "./kit/define-action";

/** Pauses a git source (Sync now, the CLI and webhooks leave it alone) or resumes it: admins only. */
export const setSourcePausedAction = defineAction({
  role: "admin",
  returnTo: "/sources",
  schema: z.object({ id: sourceIdSchema, paused: z.enum(["1", "0"]).transform((v) => v === "1") }),
  fields: [],
  stale: "Unknown source. Reload the page.",
  run: async ({ id, paused }) => {
    if (!(await setSourcePaused(db(), id, paused))) return { ok: false, message: "That source no longer exists. Reload the page." };
    revalidatePath("/sources");
    return { ok: true, message: paused ? "Paused: nothing syncs it until it is resumed." : "Resumed." };
  },
});
