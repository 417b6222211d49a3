"use client";

import { useActionState } from "react";
import { signInAction, type SignInState } from "@/lib/actions/sign-in";
import { inputClass } from "@/components/ui/styles";
import { Button } from "@/components/ui/button";

export function SignInForm({ next, email = "" }: { next: string; email?: string }) {
  const [state, action, pending] = useActionState(signInAction, { error: null, email } satisfies SignInState);
  return (
    <form action={action} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <input type="hidden" name="next" value={next} />
      <div>
        <label htmlFor="sign-in-email" className="text-sm font-medium">
          Email
        </label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className={inputClass}
          aria-describedby="sign-in-error"
        />
      </div>
      <div>
        <label htmlFor="sign-in-password" className="text-sm font-medium">
          Password
        </label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
          aria-describedby="sign-in-error"
        />
      </div>
      <p id="sign-in-error" role="status" className="min-h-5 text-sm text-red-700 dark:text-red-300">
        {state.error ?? ""}
      </p>
      <Button disabled={pending} className="w-full">
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
