"use client";

import { useActionState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { inputClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { addGitSourceAction } from "@/lib/actions/add-git-source";
import { initialActionState } from "@/lib/actions/kit/form";
import { SubmitRow } from "@/components/ui/submit-row";

export function AddSourceForm({ defaultGlobs }: { defaultGlobs: string[] }) {
  const [state, action, pending] = useActionState(addGitSourceAction, initialActionState);
  const f = state.fieldErrors;
  return (
    <form action={action} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <TextField id="source-name" label="Name" error={f.name} name="name" required />
      <TextField id="source-branch" label="Branch" error={f.branch} name="branch" defaultValue="main" />
      <TextField
        id="source-url"
        label="Repository URL"
        error={f.url}
        name="url"
        required
        placeholder="https://github.com/org/repo.git"
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <label htmlFor="source-globs" className="text-sm font-medium">
          Paths (one glob a line)
        </label>
        <textarea
          id="source-globs"
          name="globs"
          rows={2}
          defaultValue={defaultGlobs.join("\n")}
          className={`${inputClass} font-mono`}
          aria-invalid={!!f.globs}
          aria-describedby="source-globs-error"
        />
        <FieldError id="source-globs-error" message={f.globs} />
      </div>
      <SubmitRow pending={pending} label="Add repository" busy="Adding…" message={state.message} />
    </form>
  );
}
