"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { issuePasswordLink } from "@/lib/db/access-tokens";
import { passwordSchema } from "@/lib/auth/credentials";
import { createInvitedUser, createUser, invitedUserSchema } from "@/lib/db/users";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

// Empty: the person gets a one-time set-password link; a typed password stays as the fallback when no link can be passed on.
const addUserSchema = invitedUserSchema.extend({ password: z.union([z.literal(""), passwordSchema]) });

/** Admins add people, by default with a set-password link to hand over; a taken email is said beside the email field. */
export const addUserAction = defineAction({
  role: "admin",
  returnTo: "/admin/users",
  schema: addUserSchema,
  errorField: "email",
  run: async (input) => {
    if (input.password) {
      await createUser(db(), { ...input, password: input.password });
      revalidatePath("/admin/users");
      return { ok: true, message: `Added ${input.email}.` };
    }
    const { id } = await createInvitedUser(db(), input);
    const link = await issuePasswordLink(db(), id);
    revalidatePath("/admin/users");
    return {
      ok: true,
      message: `Added ${input.email}. Send them this link to choose a password (valid until ${link.expiresAt.toISOString().slice(0, 10)}, once):`,
      data: { path: `/set-password?token=${link.token}`, email: input.email },
    };
  },
});
