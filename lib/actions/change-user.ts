"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { roleSchema } from "@/lib/auth/roles";
import { setDisabled, setRole } from "@/lib/db/users";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

const userId = z.string().min(1).max(100);
const userChangeSchema = z.discriminatedUnion("change", [
  z.object({ change: z.literal("role"), userId, role: roleSchema }),
  z.object({ change: z.literal("disable"), userId }),
  z.object({ change: z.literal("enable"), userId }),
]);

const DONE = {
  role: "Role changed.",
  disable: "Disabled; their sessions ended.",
  enable: "Enabled.",
} as const;

/** One action for a row's changes (role, disable, enable): each is a button naming its change. A new password is a link (issue-password-link.ts). */
export const changeUserAction = defineAction({
  role: "admin",
  returnTo: "/admin/users",
  schema: userChangeSchema,
  fields: [],
  run: async (change, admin) => {
    if (change.userId === admin.id && change.change === "disable") return { ok: false, message: "You cannot disable yourself." };
    if (change.change === "role") await setRole(db(), change.userId, change.role);
    else await setDisabled(db(), change.userId, change.change === "disable");
    revalidatePath("/admin/users");
    return { ok: true, message: DONE[change.change] };
  },
});
