"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { deleteGitSourceAction } from "@/lib/actions/delete-git-source";
import { initialActionState } from "@/lib/actions/kit/form";
import { Button, buttonClass } from "@/components/ui/button";

const danger =
  "rounded-md px-3 py-1.5 text-sm font-medium text-white bg-red-700 hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60";

/** Delete, behind a confirmation that says what happens to the source's documents and scores. */
export function DeleteSource({ id, name, dialogues }: { id: number; name: string; dialogues: number }) {
  const [state, action, pending] = useActionState(deleteGitSourceAction, initialActionState);
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus follows the step: into the question when it opens, back to "Delete…" when it is cancelled.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (asking ? confirm : opener).current?.focus();
  }, [asking]);
  const step = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };
  if (!asking)
    return (
      <button ref={opener} type="button" onClick={() => step(true)} className={`${buttonClass("secondary", "sm")} text-red-700 dark:text-red-300`}>
        Delete…<span className="sr-only"> {name}</span>
      </button>
    );
  return (
    <form
      action={action}
      role="group"
      aria-labelledby={`delete-${id}-question`}
      className="w-full space-y-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/40"
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="confirm" value="delete" />
      <p id={`delete-${id}-question`} className="font-medium">
        Delete {name}?
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        {dialogues === 0
          ? "It holds no documents now; any it held before stay archived, with their scores and comments."
          : `Its ${dialogues} ${dialogues === 1 ? "document is" : "documents are"} archived, as files gone from git are: no longer listed, with every score, comment and version kept.`}{" "}
        Nothing syncs it again, and its webhook stops answering.
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
