"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { setBlindJudging } from "@/lib/db/judging";
import { slugSchema } from "@/lib/db/slug";
import { defineAction } from "./kit/define-action";

/** Admins decide whether a dialogue is judged blind. */
export const setBlindAction = defineAction({
  role: "admin",
  schema: z.object({ slug: slugSchema, dialogueId: z.coerce.number().int().positive(), blind: z.enum(["on", "off"]) }),
  fields: [],
  run: async ({ slug, dialogueId, blind }) => {
    await setBlindJudging(db(), dialogueId, blind === "on");
    revalidatePath(`/d/${slug}`);
    revalidatePath(`/d/${slug}/judge`);
    return { ok: true, message: blind === "on" ? "Blind judging is on." : "Blind judging is off." };
  },
});
