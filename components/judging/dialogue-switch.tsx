"use client";

import { useActionState, useEffect, useRef } from "react";
import { initialActionState, type ActionState } from "@/lib/actions/kit/form";
import { Button } from "@/components/ui/button";

type SwitchAction = (state: ActionState, form: FormData) => Promise<ActionState>;

/**
 * An admin's on/off setting of one dialogue (blind judging, agreement after reveal): one button that asks for the
 * other state through its action, and the action's answer beside it.
 */
export function DialogueSwitch({
  action: submit,
  slug,
  dialogueId,
  field,
  on,
  labels,
  onChanged,
}: {
  action: SwitchAction;
  slug: string;
  dialogueId: number;
  field: string;
  on: boolean;
  /** What the button says while the setting is on, and while it is off. */
  labels: { whenOn: string; whenOff: string };
  /** Called once each time the action has changed the setting (the page's data then needs asking for again). */
  onChanged?: () => void;
}) {
  const [state, action, pending] = useActionState(submit, initialActionState);
  // Each answer is a new object: an effect on it runs once a submit, not once a render (nor when `onChanged` is remade).
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });
  useEffect(() => {
    if (state.ok) changed.current?.();
  }, [state]);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="dialogueId" value={dialogueId} />
      <input type="hidden" name={field} value={on ? "off" : "on"} />
      <Button variant="secondary" size="sm" disabled={pending}>
        {on ? labels.whenOn : labels.whenOff}
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message ?? ""}
      </p>
    </form>
  );
}
