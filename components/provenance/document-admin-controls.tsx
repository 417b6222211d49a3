"use client";

import { useActionState } from "react";
import { archiveDocumentAction } from "@/lib/actions/archive-document";
import { initialActionState } from "@/lib/actions/kit/form";
import { mergeDocumentsAction } from "@/lib/actions/merge-documents";
import { renameDocumentAction } from "@/lib/actions/rename-document";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

function Said({ state }: { state: { ok: boolean | null; message: string | null } }) {
  if (!state.message) return null;
  return (
    <p
      role={state.ok === false ? "alert" : "status"}
      className={state.ok === false ? "text-sm text-red-700 dark:text-red-300" : "text-sm text-green-800 dark:text-green-300"}
    >
      {state.message}
    </p>
  );
}

/** An admin's changes to the document itself: merge another copy into it, or archive it. */
export function DocumentAdminControls({ slug }: { slug: string }) {
  const [merged, merge, merging] = useActionState(mergeDocumentsAction, initialActionState);
  const [archived, archive, archiving] = useActionState(archiveDocumentAction, initialActionState);
  const [renamed, rename, renaming] = useActionState(renameDocumentAction, initialActionState);
  return (
    <div className="flex flex-wrap items-start gap-6">
      <form action={merge} className="flex flex-col gap-2" aria-label="Merge a copy into this document">
        <input type="hidden" name="into" value={slug} />
        <TextField
          id="merge-from"
          name="from"
          label="Merge a copy into this one (its slug)"
          error={merged.fieldErrors?.from}
          defaultValue={merged.values?.from ?? ""}
          placeholder="e.g. its-slug-2"
        />
        <Button variant="secondary" size="sm" disabled={merging}>
          Merge into this document
        </Button>
        <Said state={merged} />
      </form>
      <form action={rename} className="flex flex-col gap-2" aria-label="Rename this document's address">
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="kind" value="dialogue" />
        <TextField
          id="rename-to"
          name="to"
          label="New slug (the old one keeps working)"
          error={renamed.fieldErrors?.to}
          defaultValue={renamed.values?.to ?? ""}
        />
        <Button variant="secondary" size="sm" disabled={renaming}>
          Rename
        </Button>
        <Said state={renamed} />
      </form>
      <form action={archive} className="flex flex-col gap-2">
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="archived" value="1" />
        <Button variant="secondary" size="sm" disabled={archiving}>
          Archive this document
        </Button>
        <Said state={archived} />
      </form>
      <a href="/admin/documents" className="self-center text-sm text-blue-700 underline dark:text-blue-300">
        Every change to documents, with Undo
      </a>
    </div>
  );
}
