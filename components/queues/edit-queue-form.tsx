"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { editQueueAction } from "@/lib/actions/edit-queue";
import { initialActionState } from "@/lib/actions/kit/form";
import { FieldError } from "@/components/ui/field-error";
import { SubmitRow } from "@/components/ui/submit-row";
import { TextField } from "@/components/ui/text-field";

interface Person {
  id: string;
  name: string;
  email: string;
}

/** A lead's form to change a queue's name, judges per round, hold time and judges. Submitted by hand so a refusal keeps what was typed. */
export function EditQueueForm({
  queue,
  judges,
}: {
  queue: { id: number; name: string; judgesPerItem: number; reserveMinutes: number; memberIds: string[] };
  judges: Person[];
}) {
  const [state, action, pending] = useActionState(editQueueAction, initialActionState);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  const errors = state.fieldErrors;
  return (
    <form action={action} onSubmit={submit} aria-label="Edit queue" className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="queueId" value={queue.id} />
      <TextField
        id="edit-queue-name"
        name="name"
        label="Name"
        required
        maxLength={200}
        defaultValue={queue.name}
        error={errors.name}
        className="sm:col-span-2"
      />
      <TextField
        id="edit-queue-judges"
        name="judgesPerItem"
        label="Judges per round"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        required
        defaultValue={queue.judgesPerItem}
        error={errors.judgesPerItem}
      />
      <TextField
        id="edit-queue-reserve"
        name="reserveMinutes"
        label="Hold a taken round for (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        max={1440}
        required
        defaultValue={queue.reserveMinutes}
        error={errors.reserveMinutes}
      />
      <fieldset className="sm:col-span-2" aria-describedby="edit-queue-members-error">
        <legend className="text-sm font-medium">Who may judge it (none ticked: every judge; a judge taken off loses their holds)</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {judges.map((j) => (
            <label key={j.id} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" name="members" value={j.id} defaultChecked={queue.memberIds.includes(j.id)} />
              {j.name} <span className="text-slate-600 dark:text-slate-400">{j.email}</span>
            </label>
          ))}
        </div>
        <FieldError id="edit-queue-members-error" message={errors.members} />
      </fieldset>
      <SubmitRow pending={pending} label="Save changes" busy="Saving…" message={state.message} />
    </form>
  );
}
