"use server";

import { revalidatePath } from "next/cache";
import { createModelJudge, modelJudgeSchema } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

/** Admins add a model judge: an account that scores through its tokens and never signs in. */
export const createModelJudgeAction = defineAction({
  role: "admin",
  returnTo: "/admin/tokens",
  schema: modelJudgeSchema,
  echo: ["name", "model", "judgeVersion"],
  run: async (input) => {
    await createModelJudge(db(), input);
    revalidatePath("/admin/tokens");
    return { ok: true, message: `Added ${input.name}. Make it a token below.` };
  },
});
