"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { setAgreementAfterReveal } from "@/lib/db/judging";
import { slugSchema } from "@/lib/db/slug";
import { defineAction } from "./kit/define-action";

/** Admins decide whether a dialogue's agreement counts scores edited after their judge's reveal (by default it does not). */
export const setAgreementAfterRevealAction = defineAction({
  role: "admin",
  schema: z.object({ slug: slugSchema, dialogueId: z.coerce.number().int().positive(), count: z.enum(["on", "off"]) }),
  fields: [],
  run: async ({ slug, dialogueId, count }) => {
    await setAgreementAfterReveal(db(), dialogueId, count === "on");
    revalidatePath(`/d/${slug}`);
    return {
      ok: true,
      message: count === "on" ? "Agreement counts edits made after a reveal." : "Agreement keeps each judge's last score before their reveal.",
    };
  },
});
