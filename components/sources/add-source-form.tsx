"use client";

import { useActionState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { inputClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { addGitSourceAction } from "@/lib/actions/add-git-source";
import { initialActionState } from "@/lib/actions/kit/form";
import { Button } from "@/components/ui/button";

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
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button disabled={pending}>{pending ? "Adding…" : "Add repository"}</Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {state.message ?? ""}
        </p>
      </div>
    </form>
  );
}
