"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { syncSourceAction } from "@/lib/actions/sync-source";
import { Button } from "@/components/ui/button";

export function SyncButton({ id, name }: { id: number; name: string }) {
  const [state, action, pending] = useActionState(syncSourceAction, initialActionState);
  return (
    <form action={action} className="flex flex-col items-start gap-2">
      <input type="hidden" name="id" value={id} />
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={pending}>
          {pending ? "Syncing…" : "Sync now"}
          {/* The visible words start the accessible name (WCAG 2.5.3); the source's name completes it. */}
          <span className="sr-only"> {name}</span>
        </Button>
        {pending ? <progress aria-label={`Syncing ${name}`} className="h-2 w-24" /> : null}
      </div>
      {state.message ? (
        <p role="status" className={`text-sm ${state.ok ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
