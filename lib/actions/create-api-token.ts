"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createApiToken } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { scopeSchema } from "@/lib/auth/scopes";
import { defineAction } from "./kit/define-action";

const schema = z.object({
  name: z.string().trim().min(1, "Name the token (what will use it).").max(80, "Keep the name under 80 characters."),
  scopes: z.array(scopeSchema).min(1, "Pick at least one scope."),
  days: z.enum(["7", "30", "90", "365", "never"], { error: "Pick when it expires." }),
  /** A model judge's account, when an admin makes the token for it; empty for one's own. */
  owner: z.string().max(100),
});

/** Anyone signed in makes tokens for themselves; an admin also for a model judge. The token is shown once. */
export const createApiTokenAction = defineAction({
  role: "viewer",
  returnTo: "/account/tokens",
  schema,
  read: (form) => ({ name: form.get("name") ?? "", scopes: form.getAll("scopes").map(String), days: form.get("days") ?? "", owner: form.get("owner") ?? "" }),
  fields: ["name", "scopes", "days"],
  echo: ["name"],
  errorField: "scopes",
  run: async ({ name, scopes, days, owner }, viewer) => {
    const ownerId = owner || viewer.id;
    if (ownerId !== viewer.id) {
      const target = await db().user.findUnique({ where: { id: ownerId }, select: { kind: true } });
      if (viewer.role !== "admin" || target?.kind !== "model")
        throw new AppError("input-invalid", "Only an admin makes tokens for a model judge, and only for one.");
    }
    const made = await createApiToken(db(), ownerId, viewer.id, { name, scopes, days: days === "never" ? null : Number(days) });
    revalidatePath("/account/tokens");
    revalidatePath("/admin/tokens");
    return { ok: true, message: "Copy the token now: it is not shown again.", data: { token: made.token, name } };
  },
});
