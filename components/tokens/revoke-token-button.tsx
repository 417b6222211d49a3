"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { revokeApiTokenAction } from "@/lib/actions/revoke-api-token";
import { initialActionState } from "@/lib/actions/kit/form";

/** Revokes one token, after a confirm: whatever uses it stops working at its next request. */
export function RevokeTokenButton({ id, name }: { id: number; name: string }) {
  const [state, action, pending] = useActionState(revokeApiTokenAction, initialActionState);
  return (
    <form
      action={action}
      onSubmit={(e) => {
        if (!window.confirm(`Revoke ${name}? Whatever uses it stops working at once.`)) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <Button variant="secondary" size="sm" disabled={pending}>
        Revoke<span className="sr-only"> {name}</span>
      </Button>
      {state.message && !state.ok ? (
        <p role="status" className="text-xs text-red-700 dark:text-red-300">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
