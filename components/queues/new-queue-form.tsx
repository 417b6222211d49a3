"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { createQueueAction } from "@/lib/actions/create-queue";
import { SubmitRow } from "@/components/ui/submit-row";
import { TextField } from "@/components/ui/text-field";
import { FieldError } from "@/components/ui/field-error";
import { inputClass } from "@/components/ui/styles";

/** An admin's form for a new queue. Submitted by hand so a refused form keeps what was typed. */
export function NewQueueForm({ judges, rubrics }: { judges: { id: string; name: string; email: string }[]; rubrics: { id: number; label: string }[] }) {
  const [state, action, pending] = useActionState(createQueueAction, initialActionState);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  const errors = state.fieldErrors;
  return (
    <form action={action} onSubmit={submit} aria-label="New queue" className="grid gap-4 sm:grid-cols-2">
      <TextField id="queue-name" name="name" label="Name" required maxLength={200} error={errors.name} />
      <TextField
        id="queue-match"
        name="match"
        label="Documents whose title or slug contains (comma-separated; empty for all)"
        maxLength={200}
        error={errors.match}
      />
      <div>
        <label htmlFor="queue-kind" className="text-sm font-medium">
          Kind
        </label>
        <select id="queue-kind" name="kind" defaultValue="dialogue" className={inputClass}>
          <option value="dialogue">Dialogues (rounds)</option>
          <option value="a52-session">A52 sessions (cycles)</option>
          <option value="goopspec">GoopSpec reports (one each)</option>
          <option value="acor">ACOR runs (one each)</option>
          <option value="any">Any kind</option>
        </select>
      </div>
      <div>
        <label htmlFor="queue-rubric" className="text-sm font-medium">
          Rubric
        </label>
        <select id="queue-rubric" name="rubricVersionId" defaultValue="" className={inputClass} aria-describedby="queue-rubric-error">
          <option value="">The kind&apos;s own rubric</option>
          {rubrics.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
        <FieldError id="queue-rubric-error" message={errors.rubricVersionId} />
      </div>
      <TextField
        id="queue-judges"
        name="judgesPerItem"
        label="Judges per round"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        defaultValue={2}
        required
        error={errors.judgesPerItem}
      />
      <fieldset className="sm:col-span-2" aria-describedby="queue-members-error">
        <legend className="text-sm font-medium">Who may judge it (none ticked: every judge)</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {judges.map((j) => (
            <label key={j.id} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" name="members" value={j.id} />
              {j.name} <span className="text-slate-500 dark:text-slate-400">{j.email}</span>
            </label>
          ))}
        </div>
        <FieldError id="queue-members-error" message={errors.members} />
      </fieldset>
      <SubmitRow pending={pending} label="Create queue" busy="Creating…" message={state.ok === false ? state.message : null} />
    </form>
  );
}
