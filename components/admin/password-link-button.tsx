"use client";

import { useActionState } from "react";
import { issuePasswordLinkAction } from "@/lib/actions/issue-password-link";
import { initialActionState } from "@/lib/actions/kit/form";
import { Button } from "@/components/ui/button";
import { PasswordLink } from "./password-link";

/** "New password link" for one person: their older unused links stop working, and the new one is shown to copy. */
export function PasswordLinkButton({ userId, email, invited }: { userId: string; email: string; invited: boolean }) {
  const [state, action, pending] = useActionState(issuePasswordLinkAction, initialActionState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <Button variant="secondary" size="sm" disabled={pending}>
        {invited ? "New invitation link" : "New password link"}
        <span className="sr-only"> for {email}</span>
      </Button>
      {state.ok && state.data ? (
        <PasswordLink path={state.data.path} email={state.data.email} />
      ) : state.message ? (
        <p role="status" className="basis-full text-sm text-red-700 dark:text-red-300">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
