"use client";

import { useActionState } from "react";
import { TextField } from "@/components/ui/text-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { createModelJudgeAction } from "@/lib/actions/create-model-judge";
import { initialActionState } from "@/lib/actions/kit/form";

/** Adds a model judge: its name, model and prompt or rubric version (free text, kept with its scores). */
export function ModelJudgeForm() {
  const [state, action, pending] = useActionState(createModelJudgeAction, initialActionState);
  const f = state.fieldErrors;
  const v = state.values ?? {};
  return (
    <form action={action} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
      <TextField id="judge-name" label="Name" error={f.name} name="name" required autoComplete="off" defaultValue={v.name ?? ""} />
      <TextField id="judge-model" label="Model" error={f.model} name="model" required autoComplete="off" defaultValue={v.model ?? ""} />
      <TextField
        id="judge-version"
        label="Prompt or rubric version"
        error={f.judgeVersion}
        name="judgeVersion"
        autoComplete="off"
        defaultValue={v.judgeVersion ?? ""}
      />
      <SubmitRow pending={pending} label="Add model judge" busy="Adding…" message={state.message} />
    </form>
  );
}
