"use server";

import { revalidatePath } from "next/cache";
import { createUser, newUserSchema } from "@/lib/auth/users";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

/** Admins add people; a taken email is said beside the email field. */
export const addUserAction = defineAction({
  role: "admin",
  returnTo: "/admin/users",
  schema: newUserSchema,
  errorField: "email",
  run: async (input) => {
    await createUser(db(), input);
    revalidatePath("/admin/users");
    return { ok: true, message: `Added ${input.email}.` };
  },
});
