"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { FieldError } from "@/components/ui/field-error";
import { SubmitRow } from "@/components/ui/submit-row";
import { pluralOfKind } from "@/lib/judging/judgeable-kinds";
import { TextField } from "@/components/ui/text-field";
import { inputClass } from "@/components/ui/styles";
import { addRubricVersionAction } from "@/lib/actions/add-rubric-version";
import { createRubricAction } from "@/lib/actions/create-rubric";
import { initialActionState } from "@/lib/actions/kit/form";

const EXAMPLE =
  "## depth: Depth (0–4)\nHow far the answer goes below the surface.\n0: Restates the question.\n2: Names a cause.\n4: Finds the cause and shows it.";

/** Which kinds a rubric is meant for; none ticked: any kind. */
function KindBoxes({ id, kinds, checked, error }: { id: string; kinds: readonly string[]; checked: string[]; error: string | undefined }) {
  return (
    <fieldset aria-describedby={`${id}-error`}>
      <legend className="text-sm font-medium">Meant for (none ticked: any kind, in queues only)</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        A kind ticked here is scored under this rubric outside queues too, unless an earlier rubric is meant for it.
      </p>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {kinds.map((k) => (
          <label key={k} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" name="kinds" value={k} defaultChecked={checked.includes(k)} />
            {pluralOfKind(k)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The dimensions, anchors included, in the rubric's text form (the hint says how it reads). */
function DimensionsField({ id, defaultValue, error }: { id: string; defaultValue: string; error: string | undefined }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        Dimensions and anchors
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        One block a dimension: a heading <code>## key: Label (min–max)</code>, its description, then one line a level, <code>level: what it means</code>.
      </p>
      <textarea
        id={id}
        name="dimensions"
        rows={10}
        required
        defaultValue={defaultValue}
        aria-invalid={!!error}
        aria-describedby={`${id}-hint ${id}-error`}
        className={`${inputClass} font-mono text-xs`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

// Both forms are submitted by hand so a refused one keeps what was typed (the action echoes it back too).
const bySubmit = (action: (data: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  startTransition(() => action(data));
};

/** For admins: a new rubric with its first version. */
export function NewRubricForm({ kinds }: { kinds: readonly string[] }) {
  const [state, action, pending] = useActionState(createRubricAction, initialActionState);
  const f = state.fieldErrors;
  return (
    <form action={action} onSubmit={bySubmit(action)} aria-label="New rubric" className="grid gap-4 sm:grid-cols-2">
      <TextField id="rubric-name" name="name" label="Name" required maxLength={120} error={f.name} />
      <TextField id="rubric-description" name="description" label="What it is for" maxLength={1000} error={f.description} />
      <div className="sm:col-span-2">
        <KindBoxes id="rubric-kinds" kinds={kinds} checked={[]} error={f.kinds} />
      </div>
      <DimensionsField id="rubric-dimensions" defaultValue={EXAMPLE} error={f.dimensions} />
      <SubmitRow pending={pending} label="Create rubric" busy="Creating…" message={state.message} />
    </form>
  );
}

/** For admins: a rubric's next version, starting from its latest; the old versions are never changed. */
export function NewVersionForm({
  rubricId,
  version,
  text,
  kinds,
  checked,
}: {
  rubricId: number;
  version: number;
  text: string;
  kinds: readonly string[];
  checked: string[];
}) {
  const [state, action, pending] = useActionState(addRubricVersionAction, initialActionState);
  const f = state.fieldErrors;
  const id = `rubric-${rubricId}`;
  return (
    <form action={action} onSubmit={bySubmit(action)} aria-label="New version" className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="rubricId" value={rubricId} />
      <input type="hidden" name="baseVersion" value={version} />
      <div className="sm:col-span-2">
        <KindBoxes id={`${id}-kinds`} kinds={kinds} checked={checked} error={f.kinds} />
      </div>
      <DimensionsField id={`${id}-dimensions`} defaultValue={text} error={f.dimensions} />
      <SubmitRow pending={pending} label={`Save as version ${version + 1}`} busy="Saving…" message={state.message} />
    </form>
  );
}
