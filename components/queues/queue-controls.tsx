"use client";

import { useActionState, useEffect, useState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { returnToItemAction } from "@/lib/actions/return-to-item";
import { skipItemAction } from "@/lib/actions/skip-item";
import { takeNextAction } from "@/lib/actions/take-next";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/styles";

export const QUEUE_NEXT_ID = "queue-next";
export const QUEUE_SKIP_REASON_ID = "queue-skip-reason";
export const QUEUE_RETURN_ID = "queue-return-first";
export const QUEUE_BACK_ID = "queue-back";

/** Take the next item (reserved for me) and go to it. `id` lets the score form hand the keyboard to it. */
export function TakeNextButton({ queueId, label = "Take next item", id = QUEUE_NEXT_ID }: { queueId: number; label?: string; id?: string }) {
  const [state, action, pending] = useActionState(takeNextAction, initialActionState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="queueId" value={queueId} />
      <Button id={id} disabled={pending} aria-keyshortcuts="n">
        {pending ? "Taking…" : label}{" "}
        <kbd aria-hidden className="ml-1 rounded border border-white/40 px-1 text-xs">
          N
        </kbd>
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message ?? ""}
      </p>
    </form>
  );
}

/** Skip the item in hand, with a reason; the queue sends me on and keeps it in my list to come back to. */
export function SkipForm({ queueId, itemId }: { queueId: number; itemId: number }) {
  const [state, action, pending] = useActionState(skipItemAction, initialActionState);
  return (
    <form action={action} aria-label="Skip this round" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="itemId" value={itemId} />
      <div className="min-w-48 flex-1">
        <label htmlFor={QUEUE_SKIP_REASON_ID} className="text-sm font-medium">
          Skip with a reason{" "}
          <kbd aria-hidden className="rounded border border-slate-300 px-1 text-xs dark:border-slate-600">
            S
          </kbd>
        </label>
        <input
          id={QUEUE_SKIP_REASON_ID}
          name="reason"
          required
          maxLength={500}
          aria-invalid={!!state.fieldErrors.reason}
          aria-describedby="queue-skip-status"
          className={inputClass}
        />
      </div>
      <Button variant="secondary" disabled={pending}>
        {pending ? "Skipping…" : "Skip"}
      </Button>
      <p id="queue-skip-status" role="status" className="basis-full text-sm text-red-700 dark:text-red-300">
        {state.fieldErrors.reason ?? state.message ?? ""}
      </p>
    </form>
  );
}

/** Come back to a skipped item. */
export function ReturnButton({ queueId, itemId, label, id }: { queueId: number; itemId: number; label: string; id?: string }) {
  const [state, action, pending] = useActionState(returnToItemAction, initialActionState);
  return (
    <form action={action} className="inline">
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="itemId" value={itemId} />
      {/* The accessible name starts with the visible words, so a voice command "Score it now" finds the button. */}
      <Button id={id} size="sm" variant="secondary" disabled={pending} aria-label={`Score it now: ${label}`}>
        {pending ? "Opening…" : "Score it now"}
      </Button>
      {state.message ? <span className="ml-2 text-sm text-red-700 dark:text-red-300">{state.message}</span> : null}
    </form>
  );
}

const SHORTCUTS: [string, string][] = [
  ["N", "take the next item (or, after the last agent, go on)"],
  ["S", "skip this round: type the reason, Enter"],
  ["Esc", "leave a field, so these keys work"],
  ["R", "come back to the first item you skipped"],
  ["B", "back to the queue"],
  ["Tab / Enter", "next field / save and go to the next agent"],
  ["?", "show or hide these shortcuts"],
];

/** Single-key shortcuts while no field is being typed in; `?` lists them. */
export function QueueShortcuts() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const typing = target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
      // Escape leaves a field, so the single-key shortcuts work from anywhere in two keys.
      if (typing && event.key === "Escape") (target as HTMLElement).blur();
      if (typing) return;
      const click = (id: string) => document.getElementById(id)?.click();
      const key = event.key.toLowerCase();
      if (event.key === "?") setOpen((o) => !o);
      else if (event.key === "Escape") setOpen(false);
      else if (key === "n") click(QUEUE_NEXT_ID);
      else if (key === "s") document.getElementById(QUEUE_SKIP_REASON_ID)?.focus();
      else if (key === "r") click(QUEUE_RETURN_ID);
      else if (key === "b") click(QUEUE_BACK_ID);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="text-sm">
      <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open} className="text-slate-600 underline dark:text-slate-400">
        Keyboard shortcuts <kbd className="rounded border border-slate-300 px-1 text-xs dark:border-slate-600">?</kbd>
      </button>
      {open ? (
        <dl
          aria-label="Keyboard shortcuts"
          className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border border-slate-200 p-3 dark:border-slate-800"
        >
          {SHORTCUTS.map(([key, what]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 px-1 text-xs dark:border-slate-600">{key}</kbd>
              </dt>
              <dd className="text-slate-600 dark:text-slate-400">{what}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
