"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { issuePasswordLink } from "@/lib/db/access-tokens";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

/** Admins hand out a fresh set-password link (the person's older unused links stop working); shown once, never stored. */
export const issuePasswordLinkAction = defineAction({
  role: "admin",
  returnTo: "/admin/users",
  schema: z.object({ userId: z.string().min(1).max(100) }),
  fields: [],
  run: async ({ userId }) => {
    const link = await issuePasswordLink(db(), userId);
    revalidatePath("/admin/users");
    return {
      ok: true,
      message: `New link for ${link.email}; valid until ${link.expiresAt.toISOString().slice(0, 10)}, once.`,
      data: { path: `/set-password?token=${link.token}`, email: link.email },
    };
  },
});
