"use server";

import { redirect } from "next/navigation";
import { createFirstAdmin, firstAdminSchema } from "@/lib/db/access-tokens";
import { removeSetupFile } from "@/lib/auth/setup-file";
import { db } from "@/lib/db/client";
import { AppError, userText } from "@/lib/errors";
import { fieldErrorsOf } from "./kit/form";
import { signInAfterLink } from "./kit/session-cookies";

const FIELDS = ["email", "name", "password", "confirm"] as const;
type Field = (typeof FIELDS)[number];

export interface FirstAdminState {
  message: string | null;
  fieldErrors: Partial<Record<Field, string>>;
  /** What was typed (never the passwords), so a refused form keeps it. */
  values: { email: string; name: string };
}

/**
 * Open to anyone holding the setup token (no role exists yet): the token is the permission, checked and used in the
 * same transaction that makes the admin (createFirstAdmin). Then the new admin is signed in and sent to the index.
 */
export async function createFirstAdminAction(_previous: FirstAdminState, form: FormData): Promise<FirstAdminState> {
  const input = Object.fromEntries(["token", ...FIELDS].map((k) => [k, String(form.get(k) ?? "")]));
  const values = { email: input.email!, name: input.name! };
  const parsed = firstAdminSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, FIELDS) as Partial<Record<Field, string>>;
    const tokenError = fieldErrorsOf(parsed.error, ["token"]).token;
    return { message: tokenError ?? "Check the fields below.", fieldErrors, values };
  }
  try {
    await createFirstAdmin(db(), parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code === "input-invalid"
      ? { message: "Check the fields below.", fieldErrors: { email: userText(error) }, values }
      : { message: userText(error), fieldErrors: {}, values };
  }
  removeSetupFile(parsed.data.token);
  if (!(await signInAfterLink(parsed.data.email, parsed.data.password))) redirect(`/sign-in?email=${encodeURIComponent(parsed.data.email)}`);
  redirect("/");
}
