"use server";

import { redirect } from "next/navigation";
import { setPasswordWithLink, setPasswordWithLinkSchema } from "@/lib/db/access-tokens";
import { db } from "@/lib/db/client";
import { AppError, userText } from "@/lib/errors";
import { fieldErrorsOf } from "./kit/form";
import { signInAfterLink } from "./kit/session-cookies";

const FIELDS = ["password", "confirm"] as const;

export interface SetPasswordState {
  message: string | null;
  fieldErrors: Partial<Record<(typeof FIELDS)[number], string>>;
}

/**
 * Open to anyone holding a set-password link an admin issued: the token is the permission, used in the transaction
 * that writes the password (setPasswordWithLink). Then the person is signed in and sent to the index.
 */
export async function setPasswordWithLinkAction(_previous: SetPasswordState, form: FormData): Promise<SetPasswordState> {
  const parsed = setPasswordWithLinkSchema.safeParse({
    token: String(form.get("token") ?? ""),
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  });
  if (!parsed.success) {
    const tokenError = fieldErrorsOf(parsed.error, ["token"]).token;
    return { message: tokenError ?? "Check the fields below.", fieldErrors: fieldErrorsOf(parsed.error, FIELDS) };
  }
  let email: string;
  try {
    ({ email } = await setPasswordWithLink(db(), parsed.data));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { message: userText(error), fieldErrors: {} };
  }
  if (!(await signInAfterLink(email, parsed.data.password))) redirect(`/sign-in?email=${encodeURIComponent(email)}`);
  redirect("/");
}
