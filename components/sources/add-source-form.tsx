"use client";

import { useActionState } from "react";
import { addGitSourceAction } from "@/lib/actions/add-git-source";
import { initialActionState } from "@/lib/actions/kit/form";
import { SubmitRow } from "@/components/ui/submit-row";
import { SourceFields } from "./source-fields";
import { addedNotice } from "./added-notice";

export function AddSourceForm({ defaultGlobs, listed }: { defaultGlobs: string[]; listed: string[] }) {
  const [state, action, pending] = useActionState(addGitSourceAction, initialActionState);
  // After a refusal the form shows what was typed; after a success it starts empty again.
  const values = state.values ?? { globs: defaultGlobs.join("\n") };
  return (
    <form
      action={action}
      aria-label="Add a git repository"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <SourceFields idPrefix="source" values={values} errors={state.fieldErrors} />
      <SubmitRow pending={pending} label="Add repository" busy="Adding…" message={addedNotice(state, listed)} />
    </form>
  );
}
