"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/lib/auth/guard";
import { roleSchema } from "@/lib/auth/roles";
import { createUser, newUserSchema, passwordSchema, setDisabled, setPassword, setRole } from "@/lib/auth/users";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export interface AddUserState {
  error: string | null;
  fieldErrors: Partial<Record<"email" | "name" | "role" | "password", string>>;
  added: string | null;
}

export async function addUserAction(_previous: AddUserState, formData: FormData): Promise<AddUserState> {
  await requireRole("admin", "/admin/users");
  const parsed = newUserSchema.safeParse({ email: formData.get("email") ?? "", name: formData.get("name") ?? "", role: formData.get("role") ?? "", password: formData.get("password") ?? "" });
  if (!parsed.success) {
    const f = z.flattenError(parsed.error).fieldErrors;
    return { error: "Check the fields below.", fieldErrors: { email: f.email?.[0], name: f.name?.[0], role: f.role?.[0], password: f.password?.[0] }, added: null };
  }
  try {
    await createUser(db(), parsed.data);
  } catch (error) {
    if (error instanceof AppError) return { error: null, fieldErrors: { email: error.message }, added: null };
    throw error;
  }
  revalidatePath("/admin/users");
  return { error: null, fieldErrors: {}, added: parsed.data.email };
}

export interface UserRowState {
  ok: boolean | null;
  message: string | null;
}

const userChangeSchema = z.discriminatedUnion("change", [
  z.object({ change: z.literal("role"), userId: z.string().min(1).max(100), role: roleSchema }),
  z.object({ change: z.literal("disable"), userId: z.string().min(1).max(100) }),
  z.object({ change: z.literal("enable"), userId: z.string().min(1).max(100) }),
  z.object({ change: z.literal("password"), userId: z.string().min(1).max(100), password: passwordSchema }),
]);

/** One action for a row's changes (role, disable, enable, new password): each is a button naming its change. */
export async function changeUserAction(_previous: UserRowState, formData: FormData): Promise<UserRowState> {
  const admin = await requireRole("admin", "/admin/users");
  const parsed = userChangeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.path[0] === "password" ? parsed.error.issues[0].message : "This form is out of date. Reload the page." };
  const change = parsed.data;
  if (change.userId === admin.id && change.change === "disable") return { ok: false, message: "You cannot disable yourself." };
  try {
    if (change.change === "role") await setRole(db(), change.userId, change.role);
    else if (change.change === "password") await setPassword(db(), change.userId, change.password);
    else await setDisabled(db(), change.userId, change.change === "disable");
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  revalidatePath("/admin/users");
  const done = { role: "Role changed.", disable: "Disabled; their sessions ended.", enable: "Enabled.", password: "Password set; their sessions ended." } as const;
  return { ok: true, message: done[change.change] };
}
