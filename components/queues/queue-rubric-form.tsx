"use client";

import { useActionState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { SubmitRow } from "@/components/ui/submit-row";
import { inputClass } from "@/components/ui/styles";
import { initialActionState } from "@/lib/actions/kit/form";
import { setQueueRubricAction } from "@/lib/actions/set-queue-rubric";

/** For admins: which rubric version the queue's new scores are given under. */
export function QueueRubricForm({ queueId, current, choices }: { queueId: number; current: number; choices: { id: number; label: string }[] }) {
  const [state, action, pending] = useActionState(setQueueRubricAction, initialActionState);
  return (
    <form action={action} aria-label="Queue rubric" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="queueId" value={queueId} />
      <div>
        <label htmlFor="queue-rubric" className="text-sm font-medium">
          Rubric for new scores
        </label>
        <select id="queue-rubric" name="rubricVersionId" defaultValue={current} className={inputClass} aria-describedby="queue-rubric-error">
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <FieldError id="queue-rubric-error" message={state.fieldErrors.rubricVersionId} />
      </div>
      <SubmitRow pending={pending} label="Use this rubric" busy="Saving…" message={state.message} />
    </form>
  );
}
