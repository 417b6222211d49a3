"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { deleteQueueAction } from "@/lib/actions/delete-queue";
import { initialActionState } from "@/lib/actions/kit/form";
import { setQueueClosedAction } from "@/lib/actions/set-queue-closed";
import { Button, buttonClass } from "@/components/ui/button";

const danger =
  "rounded-md px-3 py-1.5 text-sm font-medium text-white bg-red-700 hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60";

/** Close a queue (no new takes) or open it again. */
export function CloseQueueButton({ queueId, closed }: { queueId: number; closed: boolean }) {
  const [state, action, pending] = useActionState(setQueueClosedAction, initialActionState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="closed" value={closed ? "0" : "1"} />
      <Button variant="secondary" size="sm" disabled={pending}>
        {closed ? "Reopen queue" : "Close queue"}
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message ?? ""}
      </p>
    </form>
  );
}

/** Delete, behind a confirmation that says the scores stay with their documents. */
export function DeleteQueue({ queueId, name }: { queueId: number; name: string }) {
  const [state, action, pending] = useActionState(deleteQueueAction, initialActionState);
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus follows the step: into the question when it opens, back to "Delete…" when it is cancelled.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) (asking ? confirm : opener).current?.focus();
  }, [asking]);
  const step = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };
  if (!asking)
    return (
      <button ref={opener} type="button" onClick={() => step(true)} className={`${buttonClass("secondary", "sm")} text-red-700 dark:text-red-300`}>
        Delete queue…
      </button>
    );
  return (
    <form
      action={action}
      role="group"
      aria-labelledby="delete-queue-question"
      className="space-y-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/40"
    >
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="confirm" value="delete" />
      <p id="delete-queue-question" className="font-medium">
        Delete the queue {name}?
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        Only the queue goes: its list of rounds, holds, skips and assignments. Every score given in it, and every final a lead recorded, stays: they belong to
        the documents&apos; rounds, and the dialogue pages and other queues still show them.
      </p>
      <div className="flex flex-wrap gap-2">
        <button ref={confirm} type="submit" disabled={pending} className={danger}>
          {pending ? "Deleting…" : `Delete ${name}`}
        </button>
        <Button type="button" variant="secondary" size="sm" onClick={() => step(false)}>
          Cancel
        </Button>
      </div>
      {state.ok === false && state.message ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
