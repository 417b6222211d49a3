"use client";

import { useActionState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { addGitSourceAction } from "@/lib/actions/add-git-source";
import { initialActionState } from "@/lib/actions/kit/form";
import { Button } from "@/components/ui/button";

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950";

export function AddSourceForm({ defaultGlobs }: { defaultGlobs: string[] }) {
  const [state, action, pending] = useActionState(addGitSourceAction, initialActionState);
  const f = state.fieldErrors;
  return (
    <form action={action} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <label htmlFor="source-name" className="text-sm font-medium">Name</label>
        <input id="source-name" name="name" required className={field} aria-invalid={!!f.name} aria-describedby="source-name-error" />
        <FieldError id="source-name-error" message={f.name} />
      </div>
      <div>
        <label htmlFor="source-branch" className="text-sm font-medium">Branch</label>
        <input id="source-branch" name="branch" defaultValue="main" className={field} aria-invalid={!!f.branch} aria-describedby="source-branch-error" />
        <FieldError id="source-branch-error" message={f.branch} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="source-url" className="text-sm font-medium">Repository URL</label>
        <input id="source-url" name="url" required placeholder="https://github.com/org/repo.git" className={field} aria-invalid={!!f.url} aria-describedby="source-url-error" />
        <FieldError id="source-url-error" message={f.url} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="source-globs" className="text-sm font-medium">Paths (one glob a line)</label>
        <textarea id="source-globs" name="globs" rows={2} defaultValue={defaultGlobs.join("\n")} className={`${field} font-mono`} aria-invalid={!!f.globs} aria-describedby="source-globs-error" />
        <FieldError id="source-globs-error" message={f.globs} />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button disabled={pending}>
          {pending ? "Adding…" : "Add repository"}
        </Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{state.message ?? ""}</p>
      </div>
    </form>
  );
}
