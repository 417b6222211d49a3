"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { syncSourceAction } from "@/lib/actions/sync-source";

export function SyncButton({ id, name }: { id: number; name: string }) {
  const [state, action, pending] = useActionState(syncSourceAction, initialActionState);
  return (
    <form action={action} className="flex flex-col items-start gap-2">
      <input type="hidden" name="id" value={id} />
      <div className="flex items-center gap-2">
        <button type="submit" disabled={pending} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800">
          {pending ? "Syncing…" : "Sync now"}
          {/* The visible words start the accessible name (WCAG 2.5.3); the source's name completes it. */}
          <span className="sr-only"> {name}</span>
        </button>
        {pending ? <progress aria-label={`Syncing ${name}`} className="h-2 w-24" /> : null}
      </div>
      {state.message ? (
        <p role="status" className={`text-sm ${state.ok ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}>{state.message}</p>
      ) : null}
    </form>
  );
}
