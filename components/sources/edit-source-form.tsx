"use client";

import { useActionState } from "react";
import { editGitSourceAction } from "@/lib/actions/edit-git-source";
import { initialActionState } from "@/lib/actions/kit/form";
import { SubmitRow } from "@/components/ui/submit-row";
import { SourceFields, type SourceField } from "./source-fields";

/** A git source's settings, changed in place; the URL is shown without its token, which stays stored. */
export function EditSourceForm({ id, current }: { id: number; current: Record<SourceField, string> }) {
  const [state, action, pending] = useActionState(editGitSourceAction, initialActionState);
  return (
    <form action={action} aria-label={`Edit ${current.name}`} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="id" value={id} />
      <SourceFields idPrefix={`edit-source-${id}`} values={state.values ?? current} errors={state.fieldErrors} />
      <p className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">
        A token given in the URL is kept apart and never shown; it stays while the host is the same. A new URL or branch makes the next sync start from a fresh
        clone.
      </p>
      <SubmitRow pending={pending} label="Save changes" busy="Saving…" message={state.message} />
    </form>
  );
}
