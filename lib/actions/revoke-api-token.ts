"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { revokeApiToken } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";
import { defineAction } from "./kit/define-action";

/** A token's owner or an admin revokes it: the next request with it is a 401. */
export const revokeApiTokenAction = defineAction({
  role: "viewer",
  returnTo: "/account/tokens",
  schema: z.object({ id: z.coerce.number().int().positive() }),
  fields: [],
  run: async ({ id }, viewer) => {
    const { name } = await revokeApiToken(db(), id, viewer);
    revalidatePath("/account/tokens");
    revalidatePath("/admin/tokens");
    return { ok: true, message: `Revoked ${name}.` };
  },
});
