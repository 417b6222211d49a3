"use client";

import { useActionState } from "react";
import { createFirstAdminAction, type FirstAdminState } from "@/lib/actions/create-first-admin";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { NewPasswordFields } from "./new-password-fields";

const initial: FirstAdminState = { message: null, fieldErrors: {}, values: { email: "", name: "" } };

/** Email, name and the password twice; a refused submit keeps the email and name. */
export function FirstAdminForm({ token, minLength }: { token: string; minLength: number }) {
  const [state, action, pending] = useActionState(createFirstAdminAction, initial);
  const f = state.fieldErrors;
  return (
    <form
      action={action}
      aria-labelledby="setup-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <input type="hidden" name="token" value={token} />
      <TextField id="setup-email" label="Email" error={f.email} name="email" type="email" required autoComplete="username" defaultValue={state.values.email} />
      <TextField id="setup-name" label="Name" error={f.name} name="name" autoComplete="name" defaultValue={state.values.name} />
      <NewPasswordFields id="setup-password" label="Password" minLength={minLength} errors={f} />
      <p role="status" className="min-h-5 text-sm text-red-700 dark:text-red-300">
        {state.message ?? ""}
      </p>
      <Button disabled={pending} className="w-full">
        {pending ? "Creating…" : "Create the first admin"}
      </Button>
    </form>
  );
}
