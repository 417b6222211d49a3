"use client";

import { useActionState } from "react";
import { setPasswordWithLinkAction, type SetPasswordState } from "@/lib/actions/set-password-with-link";
import { Button } from "@/components/ui/button";
import { NewPasswordFields } from "./new-password-fields";

const initial: SetPasswordState = { message: null, fieldErrors: {} };

/** The password twice, for the person the link names (their email is filled for password managers). */
export function SetPasswordForm({ token, email, minLength }: { token: string; email: string; minLength: number }) {
  const [state, action, pending] = useActionState(setPasswordWithLinkAction, initial);
  const f = state.fieldErrors;
  return (
    <form
      action={action}
      aria-labelledby="set-password-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <input type="hidden" name="token" value={token} />
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordFields id="new-password" label="New password" minLength={minLength} errors={f} />
      <p role="status" className="min-h-5 text-sm text-red-700 dark:text-red-300">
        {state.message ?? ""}
      </p>
      <Button disabled={pending} className="w-full">
        {pending ? "Saving…" : "Set password and sign in"}
      </Button>
    </form>
  );
}
