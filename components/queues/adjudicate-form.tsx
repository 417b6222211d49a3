"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { adjudicateScoreAction } from "@/lib/actions/adjudicate-score";
import { initialActionState } from "@/lib/actions/kit/form";
import { SubmitRow } from "@/components/ui/submit-row";
import { TextField } from "@/components/ui/text-field";
import type { RubricDimension } from "@/lib/judging/rubric";
import type { ScoreValues } from "@/lib/judging/scores";

/** The lead's final for one agent's round: a value per dimension (the judges' rounded mean to start from) and a note. */
export function AdjudicateForm({
  queueId,
  unit,
  rubricVersionId,
  dimensions,
  values,
  note,
  label,
  recorded,
}: {
  queueId: number;
  unit: { dialogueId: number; round: number; agent: string; key: string };
  rubricVersionId: number;
  /** The rubric version's dimensions (the built-in four's keys): labels and bounds of the final. */
  dimensions: RubricDimension[];
  values: ScoreValues;
  note: string;
  label: string;
  recorded: boolean;
}) {
  const [state, action, pending] = useActionState(adjudicateScoreAction, initialActionState);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  const id = (field: string) => `final-${unit.key.replace(/[^a-zA-Z0-9]/g, "-")}-${field}`;
  return (
    <form action={action} onSubmit={submit} aria-label={`Final score of ${label}`} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="dialogueId" value={unit.dialogueId} />
      <input type="hidden" name="round" value={unit.round} />
      <input type="hidden" name="agent" value={unit.agent} />
      <input type="hidden" name="rubricVersionId" value={rubricVersionId} />
      {dimensions.map((d) => (
        <TextField
          key={d.key}
          id={id(d.key)}
          name={d.key}
          label={`Final ${d.label}`}
          type="number"
          inputMode="numeric"
          min={d.min}
          max={d.max}
          required
          defaultValue={values[d.key]}
          error={state.fieldErrors[d.key as keyof typeof state.fieldErrors]}
        />
      ))}
      <TextField
        id={id("note")}
        name="note"
        label="Why (kept with the final)"
        maxLength={2000}
        defaultValue={note}
        error={state.fieldErrors.note}
        className="col-span-2 sm:col-span-4"
      />
      <SubmitRow pending={pending} label={recorded ? "Replace the final" : "Record the final"} busy="Recording…" message={state.message} />
    </form>
  );
}
